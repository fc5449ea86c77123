/**
 * Which day, weekday or year an instant falls on where the magazine's readers live, the same on the
 * server and in any browser. Apart from dates.ts so that the code every page loads first (the
 * dates on cards) does not carry them.
 */
import { MAGAZINE_TIME_ZONE, dateFormatter } from './dates';

/** The calendar day ("2026-11-21") an instant falls on in a time zone. */
export function dayInTimeZone(instant: Date, timeZone = MAGAZINE_TIME_ZONE): string {
  const parts = dateFormatter('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * The day of the week (0 Sunday to 6 Saturday) an instant falls on in a time zone: the server and
 * the reader's browser agree on it, whichever zone either machine keeps.
 */
export function weekdayInTimeZone(instant: Date, timeZone = MAGAZINE_TIME_ZONE): number {
  return new Date(`${dayInTimeZone(instant, timeZone)}T00:00:00Z`).getUTCDay();
}

/** The calendar year an instant falls in, in a time zone. */
export function yearInTimeZone(instant: Date, timeZone = MAGAZINE_TIME_ZONE): number {
  return Number(dayInTimeZone(instant, timeZone).slice(0, 4));
}
