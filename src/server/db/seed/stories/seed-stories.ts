import type { Db } from '../../client';
import { articles, businesses, events, spotlights } from '../../schema';
import type { City } from '../../../../shared/cities';
import type { CityContent } from './types';
import { rochester } from './rochester';
import { charlotte } from './charlotte';
import { atlanta } from './atlanta';
import { nyc } from './nyc';
import { buffalo } from './buffalo';

export const MAGAZINE_CONTENT: Record<City, CityContent> = { rochester, charlotte, atlanta, nyc, buffalo };

const DAY_MS = 24 * 60 * 60 * 1000;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 72)
    .replace(/-+$/g, '');
}

const image = (kind: string, city: string, title: string) => `/media/demo/${kind}/${slugify(`${city} ${title}`)}.svg`;

/** Each section of the magazine gets its own kind of illustration, so a page of stories is varied. */
const ARTICLE_ART: Record<string, string> = {
  'Local Business': 'business',
  'Food & Dining': 'business',
  Environment: 'photo',
  Community: 'event',
  Youth: 'event',
  'Sports & Recreation': 'sports',
  'Arts & Culture': 'gallery',
  News: 'article',
};

/** A calendar day (YYYY-MM-DD) `days` after `now`, in the cities' own time zone. */
function dayAfter(now: Date, days: number): string {
  const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(now);
  const d = new Date(`${local}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The magazine of every city: published articles, businesses, events and approved spotlights. */
export async function seedStories(db: Db, now: Date): Promise<void> {
  const cities = Object.entries(MAGAZINE_CONTENT) as [City, CityContent][];
  await db.insert(articles).values(
    cities.flatMap(([city, c]) =>
      c.articles.map((a) => ({
        title: a.title,
        excerpt: a.excerpt,
        content: a.content,
        category: a.category,
        author: a.author,
        imageUrl: image(ARTICLE_ART[a.category] ?? 'article', city, a.title),
        // Staggered within the day as well, so the newest-first order is the same on every run.
        publishDate: new Date(now.getTime() - a.daysAgo * DAY_MS - 60_000),
        featured: a.featured ?? false,
        city,
        status: 'published',
      })),
    ),
  );
  await db
    .insert(businesses)
    .values(
      cities.flatMap(([city, c]) =>
        c.businesses.map((b) => ({ ...b, imageUrl: image('business', city, b.name), city, status: 'published' })),
      ),
    );
  await db.insert(events).values(
    cities.flatMap(([city, c]) =>
      c.events.map((e) => ({
        title: e.title,
        description: e.description,
        date: dayAfter(now, e.inDays),
        time: e.time,
        location: e.location,
        imageUrl: image('event', city, e.title),
        city,
        status: 'published',
      })),
    ),
  );
  await db.insert(spotlights).values(
    cities.flatMap(([city, c]) =>
      c.spotlights.map((s) => ({
        ...s,
        imageUrl: image(s.type === 'small_business' ? 'business' : 'spotlight', city, s.featureName),
        city,
        isActive: true,
        status: 'approved',
        featuredDate: new Date(now.getTime() - DAY_MS),
      })),
    ),
  );
}
