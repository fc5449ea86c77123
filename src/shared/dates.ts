/**
 * The site's dates, for both sides: spec 000's en-US short form ("Nov 21, 2026", `formatDate`) and the
 * front page's dateline ("Monday, November 23, 2026", `formatDateline`) here; an instant to the minute
 * ("Nov 21, 2026, 7:00 PM") and a time of day ("7:00 PM") in `clock.ts`, apart because no first page
 * needs them and this module loads with every page. All in the magazine's time zone, so a server
 * render and the reader's browser write the same text; 'No date' when there is none, 'Invalid date'
 * when it cannot be read. On screen a date is a `<DateTime>` (components/ui/DateTime.tsx), which takes
 * one of these formats.
 */

/** Every city the magazine covers keeps Eastern time; instants are shown as a local reader sees them. */
export const MAGAZINE_TIME_ZONE = 'America/New_York';

/** A calendar date as written in the data ("2026-11-21"): a day, not an instant. */
export const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale and options, kept: making an Intl.DateTimeFormat costs about 130 µs, using
 * one about 1.5 µs, and a list page formats a date per card, two or three times per server render.
 */
export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The months as the en-US short form writes them. */
export const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * A calendar date (midnight UTC) in the short form, written without Intl: a page's first Intl object
 * loads the browser's locale data, 22-47 ms of one task in a new Chromium page here (decision 033),
 * and an event list or a card's calendar tab needs nothing from it.
 * `dates.test.ts` holds it to Intl's own text.
 */
function calendarDate(date: Date): string {
  return `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export function formatDate(value: string | Date | null | undefined, timeZone = MAGAZINE_TIME_ZONE): string {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return 'No date';
  const text = typeof value === 'string' ? value.trim() : value;
  // A calendar date ("2026-11-21") names a day, not an instant: formatting it in UTC keeps it
  // from slipping to the day before for readers west of Greenwich.
  const dateOnly = typeof text === 'string' && DATE_ONLY.test(text);
  const date = text instanceof Date ? text : new Date(dateOnly ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) return 'Invalid date';
  if (dateOnly && date.getUTCFullYear() >= 1) return calendarDate(date);
  return dateFormatter('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: dateOnly ? 'UTC' : timeZone,
  }).format(date);
}

/** The front page's dateline, "Monday, November 23, 2026", for the day it is where the magazine's readers live. */
export function formatDateline(instant: Date, timeZone = MAGAZINE_TIME_ZONE): string {
  return dateFormatter('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(instant);
}
