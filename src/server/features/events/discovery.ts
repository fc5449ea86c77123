/**
 * The event list's discovery filters as SQL (issue 42; docs/decisions/057-event-discovery-filters.md):
 * days are the cities' calendar days (Eastern time, MAGAZINE_TIME_ZONE), so an event at 23:30 local is
 * "today" though it is tomorrow in UTC.
 */
import { and, eq, gt, gte, isNull, lte, or, type SQL } from 'drizzle-orm';
import { events } from '../../db/schema';
import { dayInTimeZone } from '../../../shared/zoned-days';
import type { EventListQuery } from '../../../shared/magazine';
import { weekendDays, type EventWhen } from '../../../shared/event-choices';
import { nextCalendarDay } from '../../platform/zoned-time';

/** An event with a start but no end counts as happening for this long after it starts. */
const HAPPENING_WITHOUT_END_MS = 3 * 60 * 60 * 1000;

/** Calendar days a `when` other than "now" covers. */
function whenDays(when: Exclude<EventWhen, 'now'>, today: string): { first: string; last: string } {
  if (when === 'today') return { first: today, last: today };
  if (when === 'tomorrow') {
    const tomorrow = nextCalendarDay(today);
    return { first: tomorrow, last: tomorrow };
  }
  return weekendDays(today);
}

/**
 * Happening now: started and not ended; an event without an end for HAPPENING_WITHOUT_END_MS after its
 * start; an event with no clock time (older rows, "All day", "TBA") all through its day.
 */
function happeningNow(now: Date, today: string): SQL | undefined {
  const since = new Date(now.getTime() - HAPPENING_WITHOUT_END_MS);
  return or(
    and(lte(events.startsAt, now), or(gt(events.endsAt, now), and(isNull(events.endsAt), gt(events.startsAt, since)))),
    and(isNull(events.startsAt), eq(events.date, today)),
  );
}

/** The conditions of a query's discovery filters (when, from/to, price, category). */
export function discoveryConditions(query: EventListQuery, now: Date): (SQL | undefined)[] {
  const today = dayInTimeZone(now);
  const conditions: (SQL | undefined)[] = [];
  if (query.when === 'now') conditions.push(happeningNow(now, today));
  else if (query.when) {
    const { first, last } = whenDays(query.when, today);
    conditions.push(gte(events.date, first), lte(events.date, last));
  }
  if (query.from) conditions.push(gte(events.date, query.from));
  if (query.to) conditions.push(lte(events.date, query.to));
  if (query.price === 'free') conditions.push(eq(events.priceCents, 0));
  if (query.price === 'paid') conditions.push(gt(events.priceCents, 0));
  if (query.category) conditions.push(eq(events.category, query.category));
  return conditions;
}

/**
 * What part of the list's cache key the clock decides: the day for a `when` by days, the minute for
 * "now", nothing otherwise (a page kept past midnight would answer yesterday's "today").
 */
export function discoveryVariant(query: Partial<EventListQuery>, now: Date): string {
  if (query.when === 'now') return now.toISOString().slice(0, 16);
  return query.when ? dayInTimeZone(now) : '';
}
