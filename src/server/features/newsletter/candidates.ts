import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, businesses, events, newsletters, spotlights } from '../../db/schema';
import type { EditionCandidates } from '../../../shared/newsletter';
import { CITIES } from '../../../shared/cities';
import { APPROVED, PUBLISHED } from '../../../shared/publishing';
import { articleCard, businessCard, eventCard, spotlightCard } from './picks';
import { localDay } from './newsletter-day';
import { publicNow } from '../../platform/visibility';

const LIMIT = 30;

/** What staff can pick from for an edition of `city`: the latest public items of each kind. */
export async function listCandidates(db: Db, city: string, now: Date): Promise<EditionCandidates> {
  const [a, e, b, s] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(and(eq(articles.city, city), publicNow(articles.status, articles.publishDate, now, [PUBLISHED])))
      .orderBy(desc(articles.publishDate))
      .limit(LIMIT),
    db
      .select()
      .from(events)
      .where(
        and(
          eq(events.city, city),
          publicNow(events.status, events.publishDate, now, [PUBLISHED]),
          gte(events.date, localDay(now).date),
        ),
      )
      .orderBy(asc(events.date))
      .limit(LIMIT),
    db
      .select()
      .from(businesses)
      .where(and(eq(businesses.city, city), publicNow(businesses.status, businesses.publishDate, now, [PUBLISHED])))
      .orderBy(desc(businesses.createdAt))
      .limit(LIMIT),
    db
      .select()
      .from(spotlights)
      .where(
        and(
          eq(spotlights.city, city),
          publicNow(spotlights.status, spotlights.publishDate, now, [APPROVED, PUBLISHED]),
          eq(spotlights.isActive, true),
        ),
      )
      .orderBy(sql`${spotlights.featuredDate} desc nulls last`)
      .limit(LIMIT),
  ]);
  return {
    articles: a.map(articleCard),
    events: e.map(eventCard),
    businesses: b.map(businessCard),
    spotlights: s.map(spotlightCard),
  };
}

/** How many confirmed subscribers an edition of each city would reach (city-less ones get every city). */
export async function subscriberCounts(db: Db) {
  const rows = await db
    .select({ city: newsletters.city, n: count() })
    .from(newsletters)
    .where(eq(newsletters.status, 'confirmed'))
    .groupBy(newsletters.city);
  return CITIES.map((city) => ({ city, confirmed: rows.find((r) => r.city === city)?.n ?? 0 }));
}
