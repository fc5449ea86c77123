/** Server-rendered detail pages: each kind's story in the HTML, with its title, Open Graph and JSON-LD. */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { articles, artists, businesses, events, sportsStories } from '../db/schema';
import { shareImageUrl } from '../../shared/newsroom/images';
import { bodyOf, meta, ofType, ORIGIN, payload, text, title, seededSsrApp } from './ssr-testing';

const ssr = seededSsrApp();
const { get } = ssr;

describe('server-rendered pages', () => {
  it('an article: the story in the HTML, its title, Open Graph and a NewsArticle with breadcrumbs', async () => {
    const [a] = await ssr.t.database.db
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
    const [b] = await ssr.t.database.db.select().from(businesses).where(eq(businesses.status, 'published')).limit(1);
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
    const [e] = await ssr.t.database.db.select().from(events).where(eq(events.status, 'published')).limit(1);
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
    const rows = await ssr.t.database.db.select().from(artists);
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
    const [s] = await ssr.t.database.db
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
});
