import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { articles, artists, businesses, events, spotlights, sportsStories } from '../db/schema';
import { seedDemo } from '../db/seed';
import { createTestApp, type TestContext } from '../test/app';
import { publicReadCache } from './cache';
import { shareImageUrl } from '../../shared/newsroom/images';

const ORIGIN = 'https://bylocals.example';
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN }, undefined, { ssr: true });
  await seedDemo(t.database.db);
}, 120_000);
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The JSON-LD blocks of a page, parsed (a syntax error fails the test). */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}
const ofType = (html: string, type: string) => jsonLd(html).find((d) => d['@type'] === type);
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`)
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'");
const title = (html: string) =>
  /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&').replace(/&#39;/g, "'");
const bodyOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
/** The page's dehydrated query cache. */
const payload = (html: string) =>
  JSON.parse(/<script type="application\/json" id="bl-ssr-state">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
    origin: string;
    state: { queries: { queryKey: unknown[]; state: { status: string } }[] };
  };
const text = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('server-rendered pages', () => {
  it('are sent compressed to a browser that accepts it, and as they are to one that does not', async () => {
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(res.rawPayload).toString()).toBe(plain.body);
    }
    // The not-found page too (an unknown address answers 404 with the rendered page).
    const missing = await t.app.inject({ method: 'GET', url: '/no-such-page', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
  });

  it('an article: the story in the HTML, its title, Open Graph and a NewsArticle with breadcrumbs', async () => {
    const [a] = await t.database.db
      .select()
      .from(articles)
      .where(and(eq(articles.status, 'published'), eq(articles.city, 'buffalo')))
      .limit(1);
    const res = await get(`/articles/${a!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(title(html)).toBe(`${a!.title} — By Locals, For Locals`);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:title')).toContain(a!.title);
    // Social networks show no SVG: the shared picture is a raster one.
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}${shareImageUrl(a!.imageUrl)}`);
    expect(meta(html, 'og:image')).toMatch(/\.(jpg|png)$/);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/articles/${a!.id}" />`);
    expect(html).toContain(`href="${ORIGIN}/rss/buffalo.xml"`);
    const ld = ofType(html, 'NewsArticle')!;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      headline: a!.title,
      datePublished: a!.publishDate.toISOString(),
    });
    expect(ofType(html, 'BreadcrumbList')).toMatchObject({
      itemListElement: expect.arrayContaining([expect.objectContaining({ position: 3, name: a!.title })]),
    });
    // The story itself, not a loading skeleton; the hero picture is fetched first.
    const body = bodyOf(html);
    expect(body).toContain(`>${text(a!.title)}</h1>`);
    // One complete document: nothing hidden for an inline script to reveal.
    expect(html).not.toMatch(/<script>/);
    expect(body).not.toMatch(/<template id="B:|<div hidden id="S:|\$RC\(/);
    expect(body).toContain(text(a!.content.split(/\n\s*\n/)[0]!.trim()));
    expect(body).toMatch(/<img[^>]*fetchPriority="high"/);
    expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+"[^>]*fetchPriority="high"/i);
    // The browser gets the same data and does not ask again.
    const state = payload(html);
    expect(state.origin).toBe(ORIGIN);
    expect(
      state.state.queries.find((q) => q.queryKey[0] === '/api/articles' && q.queryKey[1] === a!.id)?.state.status,
    ).toBe('success');
    // Signed-in parts wait for the browser: the account area is a placeholder.
    expect(body).toContain('Loading your account');
  });

  it('a business: LocalBusiness JSON-LD with its address and telephone', async () => {
    const [b] = await t.database.db.select().from(businesses).where(eq(businesses.status, 'published')).limit(1);
    const res = await get(`/businesses/${b!.id}`);
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe(`${b!.name} — By Locals, For Locals`);
    expect(meta(res.body, 'og:description')).toBeTruthy();
    expect(meta(res.body, 'og:title')).toContain(b!.name);
    const ld = ofType(res.body, 'LocalBusiness')!;
    expect(ld).toMatchObject({ name: b!.name, address: expect.objectContaining({ streetAddress: b!.address }) });
    if (b!.phone) expect(ld.telephone).toBe(b!.phone);
    const hours = b!.openingHours as Record<string, { closed: boolean; opens?: string; closes?: string }> | null;
    const open = Object.entries(hours ?? {}).filter(([, h]) => !h.closed);
    if (open.length > 0) {
      expect(ld.openingHoursSpecification).toContainEqual({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${open[0]![0][0]!.toUpperCase()}${open[0]![0].slice(1)}`,
        opens: open[0]![1].opens,
        closes: open[0]![1].closes,
      });
    }
    expect(bodyOf(res.body)).toContain(text(b!.name));
  });

  it('an event: Event JSON-LD with its date and place', async () => {
    const [e] = await t.database.db.select().from(events).where(eq(events.status, 'published')).limit(1);
    const res = await get(`/events/${e!.id}`);
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe(`${e!.title} — By Locals, For Locals`);
    expect(meta(res.body, 'og:title')).toContain(e!.title);
    const ld = ofType(res.body, 'Event')!;
    expect(ld).toMatchObject({
      name: e!.title,
      startDate: e!.startsAt?.toISOString() ?? e!.date,
      location: expect.objectContaining({ '@type': 'Place', name: e!.location }),
    });
    expect(bodyOf(res.body)).toContain(text(e!.title));
  });

  it('an artist: name, medium and image shared, Person or MusicGroup JSON-LD', async () => {
    const rows = await t.database.db.select().from(artists);
    for (const artist of [rows.find((r) => r.medium === 'Music'), rows.find((r) => r.medium !== 'Music')]) {
      if (!artist) continue;
      const res = await get(`/artist/${artist.id}`);
      expect(res.statusCode).toBe(200);
      expect(meta(res.body, 'og:title')).toContain(artist.name);
      expect(meta(res.body, 'og:title')).toContain(artist.medium);
      expect(meta(res.body, 'og:type')).toBe('profile');
      if (artist.imageUrl) expect(meta(res.body, 'og:image')).toBe(`${ORIGIN}${shareImageUrl(artist.imageUrl)}`);
      const ld = ofType(res.body, artist.medium === 'Music' ? 'MusicGroup' : 'Person')!;
      expect(ld.name).toBe(artist.name);
      expect(bodyOf(res.body)).toContain(text(artist.name));
    }
  });

  it('a sports story: its own page with the score box, and NewsArticle JSON-LD about the game', async () => {
    const [s] = await t.database.db
      .select()
      .from(sportsStories)
      .where(eq(sportsStories.status, 'published'))
      .then((rows) => rows.filter((r) => r.score && r.gameDate && r.location));
    const res = await get(`/sports/${s!.id}`);
    expect(res.statusCode).toBe(200);
    expect(title(res.body)).toBe(`${s!.title} — By Locals, For Locals`);
    const ld = ofType(res.body, 'NewsArticle')!;
    expect(ld).toMatchObject({
      headline: s!.title,
      about: expect.objectContaining({ '@type': 'SportsEvent', startDate: s!.gameDate }),
    });
    const body = bodyOf(res.body);
    for (const part of [s!.title, s!.score!, s!.location!]) expect(body).toContain(text(part));
    expect(body).toContain('Final score');
    const breadcrumbs = ofType(res.body, 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(breadcrumbs.itemListElement.map((c) => c.name)).toContain('Sports Central');
  });

  it("renders the reader's edition from the cookie, so the browser's first render matches", async () => {
    const page = (url: string, city?: string) =>
      t.app.inject({ method: 'GET', url, headers: city ? { cookie: `bl_city=${city}` } : {} });
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
    // Made-up addresses are not kept in the cache.
    const kept: string[] = [];
    publicReadCache(t.app).clear((key) => {
      if (key.includes('nope') || key.includes('no-such')) kept.push(key);
      return false;
    });
    expect(kept).toEqual([]);
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
    const [a] = await t.database.db
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
    const live = await t.database.db
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
    const [a] = await t.database.db.select().from(articles).where(eq(articles.status, 'published')).limit(1);
    const first = await get(`/articles/${a!.id}`);
    await t.database.db.update(articles).set({ title: 'A corrected headline' }).where(eq(articles.id, a!.id));
    expect((await get(`/articles/${a!.id}`)).body).toBe(first.body);
    publicReadCache(t.app).clear((key) => key.startsWith('articles:'));
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
