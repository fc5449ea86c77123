import { WEEKDAYS, type Weekday } from '../../../shared/weekdays';
import { dayInTimeZone, weekdayInTimeZone } from '../../../shared/zoned-days';

/**
 * The weekly rhythm. All five cities are on US Eastern time, so "Thursday" means Thursday there,
 * whatever the server's clock zone.
 */
export const NEWSLETTER_TIME_ZONE = 'America/New_York';
export { WEEKDAYS, type Weekday };

/** The calendar date (YYYY-MM-DD) and weekday of an instant in the cities' time zone. */
export function localDay(now: Date): { date: string; weekday: number } {
  return { date: dayInTimeZone(now, NEWSLETTER_TIME_ZONE), weekday: weekdayInTimeZone(now, NEWSLETTER_TIME_ZONE) };
}

/** The most recent newsletter day on or before `now` (local date): the week an automatic draft belongs to. */
export function currentCycleDate(now: Date, day: Weekday): string {
  const { date, weekday } = localDay(now);
  const back = (weekday - WEEKDAYS.indexOf(day) + 7) % 7;
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
}
