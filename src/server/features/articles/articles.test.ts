import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';

let t: TestContext;
type NewArticle = typeof articles.$inferInsert;
let seq = 0;
const article = (over: Partial<NewArticle> = {}): NewArticle => {
  seq += 1;
  return {
    title: `Story ${seq}`,
    excerpt: `Excerpt ${seq}`,
    content: `Full text ${seq}`,
    category: 'News',
    author: 'Dana Reporter',
    imageUrl: '/media/story.jpg',
    city: 'rochester',
    status: 'published',
    publishDate: new Date(Date.UTC(2026, 0, 1) + seq * 60_000),
    ...over,
  };
};

const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const insert = async (key: string, over: Partial<NewArticle>) => {
    const [row] = await t.database.db.insert(articles).values(article(over)).returning({ id: articles.id });
    ids[key] = row!.id;
  };
  await insert('oldFeatured', { title: 'Old cover', featured: true, publishDate: new Date('2025-06-01T12:00:00Z') });
  await insert('newFeatured', { title: 'New cover', featured: true, publishDate: new Date('2026-03-01T12:00:00Z') });
  await insert('draftFeatured', {
    title: 'Draft cover',
    featured: true,
    status: 'draft',
    publishDate: new Date('2026-09-01T12:00:00Z'),
  });
  await insert('food', {
    title: 'Best tacos downtown',
    category: 'Food & Dining',
    publishDate: new Date('2026-02-01T12:00:00Z'),
  });
  await insert('percent', { title: 'Rents up 100% in a decade', excerpt: 'A housing story' });
  await insert('buffalo', { title: 'Snow day', city: 'buffalo', excerpt: 'The lake effect returns' });
  await t.database.db.insert(articles).values(Array.from({ length: 120 }, () => article({ city: 'charlotte' })));
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/articles', () => {
  it("lists a city's published articles newest first, without drafts or other cities", async () => {
    const res = await get('/api/articles?city=rochester');
    expect(res.statusCode).toBe(200);
    const titles = res.json().map((a: { title: string }) => a.title);
    expect(titles).toEqual(['New cover', 'Best tacos downtown', 'Rents up 100% in a decade', 'Old cover']);
    expect(titles).not.toContain('Draft cover');
    expect(titles).not.toContain('Snow day');
    expect(res.headers['x-total-count']).toBe('4');
  });

  it('lists every city when none is asked for, and treats ?city= as none', async () => {
    const all = await get('/api/articles?limit=100');
    expect(all.headers['x-total-count']).toBe('125');
    expect((await get('/api/articles?city=&limit=100')).headers['x-total-count']).toBe('125');
  });

  it('gives the fields the cards need', async () => {
    const [first] = (await get('/api/articles?city=buffalo')).json();
    expect(first).toEqual({
      id: ids.buffalo,
      title: 'Snow day',
      excerpt: 'The lake effect returns',
      author: 'Dana Reporter',
      publishDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      imageUrl: '/media/story.jpg',
      imageAlt: null,
      category: 'News',
      city: 'buffalo',
      featured: false,
      neighbourhood: null,
      neighbourhoodName: null,
      commentCount: 0,
    });
  });

  it('pages with limit (default 50, at most 100) and offset', async () => {
    const first = await get('/api/articles?city=charlotte');
    expect(first.json()).toHaveLength(50);
    expect(first.headers['x-total-count']).toBe('120');
    const last = await get('/api/articles?city=charlotte&limit=100&offset=100');
    expect(last.json()).toHaveLength(20);
    const ids100 = (await get('/api/articles?city=charlotte&limit=100')).json().map((a: { id: string }) => a.id);
    const overlap = last.json().filter((a: { id: string }) => ids100.includes(a.id));
    expect(overlap).toHaveLength(0);
  });

  it('pages by cursor through the same articles as by offset, saying when more follow', async () => {
    const idsOf = (res: { json(): { id: string }[] }) => res.json().map((a) => a.id);
    const byOffset = [
      ...idsOf(await get('/api/articles?city=charlotte&limit=100')),
      ...idsOf(await get('/api/articles?city=charlotte&limit=100&offset=100')),
    ];
    const byCursor: string[] = [];
    const more: string[] = [];
    let url = '/api/articles?city=charlotte&limit=50';
    for (;;) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      byCursor.push(...idsOf(res));
      more.push(String(res.headers['x-has-more']));
      const next = res.headers['x-next-cursor'];
      if (!next) break;
      expect(next).toBe(byCursor[byCursor.length - 1]);
      url = `/api/articles?city=charlotte&limit=50&cursor=${String(next)}`;
    }
    expect(more).toEqual(['true', 'true', 'false']);
    expect(byCursor).toEqual(byOffset);
    expect(new Set(byCursor).size).toBe(120);
  });

  it('answers every page size with exactly its page, whatever number of rows the database reads', async () => {
    const idsOf = (res: { json(): { id: string }[] }) => res.json().map((a) => a.id);
    const all = idsOf(await get('/api/articles?city=charlotte&limit=100&offset=20'));
    // Each side of the sizes the list statements read (the page plus one, rounded up: 5, 13, 25, 51, 101).
    for (const limit of [1, 3, 4, 5, 11, 12, 13, 23, 24, 25, 49, 50, 51, 99, 100]) {
      const byOffset = await get(`/api/articles?city=charlotte&limit=${limit}&offset=20`);
      expect(idsOf(byOffset), `limit ${limit}`).toEqual(all.slice(0, limit));
      expect(byOffset.headers['x-has-more'], `limit ${limit}`).toBe(String(20 + limit < 120));
      const byCursor = await get(`/api/articles?city=charlotte&limit=${limit}&cursor=${all[limit - 1]}`);
      expect(idsOf(byCursor), `limit ${limit}`).toEqual(
        idsOf(await get(`/api/articles?city=charlotte&limit=${limit}&offset=${20 + limit}`)),
      );
      expect(byCursor.headers['x-has-more'], `limit ${limit}`).toBe(String(20 + 2 * limit < 120));
    }
    // The last page of the city says no more follow, at every size.
    for (const limit of [4, 5, 12, 13, 99, 100]) {
      const tail = await get(`/api/articles?city=charlotte&limit=${limit}&offset=${120 - limit}`);
      expect(tail.json()).toHaveLength(limit);
      expect(tail.headers['x-has-more']).toBe('false');
      expect(tail.headers['x-next-cursor']).toBeUndefined();
    }
  });

  it('refuses a cursor that is not one the list gave', async () => {
    const res = await get('/api/articles?cursor=%27%20or%201%3D1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/cursor must be a value from the X-Next-Cursor header/);
  });

  it.each(['limit=101', 'limit=0', 'limit=abc', 'offset=-1', 'limit=2.5'])('refuses %s with a 400', async (q) => {
    const res = await get(`/api/articles?${q}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^(limit must be a whole number from 1 to 100|offset must be a whole number)/);
  });

  it('refuses an unknown city with a 400 naming the valid ones', async () => {
    const res = await get('/api/articles?city=springfield');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Unknown city "springfield". Valid cities: rochester, charlotte, atlanta, nyc, buffalo.',
    );
  });

  it('filters by category, ignoring letter case', async () => {
    const res = await get('/api/articles?city=rochester&category=food%20%26%20dining');
    expect(res.json().map((a: { id: string }) => a.id)).toEqual([ids.food]);
  });

  it('searches titles and excerpts without regard to case, taking % literally', async () => {
    expect((await get('/api/articles?q=TACOS')).json().map((a: { id: string }) => a.id)).toEqual([ids.food]);
    expect((await get('/api/articles?q=lake%20effect')).json().map((a: { id: string }) => a.id)).toEqual([ids.buffalo]);
    expect((await get('/api/articles?q=100%25')).json().map((a: { id: string }) => a.id)).toEqual([ids.percent]);
    expect((await get('/api/articles?q=draft%20cover')).json()).toEqual([]);
  });
});

describe('GET /api/articles/featured', () => {
  it("returns the city's newest featured published article", async () => {
    const res = await get('/api/articles/featured?city=rochester');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.newFeatured, title: 'New cover', featured: true });
  });

  it('answers 404 when the city has none', async () => {
    const res = await get('/api/articles/featured?city=atlanta');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('FEATURED_ARTICLE_NOT_FOUND');
  });

  it('refuses an unknown city', async () => {
    expect((await get('/api/articles/featured?city=paris')).statusCode).toBe(400);
  });
});

describe('GET /api/articles/:id', () => {
  it('returns the full published article', async () => {
    const res = await get(`/api/articles/${ids.food}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.food,
      title: 'Best tacos downtown',
      content: expect.stringMatching(/^Full text/),
    });
  });

  it('answers 404 for a draft or an unknown id', async () => {
    expect((await get(`/api/articles/${ids.draftFeatured}`)).statusCode).toBe(404);
    const res = await get('/api/articles/no-such-article');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Article not found.', code: 'ARTICLE_NOT_FOUND' });
  });
});

describe('API documentation', () => {
  it('documents the article calls with their query parameters', async () => {
    const doc = (await get('/api/docs/json')).json();
    const params = doc.paths['/api/articles'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(expect.arrayContaining(['city', 'category', 'q', 'limit', 'offset']));
    expect(doc.paths['/api/articles/{id}']).toHaveProperty('get');
  });
});
