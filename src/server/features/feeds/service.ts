/**
 * What the site offers to crawlers and feed readers: the sitemap of every public page and item,
 * robots.txt, and RSS 2.0 feeds of the latest articles. XML is written by hand from escaped values.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, artists, businesses, events, newsletterEditions, sportsStories } from '../../db/schema';
import { PUBLISHED } from '../../../shared/publishing';
import { CITIES, CITY_LABELS, type City } from '../../../shared/cities';
import { PAGE_ROUTES } from '../../../shared/routes';
import { publicNow } from '../../platform/visibility';
import { PRIVATE_PATH_PREFIXES, SITE_DESCRIPTION, SITE_NAME, isPrivatePath } from '../../../shared/seo';

/** Escapes text for XML element content and attribute values. */
export function xmlEscape(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // Characters XML 1.0 cannot hold at all (control characters other than tab and line breaks).
      // eslint-disable-next-line no-control-regex
      .replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
  );
}

// ---------- sitemap ----------

export interface SitemapEntry {
  path: string;
  lastmod?: Date | null;
}

/** A sitemap file holds at most 50,000 addresses; we split well before that. */
export const SITEMAP_CHUNK = 40_000;

/** The public pages without a parameter, and each city's front page. */
export function staticEntries(): SitemapEntry[] {
  const pages = PAGE_ROUTES.filter((route) => !route.includes(':') && !isPrivatePath(route)).map((path) => ({ path }));
  return [...pages, ...CITIES.map((city) => ({ path: `/?city=${city}` }))];
}

type Section = 'articles' | 'businesses' | 'events' | 'artists' | 'newsletter' | 'sports';
export const SITEMAP_SECTIONS: Section[] = ['articles', 'businesses', 'events', 'artists', 'newsletter', 'sports'];

const publicSports = () => publicNow(sportsStories.status, sportsStories.publishedAt, new Date(), [PUBLISHED]);

/** How many public items each section has. */
export async function sectionSizes(db: Db): Promise<Record<Section, number>> {
  const n = sql<number>`count(*)::int`;
  const [[a], [b], [e], [r], [l], [s]] = await Promise.all([
    db
      .select({ n })
      .from(articles)
      .where(publicNow(articles.status, articles.publishDate, new Date())),
    db
      .select({ n })
      .from(businesses)
      .where(publicNow(businesses.status, businesses.publishDate, new Date())),
    db
      .select({ n })
      .from(events)
      .where(publicNow(events.status, events.publishDate, new Date())),
    db
      .select({ n })
      .from(artists)
      .where(publicNow(artists.status, artists.publishDate, new Date())),
    db.select({ n }).from(newsletterEditions).where(eq(newsletterEditions.status, 'sent')),
    db.select({ n }).from(sportsStories).where(publicSports()),
  ]);
  return {
    articles: a?.n ?? 0,
    businesses: b?.n ?? 0,
    events: e?.n ?? 0,
    artists: r?.n ?? 0,
    newsletter: l?.n ?? 0,
    sports: s?.n ?? 0,
  };
}

/** One chunk (0-based) of a section's public items, with their last change. */
export async function sectionEntries(
  db: Db,
  section: Section,
  chunk: number,
  size = SITEMAP_CHUNK,
): Promise<SitemapEntry[]> {
  const offset = chunk * size;
  switch (section) {
    case 'articles':
      return (
        await db
          .select({ id: articles.id, lastmod: articles.updatedAt })
          .from(articles)
          .where(publicNow(articles.status, articles.publishDate, new Date()))
          .orderBy(desc(articles.publishDate), desc(articles.id))
          .limit(size)
          .offset(offset)
      ).map((r) => ({ path: `/articles/${encodeURIComponent(r.id)}`, lastmod: r.lastmod }));
    case 'businesses':
      return (
        await db
          .select({ id: businesses.id, lastmod: businesses.updatedAt })
          .from(businesses)
          .where(publicNow(businesses.status, businesses.publishDate, new Date()))
          .orderBy(businesses.id)
          .limit(size)
          .offset(offset)
      ).map((r) => ({ path: `/businesses/${encodeURIComponent(r.id)}`, lastmod: r.lastmod }));
    case 'events':
      return (
        await db
          .select({ id: events.id, lastmod: events.updatedAt })
          .from(events)
          .where(publicNow(events.status, events.publishDate, new Date()))
          .orderBy(events.id)
          .limit(size)
          .offset(offset)
      ).map((r) => ({ path: `/events/${encodeURIComponent(r.id)}`, lastmod: r.lastmod }));
    case 'artists':
      return (
        await db
          .select({ id: artists.id, lastmod: artists.createdAt })
          .from(artists)
          .orderBy(artists.id)
          .limit(size)
          .offset(offset)
      ).map((r) => ({ path: `/artist/${encodeURIComponent(r.id)}`, lastmod: r.lastmod }));
    case 'newsletter':
      return (
        await db
          .select({ id: newsletterEditions.id, lastmod: newsletterEditions.sentAt })
          .from(newsletterEditions)
          .where(eq(newsletterEditions.status, 'sent'))
          .orderBy(newsletterEditions.id)
          .limit(size)
          .offset(offset)
      ).map((r) => ({ path: `/newsletter/${encodeURIComponent(r.id)}`, lastmod: r.lastmod }));
    case 'sports':
      return (
        await db
          .select({ id: sportsStories.id, lastmod: sportsStories.publishedAt })
          .from(sportsStories)
          .where(publicSports())
          .orderBy(sportsStories.id)
          .limit(size)
          .offset(offset)
      ).map((r) => ({ path: `/sports/${encodeURIComponent(r.id)}`, lastmod: r.lastmod }));
  }
}

const day = (d: Date) => d.toISOString();

export function urlset(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `  <url><loc>${xmlEscape(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${day(e.lastmod)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(origin: string, files: { path: string; lastmod?: Date | null }[]): string {
  const items = files.map(
    (f) =>
      `  <sitemap><loc>${xmlEscape(origin + f.path)}</loc>${f.lastmod ? `<lastmod>${day(f.lastmod)}</lastmod>` : ''}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** The files of a large sitemap: the pages, then each section in chunks. */
export function sitemapFiles(sizes: Record<Section, number>, chunk = SITEMAP_CHUNK): string[] {
  const files = ['/sitemaps/pages.xml'];
  for (const section of SITEMAP_SECTIONS) {
    const chunks = Math.ceil(sizes[section] / chunk);
    for (let i = 1; i <= chunks; i++) files.push(`/sitemaps/${section}-${i}.xml`);
  }
  return files;
}

// ---------- robots.txt ----------

export function robotsTxt(origin: string): string {
  const disallow = PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`);
  return ['User-agent: *', ...disallow, 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

// ---------- RSS ----------

const FEED_SIZE = 30;

function imageType(url: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  const types: Record<string, string> = {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
    avif: 'image/avif',
    gif: 'image/gif',
    svg: 'image/svg+xml',
  };
  return (ext && types[ext]) || 'image/jpeg';
}

/** The latest published articles, all cities or one. */
export function latestArticles(db: Db, city?: City) {
  return db
    .select({
      id: articles.id,
      title: articles.title,
      excerpt: articles.excerpt,
      author: articles.author,
      category: articles.category,
      imageUrl: articles.imageUrl,
      publishDate: articles.publishDate,
      city: articles.city,
    })
    .from(articles)
    .where(
      and(publicNow(articles.status, articles.publishDate, new Date()), city ? eq(articles.city, city) : undefined),
    )
    .orderBy(desc(articles.publishDate), desc(articles.id))
    .limit(FEED_SIZE);
}

type FeedArticle = Awaited<ReturnType<typeof latestArticles>>[number];

/** An RSS 2.0 document of the latest articles (with Atom self link and Dublin Core author). */
export function rssFeed(origin: string, items: FeedArticle[], city?: City, siteName = SITE_NAME): string {
  const title = city ? `${siteName}: ${CITY_LABELS[city]}` : siteName;
  const self = city ? `${origin}/rss/${city}.xml` : `${origin}/rss.xml`;
  const home = city ? `${origin}/?city=${city}` : `${origin}/`;
  const newest = items[0]?.publishDate ?? new Date(0);
  const entries = items.map((a) => {
    const link = `${origin}/articles/${encodeURIComponent(a.id)}`;
    const image = a.imageUrl ? (/^https?:\/\//.test(a.imageUrl) ? a.imageUrl : `${origin}${a.imageUrl}`) : null;
    return [
      '    <item>',
      `      <title>${xmlEscape(a.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `      <description>${xmlEscape(a.excerpt)}</description>`,
      `      <dc:creator>${xmlEscape(a.author)}</dc:creator>`,
      `      <category>${xmlEscape(a.category)}</category>`,
      `      <pubDate>${a.publishDate.toUTCString()}</pubDate>`,
      image ? `      <enclosure url="${xmlEscape(image)}" length="0" type="${imageType(image)}" />` : '',
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xmlEscape(title)}</title>`,
    `    <link>${xmlEscape(home)}</link>`,
    `    <description>${xmlEscape(SITE_DESCRIPTION.replace(SITE_NAME, siteName))}</description>`,
    '    <language>en-us</language>',
    `    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${xmlEscape(self)}" rel="self" type="application/rss+xml" />`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
