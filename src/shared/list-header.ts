/**
 * Lists answer with a JSON array; this header carries the number of matches for "Load more".
 * A module of its own, without zod: the browser's list code needs only this name.
 */
export const TOTAL_COUNT_HEADER = 'x-total-count';
