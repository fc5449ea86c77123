import type { Db } from '../../client';
import { articles, businesses, events, spotlights } from '../../schema';
import type { City } from '../../../../shared/cities';
import type { CityContent, DemoArticle, DemoBusiness, DemoEvent } from './types';
import { DEMO_HOURS } from './demo-hours';
import { pictureSubject, subjectSlug, type Subject } from '../demo-media/themes';
import { rochester } from './rochester';
import { charlotte } from './charlotte';
import { atlanta } from './atlanta';
import { nyc } from './nyc';
import { buffalo } from './buffalo';
import { weekendDays } from '../../../../shared/event-choices';
import { MAGAZINE_TIME_ZONE } from '../../../../shared/dates';
import { dayInTimeZone } from '../../../../shared/zoned-days';
import { parseEventTime } from '../../../../shared/event-time';
import { zonedTimeToInstant } from '../../../platform/zoned-time';
import { placeIn } from '../neighbourhood-places';

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

/** A demo picture whose subject fits the item (read from its own words), varied per item by the slug. */
const image = (kind: string, city: string, title: string, subject: Subject) =>
  `/media/demo/${kind}/${subjectSlug(subject, slugify(`${city} ${title}`))}.svg`;

/**
 * Each section of the magazine has its own colour family and, when a story's title names no
 * subject of its own, its own kind of picture, so a page of stories is varied.
 */
const ARTICLE_ART: Record<DemoArticle['category'], { kind: string; subject: Subject }> = {
  'Local Business': { kind: 'business', subject: 'shopfront' },
  'Food & Dining': { kind: 'business', subject: 'kitchen' },
  Environment: { kind: 'photo', subject: 'planting' },
  Community: { kind: 'event', subject: 'neighbourhood' },
  Youth: { kind: 'event', subject: 'murals' },
  'Sports & Recreation': { kind: 'sports', subject: 'soccer' },
  'Arts & Culture': { kind: 'gallery', subject: 'gallery' },
  News: { kind: 'article', subject: 'skyline' },
};

/** Businesses whose name and description name no trade fall back to their directory category. */
const BUSINESS_SUBJECT: Record<DemoBusiness['category'], Subject> = {
  'Food & Dining': 'kitchen',
  Retail: 'shopfront',
  Services: 'shopfront',
  Entertainment: 'stage',
  'Health & Wellness': 'yoga',
  Automotive: 'autoshop',
};

export const articleSubject = (a: DemoArticle) => pictureSubject([a.title], ARTICLE_ART[a.category].subject);
export const businessSubject = (b: DemoBusiness) =>
  pictureSubject([b.name, b.description], BUSINESS_SUBJECT[b.category]);
export const eventSubject = (e: DemoEvent) => pictureSubject([e.title, e.description], 'concert');

/** A calendar day (YYYY-MM-DD) `days` after `now`, in the cities' own time zone. */
function dayAfter(now: Date, days: number): string {
  const d = new Date(`${dayInTimeZone(now)}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** An event's calendar day: `inDays` from today, or this weekend's Saturday or Sunday. */
function eventDay(now: Date, inDays: DemoEvent['inDays']): string {
  if (typeof inDays === 'number') return dayAfter(now, inDays);
  const weekend = weekendDays(dayAfter(now, 0));
  return inDays === 'saturday' ? weekend.first : weekend.last;
}

/** Its start and end as instants, from the organiser's free text (none for "TBA"). */
function eventInstants(day: string, time: string): { startsAt: Date | null; endsAt: Date | null } {
  const clock = parseEventTime(time);
  if (!clock) return { startsAt: null, endsAt: null };
  const at = (c: { hour: number; minute: number }) => zonedTimeToInstant(day, c, MAGAZINE_TIME_ZONE);
  return { startsAt: at(clock.start), endsAt: clock.end ? at(clock.end) : null };
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
        imageUrl: image(ARTICLE_ART[a.category].kind, city, a.title, articleSubject(a)),
        // Staggered within the day as well, so the newest-first order is the same on every run.
        publishDate: new Date(now.getTime() - a.daysAgo * DAY_MS - 60_000),
        featured: a.featured ?? false,
        city,
        neighbourhood: placeIn(city, a.title, a.excerpt),
        status: 'published',
      })),
    ),
  );
  await db.insert(businesses).values(
    cities.flatMap(([city, c]) =>
      c.businesses.map((b) => ({
        ...b,
        imageUrl: image('business', city, b.name, businessSubject(b)),
        openingHours: DEMO_HOURS[b.category],
        city,
        neighbourhood: placeIn(city, b.name, b.address),
        status: 'published',
      })),
    ),
  );
  await db.insert(events).values(
    cities.flatMap(([city, c]) =>
      c.events.map((e) => ({
        title: e.title,
        description: e.description,
        date: eventDay(now, e.inDays),
        ...eventInstants(eventDay(now, e.inDays), e.time),
        time: e.time,
        priceCents: e.priceCents,
        category: e.category,
        location: e.location,
        imageUrl: image('event', city, e.title, eventSubject(e)),
        city,
        neighbourhood: placeIn(city, e.title, e.location),
        status: 'published',
      })),
    ),
  );
  await db.insert(spotlights).values(
    cities.flatMap(([city, c]) =>
      c.spotlights.map((s) => ({
        ...s,
        imageUrl:
          s.type === 'small_business'
            ? image('business', city, s.featureName, pictureSubject([s.featureName, s.description], 'shopfront'))
            : `/media/demo/spotlight/${slugify(`${city} ${s.featureName}`)}.svg`,
        city,
        isActive: true,
        status: 'approved',
        featuredDate: new Date(now.getTime() - DAY_MS),
      })),
    ),
  );
}
