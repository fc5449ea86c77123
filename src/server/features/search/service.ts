import { and, desc, eq, gt, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { articles, artists, businesses, deals, events, fashionItems, resources, sportsStories } from '../../db/schema';
import { SEARCH_CONFIG } from '../../db/schema/search';
import { publicNow } from '../../platform/visibility';
import {
  HIGHLIGHT_START,
  HIGHLIGHT_STOP,
  SEARCH_KINDS,
  type SearchHit,
  type SearchKind,
  type SearchQuery,
  type SearchResult,
} from '../../../shared/search';

/** One searchable kind of content: its table, what is public, and how a hit is shown. */
interface Source {
  table: PgTable;
  vector: AnyColumn;
  id: AnyColumn;
  title: AnyColumn;
  text: AnyColumn;
  city: AnyColumn;
  image: AnyColumn | null;
  /** Newer first among equally good matches. */
  recency: AnyColumn;
  /** Only what visitors may see: published, active, not expired. */
  visible: (now: Date) => SQL | undefined;
  url: (id: string) => string;
}

const SOURCES: Record<SearchKind, Source> = {
  articles: {
    table: articles,
    vector: articles.searchVector,
    id: articles.id,
    title: articles.title,
    text: articles.excerpt,
    city: articles.city,
    image: articles.imageUrl,
    recency: articles.publishDate,
    visible: (now) => publicNow(articles.status, articles.publishDate, now),
    url: (id) => `/articles/${encodeURIComponent(id)}`,
  },
  businesses: {
    table: businesses,
    vector: businesses.searchVector,
    id: businesses.id,
    title: businesses.name,
    text: businesses.description,
    city: businesses.city,
    image: businesses.imageUrl,
    recency: businesses.createdAt,
    visible: (now) => publicNow(businesses.status, businesses.publishDate, now),
    url: (id) => `/businesses/${encodeURIComponent(id)}`,
  },
  events: {
    table: events,
    vector: events.searchVector,
    id: events.id,
    title: events.title,
    text: events.description,
    city: events.city,
    image: events.imageUrl,
    recency: events.date,
    visible: (now) => publicNow(events.status, events.publishDate, now),
    url: (id) => `/events/${encodeURIComponent(id)}`,
  },
  artists: {
    table: artists,
    vector: artists.searchVector,
    id: artists.id,
    title: artists.name,
    text: artists.bio,
    city: artists.city,
    image: artists.imageUrl,
    recency: artists.createdAt,
    visible: (now) => publicNow(artists.status, artists.publishDate, now),
    url: (id) => `/artist/${encodeURIComponent(id)}`,
  },
  deals: {
    table: deals,
    vector: deals.searchVector,
    id: deals.id,
    title: deals.title,
    text: deals.description,
    city: deals.city,
    image: deals.imageUrl,
    recency: deals.createdAt,
    visible: (now) =>
      and(
        publicNow(deals.status, deals.publishDate, now),
        eq(deals.isActive, true),
        or(isNull(deals.validUntil), gt(deals.validUntil, now)),
      ),
    url: () => '/marketplace',
  },
  resources: {
    table: resources,
    vector: resources.searchVector,
    id: resources.id,
    title: resources.name,
    text: resources.description,
    city: resources.city,
    image: resources.imageUrl,
    recency: resources.createdAt,
    visible: (now) => publicNow(resources.status, resources.publishDate, now),
    url: () => '/resources',
  },
  sports: {
    table: sportsStories,
    vector: sportsStories.searchVector,
    id: sportsStories.id,
    title: sportsStories.title,
    text: sportsStories.content,
    city: sportsStories.city,
    image: sportsStories.imageUrl,
    recency: sportsStories.publishedAt,
    visible: (now) => publicNow(sportsStories.status, sportsStories.publishedAt, now),
    url: () => '/sports',
  },
  fashion: {
    table: fashionItems,
    vector: fashionItems.searchVector,
    id: fashionItems.id,
    title: fashionItems.title,
    text: fashionItems.description,
    city: fashionItems.city,
    image: fashionItems.imageUrl,
    recency: fashionItems.createdAt,
    visible: (now) => publicNow(fashionItems.status, fashionItems.publishDate, now),
    url: () => '/fashion',
  },
};

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * The text-search query for what a visitor typed. `websearch_to_tsquery` reads it the way search
 * engines do ("quoted phrases", -excluded, or) and never fails on odd input. While typing, the last
 * word is usually unfinished, so unless the visitor used those operators the words are also matched
 * as a prefix query ("bake" finds "bakery"); that query is built only from letters and digits and
 * passed as a bound parameter, so no input can change its meaning or break it.
 */
export function textQuery(q: string): SQL {
  const websearch = sql`websearch_to_tsquery(${SEARCH_CONFIG}::regconfig, ${q})`;
  const usesOperators = /["]|(^|\s)-\S|\sor\s/i.test(q);
  const words = (q.match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, MAX_WORDS)
    .map((w) => w.slice(0, MAX_WORD_LENGTH).toLowerCase());
  if (usesOperators || words.length === 0) return websearch;
  const prefix = words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
  return sql`(${websearch} || to_tsquery(${SEARCH_CONFIG}::regconfig, ${prefix}))`;
}

const TITLE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, HighlightAll=true`;
const SNIPPET_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=1`;

/**
 * Ranking reads every match's vector, so a word found in every story (100,000 of them) would rank
 * them all: the best matches are chosen among the newest CANDIDATES matches instead, which keeps the
 * worst case bounded and changes nothing for the usual search with fewer matches.
 */
const CANDIDATES = 2000;

async function searchKind(db: Db, kind: SearchKind, query: SearchQuery, tsquery: SQL, now: Date): Promise<SearchHit[]> {
  const s = SOURCES[kind];
  const candidates = db
    .select({
      id: sql<string>`${s.id}`.as('id'),
      title: sql<string>`${s.title}`.as('title'),
      text: sql<string>`coalesce(${s.text}, '')`.as('text'),
      city: sql<string>`${s.city}`.as('city'),
      imageUrl: (s.image ? sql<string | null>`${s.image}` : sql<null>`null`).as('image_url'),
      recency: sql<unknown>`${s.recency}`.as('recency'),
      rank: sql<number>`ts_rank(${s.vector}, ${tsquery})`.as('rank'),
    })
    .from(s.table)
    .where(and(sql`${s.vector} @@ ${tsquery}`, s.visible(now), query.city ? eq(s.city, query.city) : undefined))
    // Plain DESC, the order the (status, date DESC) list indexes keep, so the newest matches are an index walk.
    .orderBy(desc(s.recency))
    .limit(CANDIDATES)
    .as('candidates');
  const rows = await db
    .select({
      id: candidates.id,
      title: sql<string>`ts_headline(${SEARCH_CONFIG}::regconfig, ${candidates.title}, ${tsquery}, ${TITLE_OPTIONS})`,
      snippet: sql<string>`ts_headline(${SEARCH_CONFIG}::regconfig, ${candidates.text}, ${tsquery}, ${SNIPPET_OPTIONS})`,
      city: candidates.city,
      imageUrl: candidates.imageUrl,
    })
    .from(candidates)
    .orderBy(desc(candidates.rank), sql`${candidates.recency} desc`, desc(candidates.id))
    .limit(query.limit);
  return rows.map((row) => ({ kind, ...row, url: s.url(row.id) }));
}

/**
 * Public content matching the words, best match first within each kind (title over description
 * over body text, by the weights of the search columns). Kinds without a match are left out.
 */
export async function search(db: Db, query: SearchQuery, now = new Date()): Promise<SearchResult> {
  const tsquery = textQuery(query.q);
  const kinds = query.kind ? [query.kind] : SEARCH_KINDS;
  const groups: SearchResult['groups'] = [];
  // One after another: PGlite answers one query at a time anyway, and a pool stays free for others.
  for (const kind of kinds) {
    const hits = await searchKind(db, kind, query, tsquery, now);
    if (hits.length > 0) groups.push({ kind, hits });
  }
  return { q: query.q, groups };
}
