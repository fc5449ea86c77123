/** The users desk's view of what one account sent in. */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  artistWriteups,
  photoSubmissions,
  sportsStories,
  spotlights,
  submissions,
  ventPosts,
  type User,
} from '../../../db/schema';
import type { UserActivityAnswer } from '../../../../shared/newsroom/users';

/** What the account sent in: review-desk items it submitted and its Vent Room posts. */
export async function activityOf(db: Db, u: User): Promise<UserActivityAnswer> {
  const { id } = u;
  const iso = (d: Date) => d.toISOString();
  const limit = 100;
  const [content, photos, spots, sports, writeups] = await Promise.all([
    db
      .select()
      .from(submissions)
      // A draft is its writer's until sent.
      .where(and(eq(submissions.submittedBy, id), ne(submissions.status, 'draft')))
      .orderBy(desc(submissions.submittedAt))
      .limit(limit),
    db
      .select()
      .from(photoSubmissions)
      .where(eq(photoSubmissions.submittedBy, id))
      .orderBy(desc(photoSubmissions.submittedAt))
      .limit(limit),
    db.select().from(spotlights).where(eq(spotlights.submittedBy, id)).orderBy(desc(spotlights.createdAt)).limit(limit),
    db
      .select()
      .from(sportsStories)
      .where(eq(sportsStories.submittedBy, id))
      .orderBy(desc(sportsStories.submittedAt))
      .limit(limit),
    db
      .select()
      .from(artistWriteups)
      .where(eq(artistWriteups.submittedBy, id))
      .orderBy(desc(artistWriteups.createdAt))
      .limit(limit),
  ]);
  const items = [
    ...content.map((s) => ({
      kind: `submission:${s.type}`,
      id: s.id,
      title: s.title,
      status: s.status,
      city: s.city,
      createdAt: iso(s.submittedAt),
    })),
    ...photos.map((s) => ({
      kind: 'photo',
      id: s.id,
      title: s.title,
      status: s.status,
      city: s.city,
      createdAt: iso(s.submittedAt),
    })),
    ...spots.map((s) => ({
      kind: 'spotlight',
      id: s.id,
      title: s.title,
      status: s.status,
      city: s.city,
      createdAt: iso(s.createdAt),
    })),
    ...sports.map((s) => ({
      kind: 'sports',
      id: s.id,
      title: s.title,
      status: s.status,
      city: s.city,
      createdAt: iso(s.submittedAt),
    })),
    ...writeups.map((s) => ({
      kind: 'writeup',
      id: s.id,
      title: s.title,
      status: s.status,
      city: '',
      createdAt: iso(s.createdAt),
    })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  // Vent Room posts carry the author's e-mail, not an account id.
  const posts = u.email
    ? await db
        .select()
        .from(ventPosts)
        .where(sql`lower(${ventPosts.authorEmail}) = ${u.email.toLowerCase()}`)
        .orderBy(desc(ventPosts.createdAt))
        .limit(limit)
    : [];
  return {
    submissions: items.slice(0, limit),
    ventPosts: posts.map((p) => ({
      id: p.id,
      title: p.title,
      status: p.status,
      city: p.city,
      createdAt: iso(p.createdAt),
    })),
  };
}
