/**
 * A public list, declared once: its name, its query (filters and paging, from its zod schema in
 * src/shared), its item schema, and how a page and the total are read. `readList` (read.ts) derives
 * everything else from this: the cache, count and ETag keys, the headers, the answer's bytes; the
 * route (route.ts) takes the schemas from it. Docs: docs/architecture.md, "A public list read".
 */
import type { z } from 'zod';
import type { Db } from '../../db/client';

/** The fields of a list query that say where a page starts and how long it is; every other field filters. */
export const PAGING_FIELDS = ['limit', 'offset', 'cursor'] as const;

/** What every public list query holds (the rest are its filters). */
export interface PageQuery {
  limit: number;
  offset: number;
  cursor?: string;
}

/** A page already made as the answer's bytes (a list that writes its own JSON, as the article list does). */
export interface ListPage {
  /** The answer's body: a JSON array in UTF-8. */
  body: Buffer;
  /** The body's ETag. */
  etag: string;
  /** How many items it holds. */
  count: number;
  /** More items follow (the list reads one more than the page); unset when the list does not say. */
  hasMore?: boolean;
  /** The `cursor` of the next page, for lists that page by cursor. */
  nextCursor?: string;
}

/** What a read knows besides the query. */
export interface ListContext {
  db: Db;
  /** The app's clock (tests move it). */
  now: Date;
  /** A part of the list the route names that is not in the query (the day of "upcoming", a post's id). */
  variant: string;
}

export interface PublicList<Query extends PageQuery, Item> {
  /** Names the list in the cache's keys and the database's statement names. */
  name: string;
  /** The route's query schema: every field not in PAGING_FIELDS is a filter, keyed in this order. */
  query: z.ZodObject<z.ZodRawShape, z.core.$strip> & z.ZodType<Query, unknown>;
  /** One item of the answer: the route's answer is an array of these, encoded by this schema. */
  item: z.ZodType<Item, Item>;
  /** One page: its items (encoded by `item` when the page is made) or the answer's bytes. */
  read(query: Query, ctx: ListContext): Promise<Item[] | ListPage>;
  /** How many items the filters match (X-Total-Count); a list without it sends no total. */
  count?(query: Query, ctx: ListContext): Promise<number>;
  /**
   * Pages kept in the public-read cache (20 s, forgotten when staff change public content): lists
   * whose writes do not all clear that cache (deals, fashion, resources, sports, artists) read afresh.
   */
  cached: boolean;
}

/** Declares a list (an identity that checks the declaration's types). */
export const definePublicList = <Query extends PageQuery, Item>(list: PublicList<Query, Item>) => list;
