import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { desc, eq, sql } from 'drizzle-orm';
import { articles } from '../../db/schema';
import { articleSummarySchema } from '../../../shared/magazine';
import { NEIGHBOURHOODS, neighbourhoodName } from '../../../shared/neighbourhoods';
import { createTestApp, type TestContext } from '../../test/app';
import { publicReadCache } from '../../platform/cache';

/**
 * The article list's items are written as JSON by the database (the summary each row keeps, from
 * the trigger of migrations 0009 and 0010), not encoded by the route's schema, and the server holds
 * their bytes in memory by their tag (decision 041): these tests hold the two to the same bytes, for
 * text that needs escaping, missing values, instants finer than a millisecond, long summaries, and
 * after edits, which the bytes held in memory must never hide.
 */
let t: TestContext;
const CITY = 'atlanta' as const;

// Titles and excerpts with every kind of character JSON treats specially (and some it does not).
const awkward = [
  'Quotes "inside" and a back\\slash',
  'Line one\nline two\ttabbed\r\n',
  'Controls \u0001 \u001f \u007f and \b \f',
  'Café, São Paulo, Ærø, 😀 and ☃',
  '</script><script>alert(1)</script> & <b>',
  'Separators \u2028 and \u2029',
];
// Instants with microseconds (the database keeps them, the answer shows milliseconds), one before 1970.
const instants = [
  '2026-03-01 12:00:00.123999+00',
  '2026-03-01 12:00:00.000001+00',
  '2025-12-31 23:59:59.999999+00',
  '1969-07-20 20:17:40.5+00',
  '2026-06-15 08:30:00+02',
  '2026-01-01 00:00:00+00',
  '2026-02-01 00:00:00+00',
];
// A long summary (the excerpt alone is 3,600 bytes of UTF-8; an index entry could not hold it).
const LONG_TITLE = 'A summary too long to keep';
const longExcerpt = '😀 "quoted" \n'.repeat(200);

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(articles).values(
    awkward.map((title, i) => ({
      title,
      excerpt: awkward[(i + 1) % awkward.length]!,
      content: 'Text',
      category: i % 2 ? 'Food & Dining' : 'News "Desk"',
      author: awkward[(i + 2) % awkward.length]!,
      imageUrl: `/media/story-${i}.jpg?size="big"`,
      imageAlt: i % 2 ? null : awkward[(i + 3) % awkward.length]!,
      city: CITY,
      status: 'published',
      featured: i % 3 === 0,
      // Some in a neighbourhood, whose name the database writes into the summary too.
      neighbourhood: i % 2 ? NEIGHBOURHOODS[CITY][i]!.slug : null,
      publishDate: sql`${instants[i]!}::timestamptz`,
    })),
  );
  await t.database.db.insert(articles).values({
    title: LONG_TITLE,
    excerpt: longExcerpt,
    content: 'Text',
    category: 'News',
    author: 'Long Writer',
    imageUrl: '/media/long.jpg',
    city: CITY,
    status: 'published',
    publishDate: sql`${instants[awkward.length]!}::timestamptz`,
  });
});

const stored = async (title: string) => {
  const rows = await t.database.db.execute<{ summary_json: string; summary_tag: string }>(
    sql`select summary_json, summary_tag from ${articles} where ${articles.title} = ${title}`,
  );
  return (rows as unknown as { rows: { summary_json: string; summary_tag: string }[] }).rows[0]!;
};
const listAgain = () => {
  publicReadCache(t.app).clear();
  return t.app.inject({ method: 'GET', url: `/api/articles?city=${CITY}` });
};
afterAll(() => t.close());

/** The page as the route's schema would have encoded it from the rows the ORM reads. */
async function encodedBySchema(limit: number) {
  const rows = await t.database.db
    .select()
    .from(articles)
    .where(eq(articles.city, CITY))
    .orderBy(desc(articles.publishDate), desc(articles.id))
    .limit(limit);
  const summaries = rows.map((row) => ({
    ...row,
    publishDate: row.publishDate.toISOString(),
    neighbourhoodName: neighbourhoodName(row.city, row.neighbourhood),
  }));
  return JSON.stringify(z.encode(z.array(articleSummarySchema), summaries));
}

describe('GET /api/articles items written by the database', () => {
  it('are byte for byte what the answer schema encodes', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/articles?city=${CITY}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(await encodedBySchema(50));
    const items = res.json() as { title: string; publishDate: string }[];
    expect(items.map((a) => a.title).sort()).toEqual([...awkward, LONG_TITLE].sort());
    // Every row keeps its summary, the long one too, and the tag of its bytes.
    for (const title of [LONG_TITLE, awkward[0]!]) {
      const { summary_json: json, summary_tag: tag } = await stored(title);
      expect(JSON.parse(json)).toMatchObject({ title });
      expect(tag).toBe(createHash('md5').update(json).digest('hex'));
    }
    expect(items.find((a) => a.title === LONG_TITLE)).toMatchObject({ excerpt: longExcerpt });
    // Milliseconds cut, not rounded, like a Date read from the row.
    expect(items.map((a) => a.publishDate)).toContain('2026-03-01T12:00:00.123Z');
    expect(items.map((a) => a.publishDate)).toContain('2025-12-31T23:59:59.999Z');
    expect(items.map((a) => a.publishDate)).toContain('1969-07-20T20:17:40.500Z');
    expect(items.map((a) => a.publishDate)).toContain('2026-06-15T06:30:00.000Z');
  });

  it('keep the newest-first order and the cursor across pages', async () => {
    const first = await t.app.inject({ method: 'GET', url: `/api/articles?city=${CITY}&limit=4` });
    expect(first.body).toBe(await encodedBySchema(4));
    expect(first.headers['x-has-more']).toBe('true');
    const cursor = String(first.headers['x-next-cursor']);
    expect(cursor).toBe((first.json() as { id: string }[])[3]!.id);
    const rest = await t.app.inject({ method: 'GET', url: `/api/articles?city=${CITY}&limit=4&cursor=${cursor}` });
    expect(JSON.parse(`[${first.body.slice(1, -1)},${rest.body.slice(1, -1)}]`)).toEqual(
      JSON.parse(await encodedBySchema(50)),
    );
    expect(rest.headers['x-has-more']).toBe('false');
  });

  it('follow every edit of a story, and a summary cannot be written by hand', async () => {
    const [story] = await t.database.db.select().from(articles).where(eq(articles.title, awkward[4]!));
    await t.database.db
      .update(articles)
      .set({ title: 'Edited "again"', excerpt: longExcerpt, featured: true })
      .where(eq(articles.id, story!.id));
    let res = await listAgain();
    expect(res.body).toBe(await encodedBySchema(50));
    expect((res.json() as { id: string; title: string }[]).find((a) => a.id === story!.id)?.title).toBe(
      'Edited "again"',
    );
    // Short again, and the list follows: its earlier bytes stay in memory under their old tag.
    await t.database.db.update(articles).set({ excerpt: 'Short' }).where(eq(articles.id, story!.id));
    expect((await stored('Edited "again"')).summary_json).toContain('"excerpt":"Short"');
    res = await listAgain();
    expect(res.body).toBe(await encodedBySchema(50));
    // A write to the kept summary or its tag is replaced by the row's own.
    await t.database.db.execute(
      sql`update ${articles} set summary_json = '{"title":"Forged"}', summary_tag = 'x' where ${articles.id} = ${story!.id}`,
    );
    expect((await stored('Edited "again"')).summary_tag).toMatch(/^[0-9a-f]{32}$/);
    res = await listAgain();
    expect(res.body).toBe(await encodedBySchema(50));
    expect(res.body).not.toContain('Forged');
  });
});
