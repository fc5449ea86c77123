/** Server-rendered pages: compression, the edition, not-found answers, city pages, what is left to the browser, caching. */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { articles, spotlights } from '../db/schema';
import { createTestApp } from '../test/app';
import { publicReadCache } from './cache';
import { shareImageUrl } from '../../shared/newsroom/images';
import { bodyOf, meta, ORIGIN, payload, text, title, seededSsrApp } from './ssr-testing';

const ssr = seededSsrApp();
const { get } = ssr;

describe('server-rendered pages', () => {
  it('are sent compressed to a browser that accepts it, and as they are to one that does not', async () => {
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await ssr.t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
    // The not-found page too (an unknown address answers 404 with the rendered page).
    const missing = await ssr.t.app.inject({
      method: 'GET',
      url: '/no-such-page',
      headers: { 'accept-encoding': 'br' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
  });

  it("renders the reader's edition from the cookie, so the browser's first render matches", async () => {
    const page = (url: string, city?: string) =>
      ssr.t.app.inject({ method: 'GET', url, headers: city ? { cookie: `bl_city=${city}` } : {} });
    const home = await page('/', 'buffalo');
    const heading = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(bodyOf(html))?.[1]?.replace(/<!-- -->/g, '');
    expect(heading(home.body)).toBe('The Buffalo, NY Edition');
    // The same address without the cookie is not answered from the reader's cached page.
    expect(heading((await page('/')).body)).toBe('The Rochester, NY Edition');
    const list = await page('/articles', 'atlanta');
    const keys = payload(list.body).state.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys.some((k) => k.includes('"city":"atlanta"'))).toBe(true);
    expect(bodyOf(list.body)).toMatch(/<option value="atlanta" selected="">/);
    // A made-up cookie value is ignored: every city, as the spec's call without a city.
    const all = await page('/articles', 'paris');
    expect(payload(all.body).state.queries.some((q) => JSON.stringify(q.queryKey).includes('"city"'))).toBe(false);
  });

  it('a missing item or an unknown address answers 404 with the not-found page', async () => {
    for (const url of [
      '/articles/no-such-story',
      '/businesses/nope',
      '/events/nope',
      '/artist/nope',
      '/sports/nope',
      '/no/such/page',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(bodyOf(res.body), url).toMatch(/Not Found/);
    }
    // Made-up addresses are not kept in the cache: more of them leave it as it was.
    const cache = publicReadCache(ssr.t.app);
    const held = cache.size;
    for (const n of [1, 2, 3]) for (const url of [`/articles/no-such-${n}`, `/events/nope-${n}`]) await get(url);
    expect(cache.size).toBe(held);
  });

  it("carries a failed query in the page (a missing artist's 404, with the API's answer) so the browser renders the same", async () => {
    const res = await get('/artist/nope');
    const failed = payload(res.body).state.queries.find(
      (q) => JSON.stringify(q.queryKey) === '["/api/artists","nope"]',
    );
    expect(failed?.state).toMatchObject({ status: 'error', error: { status: 404 } });
    const { message } = (failed!.state as unknown as { error: { message: string } }).error;
    expect(JSON.parse(message.replace(/^404: /, ''))).toMatchObject({ code: 'ARTIST_NOT_FOUND' });
  });

  it('the home page of each city is its edition, with its stories and feed', async () => {
    const res = await get('/?city=atlanta');
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe('The Atlanta, GA Edition — By Locals, For Locals');
    expect(res.body).toContain(`href="${ORIGIN}/rss/atlanta.xml"`);
    const [a] = await ssr.t.database.db
      .select()
      .from(articles)
      .where(and(eq(articles.city, 'atlanta'), eq(articles.status, 'published'), eq(articles.featured, true)));
    expect(bodyOf(res.body)).toContain(text(a!.title));
    // A shared link to the front page shows its cover story's picture, as a raster image.
    expect(meta(res.body, 'og:image')).toBe(`${ORIGIN}${shareImageUrl(a!.imageUrl)}`);
  });

  it.each([
    '/articles',
    '/businesses',
    '/events',
    '/artists',
    '/sports',
    '/fashion',
    '/marketplace',
    '/resources',
    '/spotlights',
    '/vent-room',
    '/newsletter',
    '/about',
    '/contact',
  ])('%s is rendered with its title and content', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res.body)).toContain('<h1');
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}${url}" />`);
  });

  it("a city's spotlights page: every kind's live spotlight in the HTML", async () => {
    const live = await ssr.t.database.db
      .select({ title: spotlights.title, type: spotlights.type })
      .from(spotlights)
      .where(and(eq(spotlights.city, 'nyc'), eq(spotlights.isActive, true)));
    expect(live.length).toBeGreaterThan(0);
    const body = bodyOf((await get('/spotlights?city=nyc')).body);
    expect(body).toContain('Community · New York');
    for (const s of live) expect(body).toContain(text(s.title));
  });

  it.each(['/articles', '/businesses'])(
    "%s loads its first card's picture at once and first, the others as the reader nears them",
    async (url) => {
      const images = bodyOf((await get(url)).body).match(/<img [^>]*>/g) ?? [];
      expect(images.length).toBeGreaterThan(3);
      const [first, ...rest] = images;
      expect(first).toContain('loading="eager"');
      expect(first).toContain('fetchPriority="high"');
      for (const image of rest) {
        expect(image).toContain('loading="lazy"');
        expect(image).not.toContain('fetchPriority');
      }
    },
  );

  it('the staff and account pages are left to the browser', async () => {
    // Answered by the browser app (the shell, or a note that the client is not built yet), never rendered here.
    const res = await get('/admin/messages');
    expect(res.statusCode).not.toBe(404);
    expect(res.body).not.toContain('bl-ssr-state');
    expect(res.body).not.toContain('<h1');
  });

  it('keeps a rendered page with the public reads and renders it afresh once they are cleared', async () => {
    const [a] = await ssr.t.database.db.select().from(articles).where(eq(articles.status, 'published')).limit(1);
    const first = await get(`/articles/${a!.id}`);
    await ssr.t.database.db.update(articles).set({ title: 'A corrected headline' }).where(eq(articles.id, a!.id));
    expect((await get(`/articles/${a!.id}`)).body).toBe(first.body);
    publicReadCache(ssr.t.app).clear(['articles:']);
    expect(title((await get(`/articles/${a!.id}`)).body)).toBe('A corrected headline — By Locals, For Locals');
  });
});

describe("the cities' midnight", () => {
  it('a page rendered before it is not served after it, night after night', async () => {
    // 11:59:50 pm in the cities (EST).
    let clock = new Date('2026-11-24T04:59:50Z');
    const app = await createTestApp({ PUBLIC_URL: ORIGIN }, undefined, { ssr: true, now: () => clock });
    try {
      const home = async () => {
        const res = await app.app.inject({ method: 'GET', url: '/' });
        expect(res.statusCode).toBe(200);
        return res.body;
      };
      const first = await home();
      // Five seconds later the same page comes from the cache (its data carries the time it was read).
      clock = new Date('2026-11-24T04:59:55Z');
      expect(await home()).toBe(first);
      // Five seconds after midnight, well within the cache's 20 seconds, the page is rendered again.
      clock = new Date('2026-11-24T05:00:05Z');
      const second = await home();
      expect(second).not.toBe(first);
      clock = new Date('2026-11-24T05:00:10Z');
      expect(await home()).toBe(second);
      // The next night too.
      clock = new Date('2026-11-25T04:59:50Z');
      const third = await home();
      clock = new Date('2026-11-25T04:59:55Z');
      expect(await home()).toBe(third);
      clock = new Date('2026-11-25T05:00:05Z');
      expect(await home()).not.toBe(third);
    } finally {
      await app.close();
    }
  });
});
