import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  articles,
  businesses,
  events,
  spotlights,
  type Article,
  type Business,
  type Event,
  type Spotlight,
} from '../../db/schema';
import type { EditionPicks } from '../../../shared/newsletter';
import { APPROVED, PUBLISHED } from '../../../shared/publishing';
import { publicNow } from '../../platform/visibility';

export const articleCard = (a: Article) => ({
  id: a.id,
  title: a.title,
  excerpt: a.excerpt,
  author: a.author,
  category: a.category,
  imageUrl: a.imageUrl,
  publishDate: a.publishDate.toISOString(),
});
export const eventCard = (e: Event) => ({
  id: e.id,
  title: e.title,
  description: e.description,
  date: e.date,
  time: e.time,
  location: e.location,
});
export const businessCard = (b: Business) => ({
  id: b.id,
  name: b.name,
  category: b.category,
  address: b.address,
  description: b.description,
  imageUrl: b.imageUrl,
});
export const spotlightCard = (s: Spotlight) => ({
  id: s.id,
  type: s.type,
  title: s.title,
  featureName: s.featureName,
  description: s.description,
  imageUrl: s.imageUrl,
});

/** Rows in the order of `ids` (the order staff picked), skipping any that are gone. */
function inOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface PickIds {
  featuredArticles: string[];
  featuredEvents: string[];
  featuredBusinesses: string[];
  featuredSpotlight: string | null;
}

/**
 * The picked items that are public right now: an item unpublished after it was picked simply
 * drops out of the edition rather than leaking into an e-mail.
 */
export async function loadPicks(db: Db, ids: PickIds): Promise<EditionPicks> {
  const now = new Date();
  // One after another, not side by side: sending an edition reads them inside its transaction, on
  // one connection, which takes one query at a time (node-postgres 9 refuses a second one).
  const a = ids.featuredArticles.length
    ? await db
        .select()
        .from(articles)
        .where(
          and(
            inArray(articles.id, ids.featuredArticles),
            publicNow(articles.status, articles.publishDate, now, [PUBLISHED]),
          ),
        )
    : [];
  const e = ids.featuredEvents.length
    ? await db
        .select()
        .from(events)
        .where(
          and(inArray(events.id, ids.featuredEvents), publicNow(events.status, events.publishDate, now, [PUBLISHED])),
        )
    : [];
  const b = ids.featuredBusinesses.length
    ? await db
        .select()
        .from(businesses)
        .where(
          and(
            inArray(businesses.id, ids.featuredBusinesses),
            publicNow(businesses.status, businesses.publishDate, now, [PUBLISHED]),
          ),
        )
    : [];
  const [spotlight] = ids.featuredSpotlight
    ? await db
        .select()
        .from(spotlights)
        .where(
          and(
            eq(spotlights.id, ids.featuredSpotlight),
            publicNow(spotlights.status, spotlights.publishDate, now, [APPROVED, PUBLISHED]),
            eq(spotlights.isActive, true),
          ),
        )
    : [];
  return {
    articles: inOrder(ids.featuredArticles, a).map(articleCard),
    events: inOrder(ids.featuredEvents, e).map(eventCard),
    businesses: inOrder(ids.featuredBusinesses, b).map(businessCard),
    spotlight: spotlight ? spotlightCard(spotlight) : null,
  };
}

/** The city's current spotlight: the most recently featured approved, active one. */
export async function currentSpotlight(db: Db, city: string): Promise<Spotlight | null> {
  const [row] = await db
    .select()
    .from(spotlights)
    .where(
      and(
        eq(spotlights.city, city),
        publicNow(spotlights.status, spotlights.publishDate, new Date(), [APPROVED, PUBLISHED]),
        eq(spotlights.isActive, true),
      ),
    )
    .orderBy(sql`${spotlights.featuredDate} desc nulls last`, desc(spotlights.createdAt))
    .limit(1);
  return row ?? null;
}
