/**
 * Building blocks of every public list's query string, so that paging and filters read and fail
 * the same way across the API: `?city=` with nothing after it means "no filter", and a bad
 * number or choice is a 400 whose message says what is allowed.
 */
import { z } from 'zod';

export { COUNT_CAP, HAS_MORE_HEADER, NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from './list-header';
export const LIST_LIMIT = { default: 50, max: 100 } as const;
/*
 * Lists that page by position also answer whether more follow (HAS_MORE_HEADER) and, where they offer
 * it, the cursor of the next page (NEXT_CURSOR_HEADER, `?cursor=`): a page found from the last item
 * seen instead of counting past `offset` items, so page 500 costs what page 1 does.
 */

export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** An optional parameter: blank counts as absent. */
export const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export function countParam(name: string, min: number, max: number, fallback: number) {
  const message = `${name} must be a whole number from ${min} to ${max}.`;
  return z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback),
  );
}

/** `limit` and `offset` of a staff list; the offset is capped only so that a typo cannot overflow the database's integer. */
export function pagingParams(limit: { default: number; max: number } = LIST_LIMIT) {
  return {
    limit: countParam('limit', 1, limit.max, limit.default),
    offset: countParam('offset', 0, 10_000_000, 0),
  };
}

/**
 * The deepest `offset` a public list answers: a page by offset walks every item before it, so past
 * this a list is read by `cursor` (where it gives one) or narrowed by a filter (docs/decisions/056).
 */
export const OFFSET_CAP = 2_500;

/** A whole number from 0 to OFFSET_CAP, with a 400 past it that says how to read further. */
export function offsetParam(further: string) {
  const range = `offset must be a whole number from 0 to ${OFFSET_CAP}`;
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${range}.` })
      .int(`${range}.`)
      .min(0, `${range}.`)
      .max(OFFSET_CAP, `${range}; ${further}`)
      .default(0),
  );
}

/** What a list without a cursor tells a reader past OFFSET_CAP. */
export const NARROW_FURTHER = 'narrow the list with a filter to read further.';
/** What a list with a cursor tells a reader past OFFSET_CAP. */
export const CURSOR_FURTHER = 'read further pages with cursor, the X-Next-Cursor of the page before.';

/** `limit` and `offset` of a public list. */
export function publicPaging(limit: { default: number; max: number } = LIST_LIMIT, further = NARROW_FURTHER) {
  return { limit: countParam('limit', 1, limit.max, limit.default), offset: offsetParam(further) };
}

/** `cursor`: the id of the last item of the previous page, as X-Next-Cursor gave it. */
export const cursorParam = () =>
  optionalParam(
    z
      .string()
      .max(100, 'cursor must be a value from the X-Next-Cursor header.')
      .regex(/^[\w-]+$/, 'cursor must be a value from the X-Next-Cursor header.'),
  );

/**
 * An optional filter value checked against a fixed list. Blank or "all" means "no filter", as
 * the pages' "All ..." choices do.
 */
export function optionalChoice<T extends readonly [string, ...string[]]>(field: string, values: T) {
  return z.preprocess(
    (v) => (blankToUndefined(v) === undefined || v === 'all' ? undefined : v),
    z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` }).optional(),
  );
}
