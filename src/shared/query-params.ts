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

/** `limit` and `offset`; the offset is capped only so that a typo cannot overflow the database's integer. */
export function pagingParams(limit: { default: number; max: number } = LIST_LIMIT) {
  return {
    limit: countParam('limit', 1, limit.max, limit.default),
    offset: countParam('offset', 0, 10_000_000, 0),
  };
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
