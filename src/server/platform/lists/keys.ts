/**
 * The public-read cache's keys of a list, derived from its declaration: nobody spells them by hand.
 * `page:<name>:<variant>:<query>` for a page (filters and paging in the schema's field order) and
 * `count:<name>:<variant>:<filters>` for its total, so every page size and offset of one filter
 * shares one count.
 */
import { PAGING_FIELDS, type PageQuery, type PublicList } from './define';

const isPaging = (field: string) => (PAGING_FIELDS as readonly string[]).includes(field);

/** The values of `fields` of `query`, in that order, as one text. */
const valuesOf = (fields: readonly string[], query: object) =>
  JSON.stringify(fields.map((field) => (query as Record<string, unknown>)[field] ?? null));

interface ListFields {
  /** The filters, in the schema's order. */
  filters: readonly string[];
  /** The filters, then the paging fields. */
  pages: readonly string[];
}

/** A list's key fields, worked out once per list (a key is made on every request). */
const fieldsOf = new WeakMap<object, ListFields>();
function listFields(list: PublicList<PageQuery, unknown>): ListFields {
  let fields = fieldsOf.get(list);
  if (!fields) {
    const filters = Object.keys(list.query.shape).filter((field) => !isPaging(field));
    fieldsOf.set(list, (fields = { filters, pages: [...filters, ...PAGING_FIELDS] }));
  }
  return fields;
}

/** The key of a page of `list` for `query`. */
export function pageKey<Q extends PageQuery>(list: PublicList<Q, unknown>, query: Q, variant: string): string {
  return `page:${list.name}:${variant}:${valuesOf(listFields(list as PublicList<PageQuery, unknown>).pages, query)}`;
}

/** The key of the total of `list` for `query`'s filters (every page size and offset shares it). */
export function countKey<Q extends PageQuery>(list: PublicList<Q, unknown>, query: Q, variant: string): string {
  return `count:${list.name}:${variant}:${valuesOf(listFields(list as PublicList<PageQuery, unknown>).filters, query)}`;
}

/** The key prefixes of every cached page and count of the lists named (to forget them when their content changes). */
export const listKeyPrefixes = (...names: string[]) => names.flatMap((name) => [`page:${name}:`, `count:${name}:`]);
