/**
 * The one reader of public lists: a page from the public-read cache or from the list's `read`, kept
 * as its answer's bytes and ETag; the total from the cache, or told by a last page, or counted.
 */
import { z } from 'zod';
import { listAnswer } from '../json-answer';
import { PUBLIC_COUNT_TTL_MS, publicReadCache, type TtlCache } from '../cache';
import type { ListContext, ListPage, PageQuery, PublicList } from './define';
import { countKey, listKeyPrefixes, pageKey } from './keys';

/** Forgets the cached pages and totals of `lists` on this process (and rendered pages), as after a moderator's change. */
export function forgetLists(app: { deps: { now?: () => Date } }, ...lists: PublicList<PageQuery, unknown>[]): void {
  publicReadCache(app).clear(listKeyPrefixes(...lists.map((list) => list.name)));
}

interface ListRead extends ListPage {
  /** The number of matches (counted up to the list's cap), when the list counts. */
  total?: number;
}

const arrays = new WeakMap<object, z.ZodType<unknown[], unknown[]>>();
/** The answer's schema: an array of the list's items (made once per list). */
export function answerSchema<Item>(list: PublicList<PageQuery, Item>): z.ZodType<Item[], Item[]> {
  let schema = arrays.get(list);
  if (!schema) arrays.set(list, (schema = z.array(list.item) as z.ZodType<unknown[], unknown[]>));
  return schema as z.ZodType<Item[], Item[]>;
}

async function makePage<Q extends PageQuery, Item>(
  list: PublicList<Q, Item>,
  query: Q,
  ctx: ListContext,
): Promise<ListPage> {
  const read = await list.read(query, ctx);
  return Array.isArray(read) ? listAnswer(answerSchema(list), read) : read;
}

export async function readList<Q extends PageQuery, Item>(
  cache: TtlCache,
  list: PublicList<Q, Item>,
  query: Q,
  ctx: ListContext,
): Promise<ListRead> {
  const page = list.cached
    ? await cache.get(pageKey(list, query, ctx.variant), () => makePage(list, query, ctx))
    : await makePage(list, query, ctx);
  const { count } = list;
  if (!count) return page;
  // A last page that holds something (or is the first) tells the total without counting; a cursor
  // page does not know how many came before it.
  const last = page.hasMore === undefined ? page.count < query.limit : !page.hasMore;
  const tells = !query.cursor && last && (page.count > 0 || query.offset === 0);
  const total = tells
    ? query.offset + page.count
    : list.cached
      ? await cache.get(countKey(list, query, ctx.variant), () => count.call(list, query, ctx), PUBLIC_COUNT_TTL_MS)
      : await count.call(list, query, ctx);
  return { ...page, total };
}
