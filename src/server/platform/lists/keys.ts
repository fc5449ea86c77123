/**
 * The public-read cache's keys of a list, derived from its declaration: nobody spells them by hand.
 * `page:<name>:<variant>:<filters>:<limit>:<offset>:<cursor>` for a page (the filters' values in the
 * schema's field order) and `count:<name>:<variant>:<filters>` for its total, so every page size and
 * offset of one filter shares one count.
 */
import { PAGING_FIELDS, type PageQuery, type PublicList } from './define';

const isPaging = (field: string) => (PAGING_FIELDS as readonly string[]).includes(field);

/** The values of `fields` of `query`, in that order, as one text. */
const valuesOf = (fields: readonly string[], query: object) =>
  JSON.stringify(fields.map((field) => (query as Record<string, unknown>)[field] ?? null));

/** A list's filter fields in the schema's order, worked out once per list (a key is made on every request). */
const filtersOf = new WeakMap<object, readonly string[]>();
/** A query's filter values as text, worked out once per query (its page's key and its count's share it). */
const filterTexts = new WeakMap<object, { list: object; text: string }>();

function filtersText(list: PublicList<PageQuery, unknown>, query: PageQuery): string {
  const known = filterTexts.get(query);
  if (known?.list === list) return known.text;
  let fields = filtersOf.get(list);
  if (!fields) filtersOf.set(list, (fields = Object.keys(list.query.shape).filter((field) => !isPaging(field))));
  const text = valuesOf(fields, query);
  filterTexts.set(query, { list, text });
  return text;
}

/** The key of a page of `list` for `query`. */
export function pageKey<Q extends PageQuery>(list: PublicList<Q, unknown>, query: Q, variant: string): string {
  const filters = filtersText(list as PublicList<PageQuery, unknown>, query);
  return `page:${list.name}:${variant}:${filters}:${query.limit}:${query.offset}:${JSON.stringify(query.cursor ?? null)}`;
}

/** The key of the total of `list` for `query`'s filters (every page size and offset shares it). */
export function countKey<Q extends PageQuery>(list: PublicList<Q, unknown>, query: Q, variant: string): string {
  return `count:${list.name}:${variant}:${filtersText(list as PublicList<PageQuery, unknown>, query)}`;
}

/** The key prefixes of every cached page and count of the lists named (to forget them when their content changes). */
export const listKeyPrefixes = (...names: string[]) => names.flatMap((name) => [`page:${name}:`, `count:${name}:`]);
