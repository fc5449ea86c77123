import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, artists, businesses, deals, events } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { HIGHLIGHT_START, HIGHLIGHT_STOP, highlightParts, type SearchResult } from '../../../shared/search';

let t: TestContext;
const article = (over: Partial<typeof articles.$inferInsert>) => ({
  title: 'A story',
  excerpt: 'Something happened in town.',
  content: 'Plain words.',
  category: 'News',
  author: 'Dana Reporter',
  imageUrl: '/media/story.jpg',
  city: 'rochester',
  status: 'published',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(articles).values([
    article({ title: 'Sourdough bakery opens on Monroe Avenue', excerpt: 'Fresh loaves every morning.' }),
    article({
      title: 'City council meets',
      excerpt: 'Budget talk.',
      content: 'Later a sourdough stand was mentioned.',
    }),
    article({ title: 'Sourdough secrets from Buffalo', city: 'buffalo' }),
    article({ title: 'Sourdough draft not yet public', status: 'draft' }),
  ]);
  await db.insert(businesses).values([
    {
      name: 'Crumb & Co.',
      category: 'Food & Dining',
      address: '12 Park Ave',
      description: 'A neighborhood patisserie baking croissants and sourdough since dawn.',
      imageUrl: '/media/b.jpg',
      city: 'rochester',
      status: 'published',
    },
    {
      name: 'Hidden Sourdough Co.',
      category: 'Food & Dining',
      address: '1 Main St',
      description: 'Not published yet.',
      imageUrl: '/media/b.jpg',
      city: 'rochester',
      status: 'draft',
    },
  ]);
  await db.insert(events).values({
    title: 'Sourdough workshop',
    description: 'Learn to bake.',
    date: '2030-01-10',
    time: '7:00 PM',
    location: 'Library',
    city: 'rochester',
    status: 'published',
  });
  await db
    .insert(artists)
    .values({ name: 'Rosa Baker', bio: 'Paints bakeries at night.', medium: 'Visual Arts', city: 'rochester' });
  await db.insert(deals).values({
    title: 'Half-price sourdough',
    description: 'Expired offer.',
    category: 'Food',
    businessName: 'Old Bakery',
    businessEmail: 'owner@example.com',
    imageUrl: '/media/d.jpg',
    city: 'rochester',
    validUntil: new Date('2020-01-01T00:00:00Z'),
  });
});
afterAll(() => t.close());

const search = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
  return { status: res.statusCode, body: res.json() as SearchResult };
};
const plain = (text: string) =>
  highlightParts(text)
    .map((p) => p.text)
    .join('');
const titles = (body: SearchResult, kind: string) =>
  body.groups.find((g) => g.kind === kind)?.hits.map((h) => plain(h.title)) ?? [];

describe('GET /api/search', () => {
  it('ranks a title match above a match in the body, and shows only public content', async () => {
    const { status, body } = await search('q=sourdough');
    expect(status).toBe(200);
    const found = titles(body, 'articles');
    expect(found[0]).toMatch(/^Sourdough/);
    expect(found.indexOf('City council meets')).toBeGreaterThan(
      found.findIndex((x) => x.startsWith('Sourdough bakery')),
    );
    expect(found).not.toContain('Sourdough draft not yet public');
    expect(titles(body, 'businesses')).toEqual(['Crumb & Co.']);
    expect(titles(body, 'events')).toEqual(['Sourdough workshop']);
    // An expired deal is not public any more.
    expect(titles(body, 'deals')).toEqual([]);
  });

  it('groups by kind, links each hit to its page and marks the matched words', async () => {
    const { body } = await search('q=sourdough&city=rochester');
    expect(body.groups.map((g) => g.kind)).toEqual(['articles', 'businesses', 'events']);
    const hit = body.groups[0]!.hits[0]!;
    expect(hit.url).toBe(`/articles/${hit.id}`);
    expect(hit.title).toContain(`${HIGHLIGHT_START}Sourdough${HIGHLIGHT_STOP}`);
    const business = body.groups[1]!.hits[0]!;
    expect(business.snippet).toContain(`${HIGHLIGHT_START}sourdough${HIGHLIGHT_STOP}`);
  });

  it('filters by kind and by city', async () => {
    const byKind = await search('q=sourdough&kind=events');
    expect(byKind.body.groups.map((g) => g.kind)).toEqual(['events']);
    const buffalo = await search('q=sourdough&city=buffalo');
    expect(buffalo.body.groups).toEqual([{ kind: 'articles', hits: [expect.objectContaining({ city: 'buffalo' })] }]);
  });

  it('matches the unfinished last word as a prefix while typing, and stems whole words', async () => {
    expect(titles((await search('q=sourd')).body, 'articles').length).toBeGreaterThan(0);
    expect(titles((await search('q=patiss')).body, 'businesses')).toEqual(['Crumb & Co.']);
    // "bakeries" and "baking" share the stem of "bake".
    expect(titles((await search('q=bake&kind=artists')).body, 'artists')).toEqual(['Rosa Baker']);
  });

  it('understands quoted phrases and excluded words', async () => {
    const { body } = await search(`q=${encodeURIComponent('sourdough -buffalo')}&kind=articles`);
    expect(titles(body, 'articles')).not.toContain('Sourdough secrets from Buffalo');
    expect(titles(body, 'articles').length).toBeGreaterThan(0);
  });

  it.each([
    "'; drop table articles; --",
    'sourdough & | ! :* ( )',
    '<script>alert(1)</script>',
    '\\\\ \' " :: <-> !!',
    'the and of',
    '🍞🥖',
    'a'.repeat(200),
  ])('answers a hostile or odd query %j without failing', async (q) => {
    const { status, body } = await search(`q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    expect(Array.isArray(body.groups)).toBe(true);
  });

  it('refuses an empty or over-long query and unknown kinds with 400', async () => {
    expect((await search('q=')).status).toBe(400);
    expect((await search(`q=${'a'.repeat(201)}`)).status).toBe(400);
    expect((await search('q=bread&kind=secrets')).status).toBe(400);
    expect((await search('q=bread&limit=500')).status).toBe(400);
  });

  it('limits searches per address, an IPv6 one by its /64, with a 429 and Retry-After in the JSON error shape', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 1; i <= 121; i++) {
      last = await t.app.inject({
        method: 'GET',
        url: `/api/search?q=sourdough${i % 7}`,
        remoteAddress: `2001:db8:5ea:7::${i.toString(16)}`,
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(last?.statusCode).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json()).toEqual({ message: expect.stringMatching(/Too many requests/), code: 'RATE_LIMITED' });
    // Another network is not held back.
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/search?q=sourdough',
      remoteAddress: '2001:db8:5ea:8::1',
    });
    expect(other.statusCode).toBe(200);
  });
});
