import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { and, eq, gte } from 'drizzle-orm';
import { articles, businesses, events, sportsStories } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { createTestApp, type TestContext } from '../../test/app';
import { dayInTimeZone } from '../../../shared/zoned-days';
import { sitemapFiles, sitemapIndex, xmlEscape } from './service';

let t: TestContext;
const ORIGIN = 'https://bylocals.example';
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN });
  await seedDemo(t.database.db);
  await t.database.db.insert(articles).values({
    title: 'Fish & chips <night> at "Joe\'s"',
    excerpt: 'A feast & a fundraiser.',
    content: 'Text.',
    category: 'Food & Dining',
    author: 'Dana Reporter',
    imageUrl: '/media/fish.jpg',
    city: 'rochester',
    status: 'published',
    publishDate: new Date('2099-01-01T12:00:00Z'),
  });
  // A structured time the free text disagrees with: the calendar must follow startsAt/endsAt.
  await t.database.db.insert(events).values({
    title: 'Harbor lights walk',
    description: 'An evening walk.',
    date: '2099-07-04',
    time: 'See the website',
    startsAt: new Date('2099-07-04T23:30:00Z'),
    endsAt: new Date('2099-07-05T01:00:00Z'),
    location: 'Harbor',
    city: 'rochester',
    status: 'published',
  });
}, 120_000);
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

function parseXml(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  return parser.parse(body);
}

describe('sitemap and robots', () => {
  it('lists every public page and item with its last change, and no private page', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('xml');
    const doc = parseXml(res.body);
    const urls = asList<{ loc: string; lastmod?: string }>(doc.urlset.url);
    const locs = urls.map((u) => u.loc);
    expect(locs).toContain(`${ORIGIN}/`);
    expect(locs).toContain(`${ORIGIN}/?city=buffalo`);
    expect(locs).toContain(`${ORIGIN}/events`);
    expect(locs.some((l) => l.includes('/admin') || l.includes('/account') || l.includes('/sign-in'))).toBe(false);

    const [business] = await t.database.db.select().from(businesses).where(eq(businesses.status, 'published')).limit(1);
    const entry = urls.find((u) => u.loc === `${ORIGIN}/businesses/${business!.id}`);
    expect(entry?.lastmod).toBe(business!.updatedAt.toISOString());
    const published = await t.database.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.status, 'published'));
    for (const { id } of published) expect(locs).toContain(`${ORIGIN}/articles/${id}`);
    const drafts = await t.database.db.select({ id: articles.id }).from(articles).where(eq(articles.status, 'draft'));
    for (const { id } of drafts) expect(locs).not.toContain(`${ORIGIN}/articles/${id}`);
    // Sports stories have their own pages too; only published ones are listed.
    const sports = await t.database.db
      .select({ id: sportsStories.id, status: sportsStories.status })
      .from(sportsStories);
    expect(sports.some((s) => s.status === 'published')).toBe(true);
    for (const { id, status } of sports) {
      if (status === 'published') expect(locs).toContain(`${ORIGIN}/sports/${id}`);
      else expect(locs).not.toContain(`${ORIGIN}/sports/${id}`);
    }
  });

  it('becomes an index of smaller files when the site is large', () => {
    const files = sitemapFiles({ articles: 100_000, businesses: 10, events: 0, artists: 5, newsletter: 0, sports: 0 });
    expect(files).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/articles-1.xml',
      '/sitemaps/articles-2.xml',
      '/sitemaps/articles-3.xml',
      '/sitemaps/businesses-1.xml',
      '/sitemaps/artists-1.xml',
    ]);
    const doc = parseXml(
      sitemapIndex(
        ORIGIN,
        files.map((path) => ({ path })),
      ),
    );
    expect(asList<{ loc: string }>(doc.sitemapindex.sitemap).map((s) => s.loc)).toContain(
      `${ORIGIN}/sitemaps/articles-2.xml`,
    );
  });

  it('serves each file of the index', async () => {
    const doc = parseXml((await get('/sitemaps/articles-1.xml')).body);
    expect(asList(doc.urlset.url).length).toBeGreaterThan(10);
    expect((await get('/sitemaps/articles-9.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/secrets-1.xml')).statusCode).toBe(404);
  });

  it('keeps crawlers out of the staff and account areas and points them to the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/admin$/m);
    expect(res.body).toMatch(/^Disallow: \/account$/m);
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('RSS feeds', () => {
  it('/rss.xml has the latest 30 published articles of every city with excerpt and image enclosure', async () => {
    const res = await get('/rss.xml');
    expect(res.headers['content-type']).toContain('application/rss+xml');
    const doc = parseXml(res.body);
    expect(doc.rss['@version']).toBe('2.0');
    const items = asList<Record<string, unknown>>(doc.rss.channel.item);
    expect(items).toHaveLength(30);
    const first = items[0] as {
      title: string;
      description: string;
      link: string;
      enclosure: Record<string, string>;
      pubDate: string;
    };
    // Special characters survive the round trip through XML.
    expect(first.title).toBe('Fish & chips <night> at "Joe\'s"');
    expect(first.description).toBe('A feast & a fundraiser.');
    expect(first.enclosure['@url']).toBe(`${ORIGIN}/media/fish.jpg`);
    expect(first.enclosure['@type']).toBe('image/jpeg');
    expect(new Date(first.pubDate).toISOString()).toBe('2099-01-01T12:00:00.000Z');
    const dates = items.map((i) => new Date(String(i.pubDate)).getTime());
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('/rss/{city}.xml has only that city, and an unknown city is a 404', async () => {
    const doc = parseXml((await get('/rss/buffalo.xml')).body);
    expect(doc.rss.channel.title).toContain('Buffalo');
    const items = asList<{ link: string }>(doc.rss.channel.item);
    expect(items.length).toBeGreaterThan(0);
    const buffaloIds = new Set(
      (await t.database.db.select({ id: articles.id }).from(articles).where(eq(articles.city, 'buffalo'))).map(
        (r) => r.id,
      ),
    );
    for (const item of items) expect(buffaloIds.has(item.link.split('/').pop()!)).toBe(true);
    expect((await get('/rss/atlantis.xml')).statusCode).toBe(404);
  });

  it('escapes text and drops characters XML cannot hold', () => {
    expect(xmlEscape('a<b>&"\'\u0001c')).toBe('a&lt;b&gt;&amp;&quot;&apos;c');
  });
});

describe('calendar feed', () => {
  it('/calendar/{city}.ics is a valid calendar of the upcoming events with UID, time zone and last change', async () => {
    const res = await get('/calendar/rochester.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    const cal = new ICAL.Component(ICAL.parse(res.body));
    expect(cal.getFirstPropertyValue('x-wr-timezone')).toBe('America/New_York');
    expect(cal.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/New_York');
    const vevents = cal.getAllSubcomponents('vevent');
    const today = dayInTimeZone(new Date());
    const upcoming = await t.database.db
      .select()
      .from(events)
      .where(and(eq(events.city, 'rochester'), eq(events.status, 'published'), gte(events.date, today)));
    expect(vevents.length).toBe(upcoming.length);
    expect(vevents.length).toBeGreaterThan(0);
    expect(upcoming.some((e) => e.startsAt)).toBe(true);
    const uids = vevents.map((v) => String(v.getFirstPropertyValue('uid')));
    expect(new Set(uids).size).toBe(uids.length);
    for (const v of vevents) {
      const event = new ICAL.Event(v);
      const row = upcoming.find((e) => event.uid === `event-${e.id}@bylocals.example`);
      expect(row).toBeDefined();
      expect(event.summary).toBe(row!.title);
      // A structured start is the event's start, whatever the free text says.
      if (row!.startsAt) {
        expect(event.startDate.zone?.tzid).toBe('America/New_York');
        expect(event.startDate.toJSDate().toISOString()).toBe(row!.startsAt.toISOString());
        // Without an end, the calendar gives the event two hours.
        const end = row!.endsAt ?? new Date(row!.startsAt.getTime() + 2 * 60 * 60 * 1000);
        expect(event.endDate.toJSDate().toISOString()).toBe(end.toISOString());
      }
      expect(v.getFirstPropertyValue('last-modified')).toBeTruthy();
    }
    expect((await get('/calendar/atlantis.ics')).statusCode).toBe(404);
  });
});
