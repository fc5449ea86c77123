import { and, eq, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { keptRead } from '../../db/statements';
import { articles } from '../../db/schema';
import {
  articleSummarySchema,
  type ArticleListQuery,
  type Article,
  type ArticleSummary,
} from '../../../shared/magazine';
import type { City } from '../../../shared/cities';
import { AppError } from '../../platform/app-error';
import { PUBLISHED } from '../../../shared/publishing';
import { COUNT_CAP } from '../../../shared/query-params';
import { publicNow, SCHEDULED_STATUS } from '../../platform/visibility';

/** A summary's columns: every field of `articleSummarySchema`, and nothing else (checked by the type). */
const summaryColumns = {
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
} satisfies Record<keyof ArticleSummary, AnyPgColumn>;

/** Newest first, spelled exactly like the (…, publish_date DESC NULLS LAST, id DESC NULLS LAST) indexes. */
const newestFirst = [sql`${articles.publishDate} desc nulls last`, sql`${articles.id} desc nulls last`];

const toSummary = <T extends { publishDate: Date }>(row: T) => ({ ...row, publishDate: row.publishDate.toISOString() });

/** A LIKE pattern matching `text` literally anywhere, so "100%" or "a_b" mean what they say. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Published, or scheduled and due: drafts, withdrawn and not-yet-due stories never show. */
const isPublic = (now: Date) => publicNow(articles.status, articles.publishDate, now, [PUBLISHED]);

const param = (name: string) => sql.placeholder(name);

/**
 * How many rows a list statement reads: the page plus one (to tell whether more follow), rounded up
 * to one of these. The number is written into the statement, not bound: with `LIMIT $n` (or any
 * `OFFSET $n`) the planner must guess a tenth of the matches, so on a big list a kept plan looks about
 * twenty times dearer than one made for the call's values, and PostgreSQL then plans every page again
 * (about 0.4 ms, more than the walk itself). A fixed number lets it keep one plan per statement; the
 * few sizes keep the statements per connection few whatever `limit` a caller sends
 * (docs/decisions/038). Past the largest (the schema caps `limit` at 100) the exact number is read.
 */
const FETCH_SIZES = [5, 13, 25, 51, 101] as const;
const fetchSize = (limit: number): number => FETCH_SIZES.find((size) => size > limit) ?? limit + 1;

type ListShape = {
  city: boolean;
  category: boolean;
  q: boolean;
  cursor: boolean;
  /** Starts past the first match (a page by `offset` other than the first). */
  offset: boolean;
  /** Rows read: one of FETCH_SIZES. */
  fetch: number;
};

/** The stories a list shows (published, or scheduled and due) that match its filters, as placeholders. */
const matching = (shape: Pick<ListShape, 'city' | 'category' | 'q'>) =>
  and(
    or(
      eq(articles.status, PUBLISHED),
      and(eq(articles.status, SCHEDULED_STATUS), lte(articles.publishDate, param('now'))),
    ),
    shape.city ? eq(articles.city, param('city')) : undefined,
    shape.category ? sql`lower(${articles.category}) = lower(${param('category')})` : undefined,
    shape.q ? or(ilike(articles.title, param('pattern')), ilike(articles.excerpt, param('pattern'))) : undefined,
  );

/** The values of `matching`'s placeholders. */
const matchValues = (query: ArticleListQuery, now: Date) => ({
  now: now.toISOString(),
  city: query.city,
  category: query.category,
  pattern: query.q ? containsPattern(query.q) : undefined,
});

/** A number written into the SQL text (drizzle's `limit` binds a plain number as a parameter). */
const literal = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;

/** An instant as `Date.prototype.toISOString` writes it (UTC, milliseconds, "Z"), by the database. */
const isoInstant = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An article read again by id, for the summaries the list indexes do not carry. */
const whole = alias(articles, 'whole');

/**
 * A summary's fields as the database writes them into the answer: the same columns, the instant as
 * text, keyed and ordered like `articleSummarySchema`.
 */
const summaryFields = (table: typeof whole) =>
  Object.fromEntries(
    articleSummarySchema
      .keyof()
      .options.map((key) => [
        key,
        (key === 'publishDate' ? isoInstant(table.publishDate) : sql`${table[key]}`).as(key),
      ]),
  ) as { [K in keyof ArticleSummary]: SQL.Aliased };

/**
 * The list query for one combination of filters, with every value a parameter. After the `cursor`
 * article in newest-first order is a row comparison on (publish_date, id), which the list indexes
 * answer by starting their walk there; the position is read from that article itself, so a cursor is
 * just an id and keeps the database's full timestamp precision.
 *
 * Each row's summary is the JSON text the answer holds, written by the database: the one the row
 * keeps (`summary_json`, written on every save by the trigger of migration 0009), which the city
 * lists' indexes carry, so a page of those is read from the index alone; for a summary too long to
 * keep, `row_to_json` over the row read again by id (decisions 031 and 037). The page comes back as
 * one text, the JSON array itself with a newline between the summaries (`cutPage` makes the commas),
 * so the server reads one value instead of a row per story (decision 040).
 */
function buildList(db: Db, shape: ListShape) {
  const page = db
    .select({ id: articles.id, stored: sql<string | null>`${articles}."summary_json"`.as('stored') })
    .from(articles)
    .where(
      and(
        matching(shape),
        shape.cursor
          ? sql`(${articles.publishDate}, ${articles.id}) < ((select ${articles.publishDate} from ${articles} where ${articles.id} = ${param('cursor')}), ${param('cursor')})`
          : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(literal(shape.fetch))
    .offset(shape.offset ? param('offset') : 0)
    .as('page');
  const written = db.select(summaryFields(whole)).from(whole).where(eq(whole.id, page.id)).as('written');
  const summaries = db
    .select({
      json: sql<string>`coalesce(${page.stored}, (select row_to_json(${sql.identifier('written')})::text from ${written}))`.as(
        'json',
      ),
    })
    .from(page)
    .as('summaries');
  // The aggregate takes the rows in the order the sorted subquery gives them, with nothing between
  // the two that could reorder them (no join): PostgreSQL documents this for aggregates over a
  // sorted subquery. An ORDER BY inside string_agg would sort the page again (measured: a sixth
  // more of PostgreSQL's time per page). No row: null.
  return db.select({ page: sql<string | null>`'[' || string_agg(${summaries.json}, E'\\n') || ']'` }).from(summaries);
}

/** Newline, comma and closing bracket as bytes. */
const NEWLINE = 0x0a;
const COMMA = 0x2c;
const CLOSE = 0x5d;
/** How every summary starts: its id first (articleSummarySchema's order), a UUID of 36 characters. */
const ID_START = Buffer.from('{"id":"');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The id of the summary starting at `start` in `body`. */
function idAt(body: Buffer, start: number, end: number): string {
  if (body.subarray(start, start + ID_START.length).equals(ID_START)) {
    const id = body.toString('latin1', start + ID_START.length, start + ID_START.length + 36);
    if (UUID.test(id)) return id;
  }
  return (JSON.parse(body.toString('utf8', start, end)) as { id: string }).id;
}

/**
 * The page from the text `buildList` answers: the first `limit` summaries, separated by commas, as
 * the UTF-8 bytes of the answer. A newline never occurs inside compact JSON (in a string it is
 * written `\n`), so each one the text holds separates two summaries. A summary past `limit` means
 * more follow; the next page starts after the last one kept.
 */
export function cutPage(text: string | null, limit: number): ArticlePage {
  if (text === null) return { body: Buffer.from('[]'), count: 0, hasMore: false };
  const body = Buffer.from(text);
  let start = 1;
  for (let count = 1; ; count++) {
    const end = body.indexOf(NEWLINE, start);
    if (end < 0) return { body, count, hasMore: false };
    if (count === limit) {
      body[end] = CLOSE;
      return { body: body.subarray(0, end + 1), count, hasMore: true, nextCursor: idAt(body, start, end) };
    }
    body[end] = COMMA;
    start = end + 1;
  }
}

/**
 * Built once per database and combination, and prepared (`keptRead`): building a query is a good
 * part of a list's cost, and the database keeps the parsed statement per connection.
 */
function preparedList(db: Db, shape: ListShape) {
  const key =
    [shape.city, shape.category, shape.q, shape.cursor, shape.offset].map(Number).join('') + `_${shape.fetch}`;
  return keptRead<{ page: string | null }>(db, `articles_list_${key}`, () => buildList(db, shape), ['page']);
}

export interface ArticlePage {
  /** The page's summaries as the JSON array the API sends, in UTF-8 (see `summaryFields`). */
  body: Buffer;
  /** How many summaries the page holds. */
  count: number;
  /** More matches follow this page. */
  hasMore: boolean;
  /** The `cursor` of the next page (the last item's id), when there is one. */
  nextCursor?: string;
}

/** One page of the list: from `cursor` when given, else from `offset`. */
export async function listArticles(db: Db, query: ArticleListQuery, now: Date = new Date()): Promise<ArticlePage> {
  const shape = {
    city: !!query.city,
    category: !!query.category,
    q: !!query.q,
    cursor: !!query.cursor,
    offset: !query.cursor && query.offset > 0,
    fetch: fetchSize(query.limit),
  };
  const read = preparedList(db, shape);
  const [row] = await read({ ...matchValues(query, now), cursor: query.cursor, offset: query.offset });
  return cutPage(row?.page ?? null, query.limit);
}

/**
 * The number of matches, counted up to COUNT_CAP: beyond that nobody pages by the number, and
 * counting a whole 100,000-story city is the slow part of a list. Prepared like the list, with the
 * cap written into the text so that one plan is kept (decision 038).
 */
export async function countArticles(db: Db, query: ArticleListQuery, now: Date = new Date()): Promise<number> {
  const shape = { city: !!query.city, category: !!query.category, q: !!query.q };
  const read = keptRead<{ total: string }>(
    db,
    `articles_count_${[shape.city, shape.category, shape.q].map(Number).join('')}`,
    () => {
      const matches = db
        .select({ one: sql`1` })
        .from(articles)
        .where(matching(shape))
        .limit(literal(COUNT_CAP))
        .as('matches');
      return db.select({ total: sql<string>`count(*)` }).from(matches);
    },
    ['total'],
  );
  const [row] = await read(matchValues(query, now));
  return Number(row?.total ?? 0);
}

/** The city's cover story: its newest featured, published article. */
export async function featuredArticle(db: Db, city: City | undefined, now: Date = new Date()): Promise<ArticleSummary> {
  const [row] = await db
    .select(summaryColumns)
    .from(articles)
    .where(and(eq(articles.featured, true), isPublic(now), city ? eq(articles.city, city) : undefined))
    .orderBy(...newestFirst)
    .limit(1);
  if (!row) throw new AppError('FEATURED_ARTICLE_NOT_FOUND', 404, 'No featured article for this city yet.');
  return toSummary(row);
}

export async function getArticle(db: Db, id: string, now: Date = new Date()): Promise<Article> {
  const [row] = await db
    .select({ ...summaryColumns, content: articles.content, contentHtml: articles.contentHtml })
    .from(articles)
    .where(and(eq(articles.id, id), isPublic(now)));
  if (!row) throw new AppError('ARTICLE_NOT_FOUND', 404, 'Article not found.');
  return toSummary(row);
}
