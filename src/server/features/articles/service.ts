import { hash } from 'node:crypto';
import { and, eq, ilike, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { keptRead } from '../../db/statements';
import { articles } from '../../db/schema';
import type { ArticleListQuery, Article, ArticleSummary } from '../../../shared/magazine';
import type { City } from '../../../shared/cities';
import { AppError } from '../../platform/app-error';
import { PUBLISHED } from '../../../shared/publishing';
import { COUNT_CAP } from '../../../shared/query-params';
import { publicNow, SCHEDULED_STATUS } from '../../platform/visibility';
import { SummaryBytes } from './summary-bytes';

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
 * (docs/decisions/038). A page by offset reads the stories it skips past its mark too (fewer than
 * MARK_STEP, decision 043), so the largest covers a page of 100 and 49 skipped; past it (a search by
 * offset) the exact number is read.
 */
const FETCH_SIZES = [5, 13, 25, 51, 101, 151] as const;
const fetchSize = (limit: number): number => FETCH_SIZES.find((size) => size > limit) ?? limit + 1;

type ListShape = {
  city: boolean;
  category: boolean;
  q: boolean;
  cursor: boolean;
  /** Starts after a mark: a story's position given by value (a page by offset, decision 043). */
  after: boolean;
  /** Starts past a bound number of matches (a search's page by `offset` other than the first). */
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
const matchValues = (query: Pick<ArticleListQuery, 'city' | 'category' | 'q'>, now: Date) => ({
  now: now.toISOString(),
  city: query.city,
  category: query.category,
  pattern: query.q ? containsPattern(query.q) : undefined,
});

/** A number written into the SQL text (drizzle's `limit` binds a plain number as a parameter). */
const literal = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number;

/** The columns the trigger of migrations 0009 and 0010 writes on every save (drizzle does not declare them). */
const summaryJson = sql<string>`${articles}."summary_json"`;
const summaryTag = sql<string>`${articles}."summary_tag"`;

/**
 * The list query for one combination of filters, with every value a parameter. After the `cursor`
 * article in newest-first order is a row comparison on (publish_date, id), which the list indexes
 * answer by starting their walk there; the position is read from that article itself, so a cursor is
 * just an id and keeps the database's full timestamp precision.
 *
 * It reads no summary: each match as its summary's key, the tag of the summary's bytes (an MD5 of
 * 32 characters, written by the database with the summary on every save, migration 0010) followed
 * by the id, which the city lists' indexes carry, so a page is read from a small index alone. The
 * page comes back as one text, the keys in order with a newline between two (an id is a UUID and
 * holds none), and the server takes the bytes from memory by key (decision 041).
 */
function buildList(db: Db, shape: ListShape) {
  const page = db
    .select({ key: sql<string>`${summaryTag} || ${articles.id}`.as('key') })
    .from(articles)
    .where(
      and(
        matching(shape),
        shape.cursor
          ? sql`(${articles.publishDate}, ${articles.id}) < ((select ${articles.publishDate} from ${articles} where ${articles.id} = ${param('cursor')}), ${param('cursor')})`
          : undefined,
        // The mark's date in a sub-select, as the cursor's: a value the planner cannot see costs
        // every call the same, so it keeps one plan instead of planning each (decision 038).
        shape.after
          ? sql`(${articles.publishDate}, ${articles.id}) < ((select ${param('afterDate')}::timestamptz), ${param('afterId')})`
          : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(literal(shape.fetch))
    .offset(shape.offset ? param('offset') : 0)
    .as('page');
  // The aggregate takes the rows in the order the sorted subquery gives them, with nothing between
  // the two that could reorder them (no join): PostgreSQL documents this for aggregates over a
  // sorted subquery. An ORDER BY inside string_agg would sort the page again (decision 040). No
  // row: null.
  return db.select({ keys: sql<string | null>`string_agg(${page.key}, E'\\n')` }).from(page);
}

/**
 * Built once per database and combination, and prepared (`keptRead`): building a query is a good
 * part of a list's cost, and the database keeps the parsed statement per connection.
 */
function preparedList(db: Db, shape: ListShape) {
  const key =
    [shape.city, shape.category, shape.q, shape.cursor, shape.after, shape.offset].map(Number).join('') +
    `_${shape.fetch}`;
  return keptRead<{ keys: string | null }>(db, `articles_list_${key}`, () => buildList(db, shape), ['keys']);
}

/** A summary's key: its tag, then the article's id. */
const TAG_LENGTH = 32;
const idOf = (key: string) => key.slice(TAG_LENGTH);

/**
 * Summaries by key, read from the table: their keys now (an edit since the page was read gives a
 * newer one) and their bytes, by id. A story deleted since is not among them.
 */
async function readSummaries(db: Db, ids: readonly string[]): Promise<Map<string, { key: string; json: string }>> {
  const read = keptRead<{ id: string; key: string; json: string }>(
    db,
    'articles_summaries_by_id',
    () =>
      db
        .select({ id: articles.id, key: sql<string>`${summaryTag} || ${articles.id}`, json: summaryJson })
        .from(articles)
        .where(sql`${articles.id} = any(string_to_array(${param('ids')}, E'\\n'))`),
    ['id', 'key', 'json'],
  );
  const rows = await read({ ids: ids.join('\n') });
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Summaries' bytes per database: 32 MB a generation, so at most 64 MB, some 75,000 summaries of
 * 500 bytes (a city's category of 25,000 stories is held whole).
 */
const held = new WeakMap<Db, SummaryBytes>();
const SUMMARY_GENERATION_BYTES = 32 * 1024 * 1024;
function summaryBytes(db: Db): SummaryBytes {
  let bytes = held.get(db);
  if (!bytes) held.set(db, (bytes = new SummaryBytes(SUMMARY_GENERATION_BYTES)));
  return bytes;
}

export interface ArticlePage {
  /** The page's summaries as the JSON array the API sends, in UTF-8. */
  body: Buffer;
  /** The body's ETag: a hash of its summaries' keys, each of which names its bytes. */
  etag: string;
  /** How many summaries the page holds. */
  count: number;
  /** More matches follow this page. */
  hasMore: boolean;
  /** The `cursor` of the next page (the last item's id), when there is one. */
  nextCursor?: string;
}

/** Open and close bracket, comma. */
const OPEN = 0x5b;
const CLOSE = 0x5d;
const COMMA = 0x2c;

/** The summaries as one JSON array. */
function joined(summaries: readonly Buffer[]): Buffer {
  let length = 1 + summaries.length;
  for (const summary of summaries) length += summary.length;
  const body = Buffer.allocUnsafe(Math.max(length, 2));
  body[0] = OPEN;
  let at = 1;
  summaries.forEach((summary, i) => {
    if (i > 0) body[at++] = COMMA;
    at += summary.copy(body, at);
  });
  body[at] = CLOSE;
  return body;
}

/**
 * The page of the keys a list statement read: past the first `skip`, the next `limit` summaries,
 * from memory, and those not held there (not seen since the server started, or edited since) read by
 * id in one query and kept. A key read past `limit` means more follow; the next page starts after the
 * last one kept.
 */
export async function pageOf(db: Db, keys: string | null, limit: number, skip = 0): Promise<ArticlePage> {
  const all = keys === null ? [] : keys.split('\n').slice(skip);
  const wanted = all.length > limit ? all.slice(0, limit) : all;
  const hasMore = all.length > limit;
  const bytes = summaryBytes(db);
  const found = wanted.map((key) => bytes.get(key));
  const missing = wanted.filter((_, i) => !found[i]).map(idOf);
  let used = wanted;
  if (missing.length > 0) {
    const read = await readSummaries(db, missing);
    used = [];
    wanted.forEach((key, i) => {
      if (found[i]) return used.push(key);
      const row = read.get(idOf(key));
      if (!row) return;
      // Its own memory, not a slice of Node's shared 8 KB pool: one summary kept would keep its
      // whole slab, and those dropped around it, alive.
      const summary = Buffer.allocUnsafeSlow(Buffer.byteLength(row.json));
      summary.write(row.json);
      bytes.set(row.key, summary);
      found[i] = summary;
      used.push(row.key);
    });
  }
  const summaries = found.filter((summary): summary is Buffer => !!summary);
  return {
    body: joined(summaries),
    // The keys name the summaries' exact bytes, and the body is nothing but them in order.
    etag: `"${hash('sha1', used.join('\n'), 'base64url')}"`,
    count: summaries.length,
    hasMore,
    // After the last story sent: one deleted since the page was read could not start the next page.
    ...(hasMore ? { nextCursor: idOf(used.at(-1) ?? wanted.at(-1)!) } : {}),
  };
}

/**
 * A page by offset starts its walk at the mark before it: the position of every MARK_STEP-th story
 * of the list, read once by walking the list's index and kept a short while (decision 043). Without
 * marks, a page at offset 20,000 walks 20,000 index entries; with them, fewer than MARK_STEP more
 * than the page. The stories between the mark and the offset are read as keys and dropped.
 */
export const MARK_STEP = 50;

/** Where a list's story stands: its publish date as the database writes it (to the microsecond), and its id. */
export interface ListMark {
  date: string;
  id: string;
}

/**
 * How far a list's marks reach: the first power of two past the offset, at least 1,024, so that a
 * reader going deeper makes a few longer walks (each kept), not one per page.
 */
export const markReach = (offset: number): number => Math.max(1024, 2 ** Math.ceil(Math.log2(offset + 1)));

/**
 * Keeps a list's marks for a while (the routes keep them with the cached pages, forgotten when staff
 * publish): `read` runs when none are kept for this reach.
 */
export type MarkKeeper = (reach: number, read: () => Promise<ListMark[]>) => Promise<ListMark[]>;

/** The marks of the list a query names, up to `reach` stories: the one ending each run of MARK_STEP. */
export async function readMarks(
  db: Db,
  query: Pick<ArticleListQuery, 'city' | 'category'>,
  reach: number,
  now: Date,
): Promise<ListMark[]> {
  const shape = { city: !!query.city, category: !!query.category, q: false };
  const read = keptRead<{ marks: string | null }>(
    db,
    `articles_marks_${[shape.city, shape.category].map(Number).join('')}_${reach}`,
    () => {
      const walked = db
        .select({ date: articles.publishDate, id: articles.id })
        .from(articles)
        .where(matching(shape))
        .orderBy(...newestFirst)
        .limit(literal(reach))
        .as('walked');
      // Numbered in the walk's own order (the window's order is the sorted subquery's, so nothing is
      // sorted again). Only the marks are written as text (the aggregate's filter comes first); the
      // text form of a timestamp reads back to the same microsecond.
      const numbered = db
        .select({
          date: walked.date,
          id: walked.id,
          n: sql<number>`row_number() over (order by ${walked.date} desc nulls last, ${walked.id} desc nulls last)`.as(
            'n',
          ),
        })
        .from(walked)
        .as('numbered');
      const mark = sql`${numbered.date}::text || '|' || ${numbered.id}`;
      const everyStep = sql`${numbered.n} % ${literal(MARK_STEP)} = 0`;
      return db
        .select({ marks: sql<string | null>`string_agg(${mark}, E'\\n') filter (where ${everyStep})` })
        .from(numbered);
    },
    ['marks'],
  );
  const [row] = await read(matchValues({ city: query.city, category: query.category }, now));
  if (!row?.marks) return [];
  return row.marks.split('\n').map((mark) => {
    const bar = mark.lastIndexOf('|');
    return { date: mark.slice(0, bar), id: mark.slice(bar + 1) };
  });
}

/**
 * One page of the list: from `cursor` when given, else from `offset`. With `keepMarks`, a page by
 * offset starts at the mark before it (a search, whose lists are too many to mark, walks there).
 */
export async function listArticles(
  db: Db,
  query: ArticleListQuery,
  now: Date = new Date(),
  keepMarks?: MarkKeeper,
): Promise<ArticlePage> {
  let after: ListMark | undefined;
  let skip = 0;
  const byMarks = !!keepMarks && !query.cursor && !query.q && query.offset > 0;
  if (byMarks) {
    skip = query.offset;
    if (query.offset >= MARK_STEP) {
      const reach = markReach(query.offset);
      const marks = await keepMarks(reach, () => readMarks(db, query, reach, now));
      // Past the list's end there is no mark that far: fewer than MARK_STEP stories follow the last.
      const k = Math.min(Math.floor(query.offset / MARK_STEP), marks.length);
      if (k > 0) after = marks[k - 1];
      skip = query.offset - k * MARK_STEP;
    }
  }
  // Beyond MARK_STEP the skip is past the list's end: reading more would find nothing more.
  const skipped = Math.min(skip, MARK_STEP - 1);
  const shape = {
    city: !!query.city,
    category: !!query.category,
    q: !!query.q,
    cursor: !!query.cursor,
    after: !!after,
    offset: !byMarks && !query.cursor && query.offset > 0,
    fetch: fetchSize(query.limit + skipped),
  };
  const read = preparedList(db, shape);
  const [row] = await read({
    ...matchValues(query, now),
    cursor: query.cursor,
    offset: query.offset,
    afterDate: after?.date,
    afterId: after?.id,
  });
  return pageOf(db, row?.keys ?? null, query.limit, skip);
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
