import { and, asc, gte, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, businesses, events } from '../../db/schema';
import { dayInTimeZone } from '../../../shared/zoned-days';
import type { Candidate, Recommendation, RecommendedType } from '../../../shared/recommendations';
import { PUBLISHED } from '../../../shared/publishing';
import { publicNow } from '../../platform/visibility';

/** Only published items are ever recommended or tracked. */
/**
 * Per type, how many recent items the ranking looks at: enough for six good picks, cheap to score.
 * Newest first spelled as the (…, DESC NULLS LAST) indexes hold it, so the pool is an index walk.
 */
const POOL = 150;

export interface ContentItem extends Candidate {
  summary: string;
}

export const contentKey = (type: string, id: string) => `${type}:${id}`;

const articleColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.excerpt,
  category: articles.category,
  city: articles.city,
  when: articles.publishDate,
};
const businessColumns = {
  id: businesses.id,
  title: businesses.name,
  summary: businesses.description,
  category: businesses.category,
  city: businesses.city,
  when: businesses.createdAt,
};
const eventColumns = {
  id: events.id,
  title: events.title,
  summary: events.description,
  city: events.city,
  date: events.date,
};

type EventRow = { id: string; title: string; summary: string; city: string; date: string };
const fromEvent = (e: EventRow): ContentItem => ({
  contentType: 'event',
  id: e.id,
  title: e.title,
  summary: e.summary,
  category: null,
  city: e.city,
  when: new Date(`${e.date}T12:00:00Z`),
});
const tag =
  (contentType: RecommendedType) =>
  (r: Omit<ContentItem, 'contentType'>): ContentItem => ({ contentType, ...r });

/** The newest published articles and businesses and the next upcoming events, in the given cities (all when null). */
export async function fetchCandidates(db: Db, cities: string[] | null, now: Date): Promise<ContentItem[]> {
  const inCities = (column: Column): SQL | undefined => (cities ? inArray(column, cities) : undefined);
  const [a, b, e] = await Promise.all([
    db
      .select(articleColumns)
      .from(articles)
      .where(and(publicNow(articles.status, articles.publishDate, new Date(), [PUBLISHED]), inCities(articles.city)))
      .orderBy(sql`${articles.publishDate} desc nulls last`, sql`${articles.id} desc nulls last`)
      .limit(POOL),
    db
      .select(businessColumns)
      .from(businesses)
      .where(
        and(publicNow(businesses.status, businesses.publishDate, new Date(), [PUBLISHED]), inCities(businesses.city)),
      )
      .orderBy(sql`${businesses.createdAt} desc nulls last`, sql`${businesses.id} desc nulls last`)
      .limit(POOL),
    db
      .select(eventColumns)
      .from(events)
      .where(
        and(
          publicNow(events.status, events.publishDate, new Date(), [PUBLISHED]),
          gte(events.date, dayInTimeZone(now)),
          inCities(events.city),
        ),
      )
      .orderBy(asc(events.date), asc(events.id))
      .limit(POOL),
  ]);
  return [...a.map(tag('article')), ...b.map(tag('business')), ...e.map(fromEvent)];
}

/** Published items by type and id, keyed by contentKey; unknown or unpublished ids are absent. */
export async function fetchByIds(db: Db, refs: { contentType: string; contentId: string }[]) {
  const ids = (type: RecommendedType) => refs.filter((r) => r.contentType === type).map((r) => r.contentId);
  const [articleIds, businessIds, eventIds] = [ids('article'), ids('business'), ids('event')];
  const [a, b, e] = await Promise.all([
    articleIds.length
      ? db
          .select(articleColumns)
          .from(articles)
          .where(
            and(
              publicNow(articles.status, articles.publishDate, new Date(), [PUBLISHED]),
              inArray(articles.id, articleIds),
            ),
          )
      : [],
    businessIds.length
      ? db
          .select(businessColumns)
          .from(businesses)
          .where(
            and(
              publicNow(businesses.status, businesses.publishDate, new Date(), [PUBLISHED]),
              inArray(businesses.id, businessIds),
            ),
          )
      : [],
    eventIds.length
      ? db
          .select(eventColumns)
          .from(events)
          .where(
            and(publicNow(events.status, events.publishDate, new Date(), [PUBLISHED]), inArray(events.id, eventIds)),
          )
      : [],
  ]);
  const items = [...a.map(tag('article')), ...b.map(tag('business')), ...e.map(fromEvent)];
  return new Map(items.map((item) => [contentKey(item.contentType, item.id), item]));
}

/** The card's content: articles and events have a title, businesses a name (spec 000). */
export function toContent(item: ContentItem): Recommendation['content'] {
  const base = { id: item.id, city: item.city, ...(item.category ? { category: item.category } : {}) };
  if (item.contentType === 'business') return { ...base, name: item.title, description: item.summary };
  if (item.contentType === 'event') return { ...base, title: item.title, description: item.summary };
  return { ...base, title: item.title, excerpt: item.summary };
}
