import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { createTestDatabase } from '../test/database';
import {
  artistFollows,
  artistGalleryItems,
  artists,
  articles,
  categories,
  contentLikes,
  contributorPayments,
  contributors,
  events,
  newsletters,
  submissions,
  users,
  ventComments,
  ventPosts,
} from './schema';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

/** Postgres error code of a failed query; drizzle wraps the driver's error in `cause`. */
async function failureCode(query: Promise<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  return undefined;
}
const UNIQUE_VIOLATION = '23505';

/** The one row an insert ... returning() gave back. */
function only<T>(rows: T[]): T {
  expect(rows).toHaveLength(1);
  return rows[0] as T;
}
// PostgreSQL versions differ on which code ON DELETE RESTRICT reports.
const REFUSED_BY_REFERENCE = ['23001', '23503'];

const artist = (name: string) => ({ name, bio: 'Paints the lake.', medium: 'Painting' });
const ventPost = { title: 'Potholes', content: 'Again.', authorName: 'Sam', authorEmail: 'sam@example.com' };

describe('defaults', () => {
  it('gives new content a generated id, draft status and the default city', async () => {
    const a = only(
      await db()
        .insert(articles)
        .values({ title: 'T', excerpt: 'E', content: 'C', category: 'News', author: 'A', imageUrl: '/a.jpg' })
        .returning(),
    );
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).toMatchObject({ status: 'draft', city: 'rochester', featured: false });
    expect(a.publishDate).toBeInstanceOf(Date);

    const e = only(
      await db()
        .insert(events)
        .values({ title: 'Fair', description: 'D', date: '2026-07-04', time: '7:00 PM', location: 'Park' })
        .returning(),
    );
    expect(e).toMatchObject({ date: '2026-07-04', status: 'draft', city: 'rochester', imageUrl: null });
    expect(e.id).not.toBe(a.id);
  });

  it('starts moderated posts pending, artists available with no views, members free and active', async () => {
    const post = only(await db().insert(ventPosts).values(ventPost).returning());
    expect(post).toMatchObject({ status: 'pending', city: 'rochester', isAnonymous: false });

    const ar = only(await db().insert(artists).values(artist('Defaults')).returning());
    expect(ar).toMatchObject({ profileViews: 0, isAvailable: true, city: 'rochester', portfolioImages: [] });

    const u = only(await db().insert(users).values({ email: 'defaults@example.com' }).returning());
    expect(u).toMatchObject({
      role: 'member',
      membershipType: 'free',
      membershipStatus: 'active',
      canUploadContent: false,
      isNewsletterSubscriber: false,
      passwordHash: null,
    });

    const c = only(await db().insert(contributors).values({ name: 'Kim', email: 'kim@example.com' }).returning());
    expect(c).toMatchObject({ totalEarnings: '0.00', isActive: true, city: 'rochester' });

    const cat = only(await db().insert(categories).values({ name: 'Defaults', type: 'article' }).returning());
    expect(cat.color).toBe('#3B82F6');
  });
});

describe('unique constraints', () => {
  it('rejects a second newsletter, user or contributor with the same e-mail, and a repeated category name', async () => {
    await db().insert(newsletters).values({ email: 'dup@example.com' });
    expect(await failureCode(db().insert(newsletters).values({ email: 'dup@example.com' }))).toBe(UNIQUE_VIOLATION);

    await db().insert(users).values({ email: 'dup@example.com' });
    expect(await failureCode(db().insert(users).values({ email: 'dup@example.com' }))).toBe(UNIQUE_VIOLATION);

    await db().insert(contributors).values({ name: 'A', email: 'dup@example.com' });
    const second = db().insert(contributors).values({ name: 'B', email: 'dup@example.com' });
    expect(await failureCode(second)).toBe(UNIQUE_VIOLATION);

    await db().insert(categories).values({ name: 'Food', type: 'business' });
    const again = db().insert(categories).values({ name: 'Food', type: 'article' });
    expect(await failureCode(again)).toBe(UNIQUE_VIOLATION);
  });

  it('lets a user follow an artist and like an item only once', async () => {
    const u = only(await db().insert(users).values({ email: 'fan@example.com' }).returning());
    const ar = only(await db().insert(artists).values(artist('Followed')).returning());
    await db().insert(artistFollows).values({ artistId: ar.id, userId: u.id });
    const follow = db().insert(artistFollows).values({ artistId: ar.id, userId: u.id });
    expect(await failureCode(follow)).toBe(UNIQUE_VIOLATION);

    const like = { contentType: 'track', contentId: 'track-1', visitorKey: u.id };
    await db().insert(contentLikes).values(like);
    expect(await failureCode(db().insert(contentLikes).values(like))).toBe(UNIQUE_VIOLATION);
    // The same visitor may still like a different kind of item with the same id.
    await db()
      .insert(contentLikes)
      .values({ ...like, contentType: 'gallery' });
  });
});

describe('deletes', () => {
  it('deleting a vent post deletes its comments', async () => {
    const post = only(await db().insert(ventPosts).values(ventPost).returning());
    const comment = { postId: post.id, content: 'Same here', authorName: 'Jo', authorEmail: 'jo@example.com' };
    await db().insert(ventComments).values([comment, comment]);
    await db().delete(ventPosts).where(eq(ventPosts.id, post.id));
    expect(await db().select().from(ventComments).where(eq(ventComments.postId, post.id))).toEqual([]);
  });

  it('deleting an artist deletes its gallery and follows; deleting the owner keeps the artist', async () => {
    const owner = only(await db().insert(users).values({ email: 'owner@example.com' }).returning());
    const ar = only(
      await db()
        .insert(artists)
        .values({ ...artist('Gone'), userId: owner.id })
        .returning(),
    );
    await db().insert(artistGalleryItems).values({ artistId: ar.id, title: 'Lake at dusk' });
    await db().insert(artistFollows).values({ artistId: ar.id, userId: owner.id });

    await db().delete(users).where(eq(users.id, owner.id));
    const kept = only(await db().select().from(artists).where(eq(artists.id, ar.id)));
    expect(kept.userId).toBeNull();

    await db().delete(artists).where(eq(artists.id, ar.id));
    expect(await db().select().from(artistGalleryItems).where(eq(artistGalleryItems.artistId, ar.id))).toEqual([]);
    expect(await db().select().from(artistFollows).where(eq(artistFollows.artistId, ar.id))).toEqual([]);
  });

  it('refuses to delete a contributor who has payments on record', async () => {
    const c = only(await db().insert(contributors).values({ name: 'Paid', email: 'paid@example.com' }).returning());
    await db()
      .insert(contributorPayments)
      .values({ contributorId: c.id, amount: '25', paymentType: 'article', description: 'Story' });
    const code = await failureCode(db().delete(contributors).where(eq(contributors.id, c.id)));
    expect(REFUSED_BY_REFERENCE).toContain(code);
    expect(await db().select().from(contributors).where(eq(contributors.id, c.id))).toHaveLength(1);
  });
});

describe('decimals', () => {
  it('keeps money to exactly two places', async () => {
    const base = {
      type: 'marketplace',
      title: 'Bike',
      description: 'Red',
      submitterName: 'Al',
      submitterEmail: 'al@example.com',
    };
    const a = only(
      await db()
        .insert(submissions)
        .values({ ...base, price: '12.5' })
        .returning(),
    );
    const b = only(
      await db()
        .insert(submissions)
        .values({ ...base, price: '0.105' })
        .returning(),
    );
    expect(a.price).toBe('12.50');
    expect(b.price).toBe('0.11');
  });
});
