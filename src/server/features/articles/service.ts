import { and, eq, ilike, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { keptRead } from '../../db/prepared';
import { filterShape, filterValues, givenFilters, statementName, type ListFilters } from '../../platform/lists/filters';
import { articles } from '../../db/schema';
import type { ArticleListQuery, ArticleSummary } from '../../../shared/magazine';
import { PUBLISHED } from '../../../shared/publishing';
import { COUNT_CAP } from '../../../shared/query-params';
import { neighbourhoodName } from '../../../shared/neighbourhoods';
import { publicNow, SCHEDULED_STATUS } from '../../platform/visibility';
import { pageOf, param, summaryTag, type ArticlePage } from './list-page';

/**
 * A summary's columns: every field of `articleSummarySchema` but the neighbourhood's name (from the
 * list, toSummary), and nothing else (checked by the type).
 */
export const summaryColumns = {
  id: articles.id,
  title: articles.title,
  excerpt: articles.excerpt,
  author: articles.author,
  publishDate: articles.publishDate,
  imageUrl: articles.imageUrl,
  imageAlt: articles.imageAlt,
  category: articles.category,
  city: articles.city,
  featured: articles.featured,
  neighbourhood: articles.neighbourhood,
  commentCount: articles.commentCount,
} satisfies Record<Exclude<keyof ArticleSummary, 'neighbourhoodName'>, AnyPgColumn>;

/** Newest first, spelled exactly like the (…, publish_date DESC NULLS LAST, id DESC NULLS LAST) indexes. */
export const newestFirst = [sql`${articles.publishDate} desc nulls last`, sql`${articles.id} desc nulls last`];

export const toSummary = <T extends { publishDate: Date; city: string; neighbourhood: string | null }>(row: T) => ({
  ...row,
  publishDate: row.publishDate.toISOString(),
  neighbourhoodName: neighbourhoodName(row.city, row.neighbourhood),
});

/** A LIKE pattern matching `text` literally anywhere, so "100%" or "a_b" mean what they say. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The article list's filters, one per filter field of `articleListQuerySchema` (the type asks for
 * each): what a reader can narrow the list by. List, count, statement names and cache keys follow.
 */
export const articleFilters = {
  city: { where: (city) => eq(articles.city, city) },
  category: { where: (category) => sql`lower(${articles.category}) = lower(${category})` },
  q: {
    where: (pattern) => or(ilike(articles.title, pattern), ilike(articles.excerpt, pattern)),
    value: containsPattern,
  },
  author: { where: (author) => eq(articles.author, author) },
  neighbourhood: { where: (slug) => eq(articles.neighbourhood, slug) },
} satisfies ListFilters<ArticleListQuery>;

/** Published, or scheduled and due: drafts, withdrawn and not-yet-due stories never show. */
export const isPublic = (now: Date) => publicNow(articles.status, articles.publishDate, now, [PUBLISHED]);

/**
 * How many rows a list statement reads: the page plus one (to tell whether more follow), rounded up
 * to one of these. The number is written into the statement, not bound: with `LIMIT $n` the planner
 * must guess a tenth of the matches, so on a big list a kept plan looks about twenty times dearer
 * than one made for the call's values, and PostgreSQL then plans every page again (about 0.4 ms, more
 * than the walk itself). A fixed number lets it keep one plan per statement; the few sizes keep the
 * statements per connection few whatever `limit` a caller sends (docs/decisions/056).
 */
const FETCH_SIZES = [5, 13, 25, 51, 101] as const;
const fetchSize = (limit: number): number => FETCH_SIZES.find((size) => size > limit) ?? limit + 1;

/** Published, or scheduled and due, as a statement's condition (`now` a placeholder). */
const publicAtNow = () =>
  or(
    eq(articles.status, PUBLISHED),
    and(eq(articles.status, SCHEDULED_STATUS), lte(articles.publishDate, param('now'))),
  );

/** A number written into the SQL text (drizzle's `limit` binds a plain number as a parameter). */
const literal = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;

/**
 * The list query for one combination of filters, with every value a parameter. After the `cursor`
 * article in newest-first order is a row comparison on (publish_date, id), which the list indexes
 * answer by starting their walk there; the position is read from that article itself, so a cursor is
 * just an id and keeps the database's full timestamp precision. A page by `offset` (at most
 * OFFSET_CAP) walks past the stories before it.
 *
 * It reads no summary: each match as its summary's key, the tag of the summary's bytes (an MD5 of
 * 32 characters, written by the database with the summary on every save) followed by the id, which
 * the city lists' indexes carry, so a page is read from a small index alone. The page comes back as
 * one text, the keys in order with a newline between two (an id is a UUID and holds none), and the
 * server takes the bytes from memory by key (list-page.ts).
 */
function buildList(db: Db, query: ArticleListQuery, fetch: number) {
  const page = db
    .select({ key: sql<string>`${summaryTag} || ${articles.id}`.as('key') })
    .from(articles)
    .where(
      and(
        publicAtNow(),
        givenFilters(articleFilters, query).where,
        query.cursor
          ? sql`(${articles.publishDate}, ${articles.id}) < ((select ${articles.publishDate} from ${articles} where ${articles.id} = ${param('cursor')}), ${param('cursor')})`
          : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(literal(fetch))
    .offset(!query.cursor && query.offset > 0 ? param('offset') : 0)
    .as('page');
  // The aggregate takes the rows in the order the sorted subquery gives them, with nothing between
  // the two that could reorder them (no join): PostgreSQL documents this for aggregates over a
  // sorted subquery. An ORDER BY inside string_agg would sort the page again. No row: null.
  return db.select({ keys: sql<string | null>`string_agg(${page.key}, E'\\n')` }).from(page);
}

/** One page of the list: from `cursor` when given, else from `offset`. */
export async function listArticles(db: Db, query: ArticleListQuery, now: Date = new Date()): Promise<ArticlePage> {
  const fetch = fetchSize(query.limit);
  const start = query.cursor ? 'c' : query.offset > 0 ? 'o' : 'f';
  const name = statementName('articles', 'list', filterShape(articleFilters, query), start, fetch);
  // Built once per database and shape, and prepared: building a query is a good part of a list's
  // cost, and the database keeps the parsed statement per connection.
  const read = keptRead<{ keys: string | null }>(db, name, () => buildList(db, query, fetch), ['keys']);
  const [row] = await read({
    ...filterValues(articleFilters, query),
    now: now.toISOString(),
    cursor: query.cursor,
    offset: query.offset,
  });
  return pageOf(db, row?.keys ?? null, query.limit);
}

/**
 * The number of matches, counted up to COUNT_CAP: beyond that nobody pages by the number, and
 * counting a whole 100,000-story city is the slow part of a list. Prepared like the list, with the
 * cap written into the text so that one plan is kept.
 */
export async function countArticles(db: Db, query: ArticleListQuery, now: Date = new Date()): Promise<number> {
  const read = keptRead<{ total: string }>(
    db,
    statementName('articles', 'count', filterShape(articleFilters, query)),
    () => {
      const matches = db
        .select({ one: sql`1` })
        .from(articles)
        .where(and(publicAtNow(), givenFilters(articleFilters, query).where))
        .limit(literal(COUNT_CAP))
        .as('matches');
      return db.select({ total: sql<string>`count(*)` }).from(matches);
    },
    ['total'],
  );
  const [row] = await read({ ...filterValues(articleFilters, query), now: now.toISOString() });
  return Number(row?.total ?? 0);
}
