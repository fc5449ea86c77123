import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { articles } from '../../db/schema';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/database';
import { pageOf } from './list-page';

/**
 * A list statement reads each match as its summary's key (the tag of the summary's bytes, then the
 * article's id); `pageOf` makes the answer from those, taking the bytes from memory by key and
 * reading the rest by id (decision 041). The keys here are read as the statement reads them.
 */
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(articles).values(
    Array.from({ length: 5 }, (_, i) => ({
      title: `Story ${i}`,
      excerpt: 'Excerpt',
      content: 'Text',
      category: 'News',
      author: 'Writer',
      imageUrl: '/media/story.jpg',
      city: 'buffalo',
      status: 'published',
      publishDate: new Date(Date.UTC(2026, 0, 10 - i)),
    })),
  );
});
afterAll(() => database.close());

/** The stories newest first, with their keys and summaries as the database keeps them. */
async function rows() {
  const result = await database.db.execute<{ id: string; key: string; json: string }>(
    sql`select id, summary_tag || id as key, summary_json as json from ${articles} where city = 'buffalo' order by publish_date desc`,
  );
  return (result as unknown as { rows: { id: string; key: string; json: string }[] }).rows;
}
const keysOf = (list: { key: string }[]) => list.map((row) => row.key).join('\n');

describe('pageOf', () => {
  it('answers an empty list when the statement read no match', async () => {
    const page = await pageOf(database.db, null, 50);
    expect(page.body.toString()).toBe('[]');
    expect(page).toMatchObject({ count: 0, hasMore: false });
    expect(page.nextCursor).toBeUndefined();
  });

  it('keeps the first `limit` summaries in order, says whether more follow and names the next cursor', async () => {
    const all = await rows();
    for (const limit of [1, 3, 4]) {
      const page = await pageOf(database.db, keysOf(all), limit);
      expect(page.body.toString()).toBe(`[${all.slice(0, limit).map((row) => row.json)}]`);
      expect(page).toMatchObject({ count: limit, hasMore: true, nextCursor: all[limit - 1]!.id });
    }
    for (const limit of [5, 50]) {
      const page = await pageOf(database.db, keysOf(all), limit);
      expect(JSON.parse(page.body.toString())).toHaveLength(5);
      expect(page).toMatchObject({ count: 5, hasMore: false });
      expect(page.nextCursor).toBeUndefined();
    }
  });

  it('gives the same bytes the same ETag, and other bytes another', async () => {
    const all = await rows();
    const first = await pageOf(database.db, keysOf(all), 3);
    expect((await pageOf(database.db, keysOf(all), 3)).etag).toBe(first.etag);
    expect((await pageOf(database.db, keysOf(all), 2)).etag).not.toBe(first.etag);
    expect((await pageOf(database.db, keysOf(all.slice(1)), 3)).etag).not.toBe(first.etag);
  });

  it('answers an edited story in its new version, whatever memory holds of the old one', async () => {
    const before = await rows();
    const old = await pageOf(database.db, keysOf(before), 5);
    await database.db.update(articles).set({ title: 'Story 2, corrected' }).where(eq(articles.id, before[2]!.id));
    const after = await rows();
    expect(after[2]!.key).not.toBe(before[2]!.key);
    const page = await pageOf(database.db, keysOf(after), 5);
    expect(page.body.toString()).toBe(`[${after.map((row) => row.json)}]`);
    expect(page.body.toString()).toContain('Story 2, corrected');
    expect(page.etag).not.toBe(old.etag);
  });

  it('reads a summary by id when its key is not the one the row has now, and tags the page by what it sent', async () => {
    const all = await rows();
    // A key read just before an edit that memory never saw: the row's current summary is sent.
    const outdated = all.map((row, i) => (i === 1 ? `${'0'.repeat(32)}${row.id}` : row.key));
    const page = await pageOf(database.db, outdated.join('\n'), 5);
    expect(page.body.toString()).toBe(`[${all.map((row) => row.json)}]`);
    expect(page.etag).toBe((await pageOf(database.db, keysOf(all), 5)).etag);
  });

  it('leaves out a story deleted since the page was read, and still answers a list', async () => {
    const all = await rows();
    const gone = `${'0'.repeat(32)}00000000-0000-4000-8000-000000000000`;
    const keys = [all[0]!.key, gone, all[1]!.key].join('\n');
    const page = await pageOf(database.db, keys, 3);
    expect(JSON.parse(page.body.toString())).toEqual([JSON.parse(all[0]!.json), JSON.parse(all[1]!.json)]);
    expect(page.count).toBe(2);
    // The next page starts after the last story sent, not after the one that is gone.
    const cut = await pageOf(database.db, [all[0]!.key, all[1]!.key, gone, all[2]!.key].join('\n'), 3);
    expect(cut).toMatchObject({ count: 2, hasMore: true, nextCursor: all[1]!.id });
  });
});
