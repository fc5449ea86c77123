import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsroomTestApp, type NewsroomTest } from './testing';

const ORIGIN = 'https://bylocals.example';
let t: NewsroomTest;
beforeAll(async () => {
  t = await newsroomTestApp({ PUBLIC_URL: ORIGIN }, { ssr: true });
}, 120_000);
afterAll(() => t?.close());

const post = (payload: object, cookie = t.editor.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/admin/content/articles', headers: { cookie }, payload });
const patch = (id: string, payload: object, cookie = t.editor.cookie) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/content/articles/${id}`, headers: { cookie }, payload });
const get = (url: string) => t.app.inject({ method: 'GET', url });
const errorsOf = (res: { json: () => unknown }) =>
  (res.json() as { errors?: { path: string; message: string }[] }).errors ?? [];
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

let n = 0;
async function published(extra: object = {}) {
  n += 1;
  const res = await post({
    title: `Harbor story ${n}`,
    excerpt: 'Boats, again.',
    category: 'Community',
    city: 'buffalo',
    imageUrl: '/media/demo/articles/harbor.svg',
    imageAlt: 'The harbor at dusk',
    html: '<p>The boats are in.</p>',
    status: 'published',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

// Pages are rendered from the sources (compiled on first use): a slow machine needs the time.
describe('a story slug', { timeout: 90_000 }, () => {
  it('is the story address, and a former slug answers 301 to the current one, chains collapsing', async () => {
    const id = await published({ slug: 'harbor-opens' });
    expect((await get('/api/articles/harbor-opens')).json()).toMatchObject({ id, slug: 'harbor-opens' });

    expect((await patch(id, { slug: 'harbor-reopens' })).statusCode).toBe(200);
    expect((await patch(id, { slug: 'harbor-reopens-friday' })).statusCode).toBe(200);
    for (const old of ['harbor-opens', 'harbor-reopens']) {
      const api = await get(`/api/articles/${old}`);
      expect(api.statusCode).toBe(301);
      expect(api.headers.location).toBe('/api/articles/harbor-reopens-friday');
      const page = await get(`/articles/${old}?city=buffalo`);
      expect(page.statusCode).toBe(301);
      expect(page.headers.location).toBe('/articles/harbor-reopens-friday?city=buffalo');
    }
    const page = await get('/articles/harbor-reopens-friday');
    expect(page.statusCode).toBe(200);
    expect(canonicalOf(page.body)).toBe(`${ORIGIN}/articles/harbor-reopens-friday`);
    // By its id, the page names the slug address as canonical.
    expect(canonicalOf((await get(`/articles/${id}`)).body)).toBe(`${ORIGIN}/articles/harbor-reopens-friday`);
  });

  it('going back to a former slug makes it the address again (no redirect loop)', async () => {
    const id = await published({ slug: 'ice-out' });
    await patch(id, { slug: 'ice-out-on-erie' });
    await patch(id, { slug: 'ice-out' });
    expect((await get('/api/articles/ice-out')).statusCode).toBe(200);
    expect((await get('/api/articles/ice-out-on-erie')).headers.location).toBe('/api/articles/ice-out');
  });

  it('is unique, shaped as words and hyphens, and never shaped like an id', async () => {
    await published({ slug: 'taken-slug' });
    const other = await published();
    const taken = await patch(other, { slug: 'taken-slug' });
    expect(taken.statusCode).toBe(409);
    expect(errorsOf(taken)).toEqual([{ path: 'slug', message: 'Another story already uses this slug' }]);
    for (const bad of ['Has Spaces', 'trailing-', 'UPPER', 'a--b']) {
      const res = await patch(other, { slug: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(errorsOf(res)[0]?.message).toMatch(/lowercase letters, digits and single hyphens/);
    }
    const uuid = await patch(other, { slug: '0b4e7a52-3f1c-4c1e-9a57-0e2f3b1c9d11' });
    expect(errorsOf(uuid)[0]?.message).toBe('The slug must not look like a story id');
  });
});

describe('search and social fields', { timeout: 90_000 }, () => {
  it('are in the rendered head: meta title and description, social image, canonical of a syndicated piece', async () => {
    const id = await published({
      slug: 'ferry-returns',
      metaTitle: 'The ferry is back on the lake',
      metaDescription: 'After ten years the ferry to Canada runs again from May.',
      socialImageUrl: '/uploads/0123456789abcdef0123456789abcdef',
      tags: ['Ferries', 'waterfront', 'ferries'],
      canonicalUrl: 'https://lakepaper.example/ferry',
    });
    const api = await get(`/api/articles/${id}`);
    expect(api.json()).toMatchObject({ tags: ['ferries', 'waterfront'] });
    const html = (await get('/articles/ferry-returns')).body;
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('The ferry is back on the lake');
    expect(meta(html, 'description')).toBe('After ten years the ferry to Canada runs again from May.');
    expect(meta(html, 'og:description')).toBe('After ten years the ferry to Canada runs again from May.');
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/uploads/0123456789abcdef0123456789abcdef_1600.jpg`);
    expect(meta(html, 'twitter:image')).toBe(`${ORIGIN}/uploads/0123456789abcdef0123456789abcdef_1600.jpg`);
    expect(canonicalOf(html)).toBe('https://lakepaper.example/ferry');
    // The tags link to the site search.
    expect(html).toContain('href="/search?q=waterfront"');
  });

  it('the social image falls back to the cover as a raster share picture', async () => {
    await published({ slug: 'cover-share' });
    const html = (await get('/articles/cover-share')).body;
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/media/demo/articles/harbor.share.jpg`);
  });

  it('refuses what does not fit, with the field and a message', async () => {
    const id = await published();
    const cases: [object, string, string][] = [
      [{ metaTitle: 'x'.repeat(71) }, 'metaTitle', 'The meta title must be at most 70 characters'],
      [{ metaDescription: 'x'.repeat(161) }, 'metaDescription', 'The meta description must be at most 160 characters'],
      [
        { socialImageUrl: '/media/logo.svg' },
        'socialImageUrl',
        'The social image must be a JPEG, PNG or WebP picture (not SVG)',
      ],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags', 'Please use at most 10 tags'],
      [{ tags: ['x'.repeat(41)] }, 'tags.0', 'A tag must be at most 40 characters'],
      [
        { canonicalUrl: 'http://lakepaper.example/x' },
        'canonicalUrl',
        'The canonical address must start with https://',
      ],
      [
        { canonicalUrl: `${ORIGIN}/articles/x` },
        'canonicalUrl',
        'The canonical address is for stories first published elsewhere, not on this site',
      ],
    ];
    for (const [body, path, message] of cases) {
      const res = await patch(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorsOf(res)).toContainEqual({ path, message });
    }
  });
});
