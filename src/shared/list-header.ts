/**
 * Lists answer with a JSON array; these headers carry what "Load more" needs: the number of matches
 * (counted up to a cap), whether more follow, and where they offer it the cursor of the next page.
 * A module of its own, without zod: the browser's list code needs only these names.
 */
export const TOTAL_COUNT_HEADER = 'x-total-count';
export const HAS_MORE_HEADER = 'x-has-more';
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
/** Totals are counted up to this many matches; beyond it X-Total-Count says this number. */
export const COUNT_CAP = 10_000;
