/**
 * A list's filters as SQL, declared once per list: for each filter field of its query schema, the
 * condition it adds when given. The type asks for exactly the schema's filter fields, so a field
 * added to the schema does not compile until its condition is declared; the list and its count
 * read the same conditions, and the statement names and cache keys follow from which are given.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { PAGING_FIELDS } from './define';

/** One filter: its condition on a value (a statement's placeholder), and how the query's text becomes that value. */
export interface ListFilter {
  where(value: ReturnType<typeof sql.placeholder>): SQL | undefined;
  /** The bound value from the query's (default: as given). */
  value?(given: string): unknown;
}

/** A condition for every filter field of a list query `Q`. */
export type ListFilters<Q> = { [K in Exclude<keyof Q, (typeof PAGING_FIELDS)[number]>]-?: ListFilter };

/** A filter's placeholder name in a statement. */
const slot = (field: string) => `filter_${field}`;

interface GivenFilters {
  /** The given filters' conditions, each value a placeholder. */
  where: SQL | undefined;
  /** Which filters are given, one digit per declared filter in order ("101"): part of a statement's name. */
  shape: string;
}

/** The conditions of the filters `query` gives (a blank or absent field filters nothing). */
export function givenFilters<Q extends object>(filters: ListFilters<Q>, query: Q): GivenFilters {
  const conditions: (SQL | undefined)[] = [];
  for (const [field, filter] of Object.entries(filters) as [string, ListFilter][]) {
    if ((query as Record<string, unknown>)[field] !== undefined)
      conditions.push(filter.where(sql.placeholder(slot(field))));
  }
  return { where: and(...conditions), shape: filterShape(filters, query) };
}

/**
 * Which filters `query` gives, one digit per declared filter in order ("101"), without building their
 * SQL: a kept statement's name is worked out on every request, its SQL only once.
 */
export function filterShape<Q extends object>(filters: ListFilters<Q>, query: Q): string {
  let shape = '';
  for (const field in filters) shape += (query as Record<string, unknown>)[field] !== undefined ? '1' : '0';
  return shape;
}

/** The placeholders' values for `query`'s filters. */
export function filterValues<Q extends object>(filters: ListFilters<Q>, query: Q): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, filter] of Object.entries(filters) as [string, ListFilter][]) {
    const given = (query as Record<string, unknown>)[field];
    if (given === undefined) continue;
    values[slot(field)] = filter.value ? filter.value(String(given)) : given;
  }
  return values;
}

/**
 * A kept statement's name for a list: the list, what the statement reads, which filters it takes
 * and what else shapes it (`articles_list_101_c_51`). One name per shape, never per value.
 */
export const statementName = (list: string, kind: string, ...shape: (string | number)[]) =>
  [list, kind, ...shape].join('_');
