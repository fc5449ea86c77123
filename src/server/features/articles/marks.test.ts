import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/database';
import { listArticles, markReach, MARK_STEP, readMarks, type ListMark, type MarkKeeper } from './service';

/**
 * A page by offset starts its walk at the list's mark before it (decision 043). Every page must be
 * exactly the slice of the list a reader would count to, read here straight from the table: with
 * stories sharing a publish date to the microsecond (their order is then by id), stories of other
 * categories and cities between them, and stories not public (a draft, one scheduled for later).
 */
let database: Database;
const CITY = 'buffalo' as const;
const STORIES = 263;
const now = new Date('2026-06-01T12:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  // Three stories to a publish date (microseconds included), so ties straddle the marks.
  await database.db.execute(sql`
    insert into articles (title, excerpt, content, category, author, image_url, publish_date, city, status)
    select 'Story ' || n, 'Excerpt ' || n, 'Text', 'News', 'Mark Reporter', '/media/story.jpg',
           timestamptz '2026-05-01 10:00:00.123457+00' - (n / 3) * interval '1 minute 0.000001 second',
           ${CITY}, 'published'
    from generate_series(1, ${STORIES}) as n`);
  await database.db.execute(sql`
    insert into articles (title, excerpt, content, category, author, image_url, publish_date, city, status)
    select 'Other ' || n, 'Excerpt', 'Text', case when n % 2 = 0 then 'Sports' else 'News' end, 'Mark Reporter',
           '/media/story.jpg', timestamptz '2026-05-01 10:00:00+00' - n * interval '97 seconds',
           case when n % 2 = 0 then ${CITY} else 'atlanta' end, 'published'
    from generate_series(1, 120) as n`);
  await database.db.execute(sql`
    insert into articles (title, excerpt, content, category, author, image_url, publish_date, city, status)
    values ('A draft', 'Excerpt', 'Text', 'News', 'Mark Reporter', '/media/story.jpg', '2026-04-30 20:00:00+00', ${CITY}, 'draft'),
           ('Not yet due', 'Excerpt', 'Text', 'News', 'Mark Reporter', '/media/story.jpg', '2026-04-30 21:00:00+00', ${CITY}, 'scheduled'),
           ('Due', 'Excerpt', 'Text', 'News', 'Mark Reporter', '/media/story.jpg', '2026-04-30 22:00:00+00', ${CITY}, 'scheduled')`);
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

/** Marks kept in a map, as the routes keep them in their cache; counts the reads. */
function keeper() {
  const kept = new Map<number, Promise<ListMark[]>>();
  const reads: number[] = [];
  const keep: MarkKeeper = (reach, read) => {
    if (!kept.has(reach)) {
      reads.push(reach);
      kept.set(reach, read());
    }
    return kept.get(reach)!;
  };
  return { keep, reads };
}

describe('pages by offset from the list marks', () => {
  it('are exactly the slice of the list at every offset, up to and past its end', async () => {
    for (const category of ['news', undefined]) {
      const list = await theList(category);
      const { keep } = keeper();
      const offsets = [1, 2, 48, 49, 50, 51, 99, 100, 101, 149, 150, 151, 200, 213, 249, 250, 262, 263, 300, 330];
      for (const offset of [...offsets, list.length - 1, list.length, 5000, 10_000_000]) {
        for (const limit of [1, 24, 50, 100]) {
          const page = await listArticles(database.db, { city: CITY, category, limit, offset }, now, keep);
          const expected = list.slice(offset, offset + limit);
          const where = `${category ?? 'city'} offset ${offset} limit ${limit}`;
          expect(page.body.toString(), where).toBe(`[${expected.map((row) => row.json).join(',')}]`);
          expect(page.hasMore, where).toBe(offset + limit < list.length);
          expect(page.nextCursor, where).toBe(page.hasMore ? expected.at(-1)!.id : undefined);
        }
      }
    }
  });

  it('equal the pages walked from the start without marks', async () => {
    for (const offset of [75, 151, 262]) {
      const query = { city: CITY, category: 'News', limit: 24, offset };
      const marked = await listArticles(database.db, query, now, keeper().keep);
      const walked = await listArticles(database.db, query, now);
      expect(marked.body.equals(walked.body)).toBe(true);
      expect(marked.etag).toBe(walked.etag);
    }
  });

  it('read the marks once for each reach, and none for the first page or a search', async () => {
    const { keep, reads } = keeper();
    const query = { city: CITY, category: 'News', limit: 24 };
    for (const offset of [0, 10, 60, 24, 240, 500]) await listArticles(database.db, { ...query, offset }, now, keep);
    expect(reads).toEqual([1024]);
    await listArticles(database.db, { ...query, offset: 2000 }, now, keep);
    expect(reads).toEqual([1024, 2048]);
    await listArticles(database.db, { ...query, q: 'Story', offset: 100 }, now, keep);
    expect(reads).toHaveLength(2);
  });

  it('mark every MARK_STEP-th story, with its publish date to the microsecond', async () => {
    const list = await theList('News');
    const marks = await readMarks(database.db, { city: CITY, category: 'NEWS' }, 1024, now);
    expect(marks.map((mark) => mark.id)).toEqual(list.filter((_, i) => (i + 1) % MARK_STEP === 0).map((row) => row.id));
    const result = await database.db.execute<{ date: string }>(
      sql`select publish_date::text as date from articles where id = ${marks[0]!.id}`,
    );
    expect(marks[0]!.date).toBe((result as unknown as { rows: { date: string }[] }).rows[0]!.date);
    expect(marks[0]!.date).toMatch(/\.\d{6}/);
    expect(await readMarks(database.db, { city: CITY, category: 'News' }, 100, now)).toHaveLength(2);
  });

  it('reach the first power of two past the offset, at least 1,024', () => {
    expect(markReach(50)).toBe(1024);
    expect(markReach(1023)).toBe(1024);
    expect(markReach(1024)).toBe(2048);
    expect(markReach(24_950)).toBe(32_768);
    expect(markReach(10_000_000)).toBe(2 ** 24);
  });
});
