import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ventPosts } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { createArticle, createBusiness, createEvent, dayFromNow } from '../../test/factories';
import { NEIGHBOURHOODS } from '../../../shared/neighbourhoods';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '../../../shared/query-params';

/**
 * A reader narrows each public list to one neighbourhood of a city (`?neighbourhood=`): the page, its
 * total and its further pages hold only that neighbourhood's items, and a slug that is not one of the
 * city's is a 400 on the field, never an empty list or a 500.
 */
let t: TestContext;
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (let i = 0; i < 5; i += 1) {
    // Three in Elmwood Village (Buffalo), one elsewhere in Buffalo, one in Rochester's Downtown.
    const [city, neighbourhood] =
      i < 3
        ? (['buffalo', 'elmwood-village'] as const)
        : i === 3
          ? (['buffalo', null] as const)
          : (['rochester', 'downtown'] as const);
    await createArticle(db, { title: `Story ${i}`, city, neighbourhood, publishDate: day(i + 1) });
    await createBusiness(db, { name: `Shop ${i}`, city, neighbourhood });
    await createEvent(db, { title: `Event ${i}`, city, neighbourhood, date: dayFromNow(i + 1) });
    await db.insert(ventPosts).values({
      title: `Post ${i}`,
      content: 'Words',
      authorName: 'Pat',
      authorEmail: 'pat@example.com',
      city,
      neighbourhood,
      status: 'approved',
    });
  }
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const titles = (res: { json(): unknown }) =>
  (res.json() as { title?: string; name?: string }[]).map((item) => item.title ?? item.name).sort();

const LISTS = [
  ['/api/articles', 'Story'],
  ['/api/businesses', 'Shop'],
  ['/api/events', 'Event'],
  ['/api/events/upcoming', 'Event'],
  ['/api/vent/posts', 'Post'],
] as const;

describe.each(LISTS)('GET %s?neighbourhood=', (path, word) => {
  it("lists only the neighbourhood's items, counted, with its name on each", async () => {
    const res = await get(`${path}?city=buffalo&neighbourhood=elmwood-village`);
    expect(res.statusCode, res.body).toBe(200);
    expect(titles(res)).toEqual([`${word} 0`, `${word} 1`, `${word} 2`]);
    expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('3');
    for (const item of res.json() as object[]) {
      expect(item).toMatchObject({ neighbourhood: 'elmwood-village', neighbourhoodName: 'Elmwood Village' });
    }
    // The city alone still lists its every item (a cached filtered page is not answered for it).
    const city = await get(`${path}?city=buffalo`);
    expect(city.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('4');
  });

  it('pages within the neighbourhood', async () => {
    const first = await get(`${path}?city=buffalo&neighbourhood=elmwood-village&limit=2`);
    const second = await get(`${path}?city=buffalo&neighbourhood=elmwood-village&limit=2&offset=2`);
    expect([...titles(first), ...titles(second)].sort()).toEqual([`${word} 0`, `${word} 1`, `${word} 2`]);
    expect(second.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('3');
  });

  it("refuses another city's neighbourhood, an unknown one and one without a city, on the field", async () => {
    const cases = [
      [`${path}?city=buffalo&neighbourhood=downtown-nowhere`, 'Choose a neighbourhood in Buffalo.'],
      [`${path}?city=atlanta&neighbourhood=elmwood-village`, 'Choose a neighbourhood in Atlanta.'],
      [`${path}?neighbourhood=elmwood-village`, 'Choose a city first: neighbourhoods are listed per city.'],
      [`${path}?city=buffalo&neighbourhood=${encodeURIComponent('<b>')}`, expect.stringContaining('neighbourhood')],
    ] as const;
    for (const [url, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'neighbourhood', message }]);
    }
  });
});

describe('GET /api/articles by cursor within a neighbourhood', () => {
  it('reads on from X-Next-Cursor without leaving the neighbourhood', async () => {
    const first = await get('/api/articles?city=buffalo&neighbourhood=elmwood-village&limit=2');
    expect(titles(first)).toEqual(['Story 1', 'Story 2']);
    const cursor = String(first.headers[NEXT_CURSOR_HEADER.toLowerCase()]);
    const rest = await get(`/api/articles?city=buffalo&neighbourhood=elmwood-village&limit=2&cursor=${cursor}`);
    expect(titles(rest)).toEqual(['Story 0']);
    expect(rest.headers['x-has-more']).toBe('false');
  });
});

describe('the database and the list of neighbourhoods', () => {
  it('name every neighbourhood alike (the article summaries are written by the database)', async () => {
    const { rows } = (await t.database.db.execute(
      sql`select "neighbourhood_name"(${'buffalo'}, ${'nowhere'}) as none`,
    )) as unknown as { rows: { none: string | null }[] };
    expect(rows[0]?.none).toBeNull();
    for (const [city, list] of Object.entries(NEIGHBOURHOODS)) {
      for (const { slug, name } of list) {
        const named = (await t.database.db.execute(
          sql`select "neighbourhood_name"(${city}, ${slug}) as name`,
        )) as unknown as {
          rows: { name: string | null }[];
        };
        expect(named.rows[0]?.name, `${city}/${slug}`).toBe(name);
      }
    }
  });
});
