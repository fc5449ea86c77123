/**
 * The dates module's formats to the minute (see dates.ts), and the staff desks' calendar formats,
 * in a module of their own so that the code every page loads first does not carry them: a time of
 * day ("7:00 PM"), an instant to the minute ("Nov 21, 2026, 7:00 PM"), in the magazine's time zone.
 */
import { DATE_ONLY, MAGAZINE_TIME_ZONE, dateFormatter, formatDate } from './dates';

/**
 * A format of the site in the style of formatDate: a calendar date ("2026-11-21") names that day
 * whatever the zone, an instant is shown in the magazine's time zone; 'No date' and 'Invalid date'
 * as formatDate says them. The formats themselves are named (formatLongDate, and clock.ts's).
 */
export function dayFormat(options: Intl.DateTimeFormatOptions) {
  return (value: string | Date | null | undefined, timeZone = MAGAZINE_TIME_ZONE): string => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return 'No date';
    const text = typeof value === 'string' ? value.trim() : value;
    const dateOnly = typeof text === 'string' && DATE_ONLY.test(text);
    const date = text instanceof Date ? text : new Date(dateOnly ? `${text}T00:00:00Z` : text);
    if (Number.isNaN(date.getTime())) return 'Invalid date';
    return dateFormatter('en-US', { ...options, timeZone: dateOnly ? 'UTC' : timeZone }).format(date);
  };
}

/** "November 21, 2026": a day in full, as mail and the newsletter's titles write it. */
export const formatLongDate = dayFormat({ month: 'long', day: 'numeric', year: 'numeric' });

/** "7:00 PM": an instant's time of day where the magazine's readers live. */
export function formatTime(value: string | Date | null | undefined, timeZone = MAGAZINE_TIME_ZONE): string {
  if (!value) return 'No date';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  return dateFormatter('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(date);
}

/**
 * "Nov 21, 2026, 7:00 PM": an instant to the minute, in the magazine's time zone (the staff desks'
 * timestamps, an event that ends on a later day); 'No date' and 'Invalid date' as formatDate says them.
 */
export function formatDateTime(value: string | Date | null | undefined, timeZone = MAGAZINE_TIME_ZONE): string {
  const day = formatDate(value, timeZone);
  return value && day !== 'Invalid date' && day !== 'No date' ? `${day}, ${formatTime(value, timeZone)}` : day;
}

/** "November 23, 2026 at 10:00 AM EST": an instant to the minute in full, naming its zone (mail, account notices). */
export const formatLongDateTime = dayFormat({
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "Mon, Dec 7": a day in a calendar's grid. */
export const formatWeekdayShort = dayFormat({ weekday: 'short', month: 'short', day: 'numeric' });

/** "Monday, December 7": a day of a calendar, read out. */
export const formatWeekdayLong = dayFormat({ weekday: 'long', month: 'long', day: 'numeric' });

/** "December 2026": a calendar's month. */
export const formatMonthYear = dayFormat({ month: 'long', year: 'numeric' });

/** "Dec 7": a day on a chart's axis. */
export const formatMonthDay = dayFormat({ month: 'short', day: 'numeric' });
