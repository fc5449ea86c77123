/**
 * Wall-clock times in a time zone as instants, for the server: an event's start in a calendar file,
 * the cities' next midnight for the page cache. (Kept out of shared/dates.ts, which the browser loads
 * with every page.)
 */
import { dateFormatter, MAGAZINE_TIME_ZONE } from '../../shared/dates';
import { dayInTimeZone } from '../../shared/zoned-days';

/** The day after a calendar day: "2026-11-30" -> "2026-12-01". */
export function nextCalendarDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** How far a time zone's clocks are ahead of UTC at an instant, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = dateFormatter('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const v = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(v('year'), v('month') - 1, v('day'), v('hour'), v('minute'), v('second')) - instant;
}

/** The instant a wall-clock time on a calendar day ("2026-11-21") names in a time zone. */
export function zonedTimeToInstant(day: string, clock: { hour: number; minute: number }, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, clock.hour, clock.minute);
  // Two passes settle the offset on the right side of a daylight-saving change.
  const first = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(first, timeZone));
}

/**
 * The first instant of the next calendar day in a time zone: when a page that shows "today" (the
 * front page's dateline, a business's hours) stops being right.
 */
export function nextDayStart(instant: Date, timeZone = MAGAZINE_TIME_ZONE): Date {
  return zonedTimeToInstant(nextCalendarDay(dayInTimeZone(instant, timeZone)), { hour: 0, minute: 0 }, timeZone);
}
