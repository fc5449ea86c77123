/**
 * The event list's filter fields (issue 42, "Event discovery"): when (today, tomorrow, this weekend,
 * happening now), a date range, free or paid, and a category; their choices are in event-choices.ts.
 */
import { z } from 'zod';
import { optionalParam } from './query-params';
import { EVENT_CATEGORIES, EVENT_PRICES, EVENT_WHEN, isCalendarDay } from './event-choices';

const choice = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  optionalParam(
    z.enum(values, {
      error: (iss) => `Unknown ${field} "${String(iss.input ?? '')}". Valid values: ${values.join(', ')}.`,
    }),
  );

const day = (field: string) =>
  optionalParam(
    z.string().trim().refine(isCalendarDay, `${field} must be a real date written YYYY-MM-DD, e.g. 2026-12-05.`),
  );

/** The filter fields of the event list's query (added to eventListQuerySchema, shared/magazine.ts). */
export const eventFilterFields = {
  when: choice('when', EVENT_WHEN),
  from: day('from'),
  to: day('to'),
  price: choice('price', EVENT_PRICES),
  category: choice('category', EVENT_CATEGORIES),
};

/** `to` before `from` is a field error on `to`. */
export function checkDateRange(query: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  if (query.from && query.to && query.to < query.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be the same day as from or later.' });
  }
}
