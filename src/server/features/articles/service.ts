import { and, eq, ilike, lte, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { keptRead } from '../../db/prepared';
import { articles } from '../../db/schema';
import type { ArticleListQuery, ArticleSummary } from '../../../shared/magazine';
import { PUBLISHED } from '../../../shared/publishing';
import { COUNT_CAP } from '../../../shared/query-params';
import { publicNow, SCHEDULED_STATUS } from '../../platform/visibility';
import { pageOf, param, summaryTag, type ArticlePage } from './list-page';

/** A summary's columns: every field of `articleSummarySchema`, and nothing else (checked by the type). */
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
} satisfies Record<keyof ArticleSummary, AnyPgColumn>;

/** Newest first, spelled exactly like the (…, publish_date DESC NULLS LAST, id DESC NULLS LAST) indexes. */
export const newestFirst = [sql`${articles.publishDate} desc nulls last`, sql`${articles.id} desc nulls last`];

export const toSummary = <T extends { publishDate: Date }>(row: T) => ({
  ...row,
  publishDate: row.publishDate.toISOString(),
});

/** A LIKE pattern matching `text` literally anywhere, so "100%" or "a_b" mean what they say. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Published, or scheduled and due: drafts, withdrawn and not-yet-due stories never show. */
export const isPublic = (now: Date) => publicNow(articles.status, articles.publishDate, now, [PUBLISHED]);

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
