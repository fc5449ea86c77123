import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/database';
import { OFFSET_CAP } from '../../../shared/query-params';
import { listArticles } from './service';

/**
 * Every page, by offset or by cursor, must be exactly the slice of the list a reader would count
 * to, read here straight from the table: with
 * stories sharing a publish date to the microsecond (their order is then by id), stories of other
 * categories and cities between them, and stories not public (a draft, one scheduled for later).
 */
let database: Database;
const CITY = 'buffalo' as const;
const STORIES = 263;
const now = new Date('2026-06-01T12:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  // Three stories to a publish date (microseconds included), so ties straddle the pages.
  await database.db.execute(sql`
    insert into articles (title, excerpt, content, category, author, image_url, publish_date, city, status)
    select 'Story ' || n, 'Excerpt ' || n, 'Text', 'News', 'Page Reporter', '/media/story.jpg',
           timestamptz '2026-05-01 10:00:00.123457+00' - (n / 3) * interval '1 minute 0.000001 second',
           ${CITY}, 'published'
    from generate_series(1, ${STORIES}) as n`);
  await database.db.execute(sql`
    insert into articles (title, excerpt, content, category, author, image_url, publish_date, city, status)
    select 'Other ' || n, 'Excerpt', 'Text', case when n % 2 = 0 then 'Sports' else 'News' end, 'Page Reporter',
           '/media/story.jpg', timestamptz '2026-05-01 10:00:00+00' - n * interval '97 seconds',
           case when n % 2 = 0 then ${CITY} else 'atlanta' end, 'published'
    from generate_series(1, 120) as n`);
  await database.db.execute(sql`
    insert into articles (title, excerpt, content, category, author, image_url, publish_date, city, status)
    values ('A draft', 'Excerpt', 'Text', 'News', 'Page Reporter', '/media/story.jpg', '2026-04-30 20:00:00+00', ${CITY}, 'draft'),
           ('Not yet due', 'Excerpt', 'Text', 'News', 'Page Reporter', '/media/story.jpg', '2026-04-30 21:00:00+00', ${CITY}, 'scheduled'),
           ('Due', 'Excerpt', 'Text', 'News', 'Page Reporter', '/media/story.jpg', '2026-04-30 22:00:00+00', ${CITY}, 'scheduled')`);
  // "Not yet due" is scheduled past `now`.
  await database.db.execute(
    sql`update articles set publish_date = ${'2026-07-01T00:00:00Z'} where title = 'Not yet due'`,
  );
});
afterAll(() => database.close());

/** The list as a reader counts it: public stories of the city's category, newest first, ties by id. */
async function theList(category?: string): Promise<{ id: string; json: string }[]> {
  const result = await database.db.execute<{ id: string; json: string }>(sql`
    select id, summary_json as json from articles
    where city = ${CITY} and (${category ?? null}::text is null or lower(category) = lower(${category ?? null}::text))
      and (status = 'published' or (status = 'scheduled' and publish_date <= ${now.toISOString()}))
    order by publish_date desc, id desc`);
  return (result as unknown as { rows: { id: string; json: string }[] }).rows;
}

describe('pages of the article list', () => {
  it('are exactly the slice of the list a reader counts to, at every offset up to and past its end', async () => {
    for (const category of ['news', undefined]) {
      const list = await theList(category);
      const offsets = [1, 2, 48, 49, 50, 51, 99, 100, 101, 149, 150, 151, 200, 213, 249, 250, 262, 263, 300, 330];
      for (const offset of [...offsets, list.length - 1, list.length, OFFSET_CAP]) {
        for (const limit of [1, 24, 50, 100]) {
          const page = await listArticles(database.db, { city: CITY, category, limit, offset }, now);
          const expected = list.slice(offset, offset + limit);
          const where = `${category ?? 'city'} offset ${offset} limit ${limit}`;
          expect(page.body.toString(), where).toBe(`[${expected.map((row) => row.json).join(',')}]`);
          expect(page.hasMore, where).toBe(offset + limit < list.length);
          expect(page.nextCursor, where).toBe(page.hasMore ? expected.at(-1)!.id : undefined);
        }
      }
    }
  });

  it('by cursor reach the end of the list through the same stories, ties of a publish date included', async () => {
    for (const category of ['NEWS', undefined]) {
      const list = await theList(category);
      for (const limit of [1, 24, 100]) {
        const seen: string[] = [];
        let cursor: string | undefined;
        for (;;) {
          const page = await listArticles(database.db, { city: CITY, category, limit, offset: 0, cursor }, now);
          seen.push(...(JSON.parse(page.body.toString()) as { id: string }[]).map((story) => story.id));
          if (!page.hasMore) break;
          cursor = page.nextCursor;
        }
        expect(seen, `${category ?? 'city'} limit ${limit}`).toEqual(list.map((row) => row.id));
      }
    }
  });
});
