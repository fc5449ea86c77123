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

interface ListKeys {
  page: string;
  count: string;
}

export function listKeys<Q extends PageQuery>(list: PublicList<Q, unknown>, query: Q, variant: string): ListKeys {
  const fields = Object.keys(list.query.shape);
  const filters = fields.filter((field) => !isPaging(field));
  const pages = [...filters, ...PAGING_FIELDS];
  return {
    page: `page:${list.name}:${variant}:${valuesOf(pages, query)}`,
    count: `count:${list.name}:${variant}:${valuesOf(filters, query)}`,
  };
}

/** The key prefixes of every cached page and count of the lists named (to forget them when their content changes). */
export const listKeyPrefixes = (...names: string[]) => names.flatMap((name) => [`page:${name}:`, `count:${name}:`]);
