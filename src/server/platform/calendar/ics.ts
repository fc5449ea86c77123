/**
 * Calendar files (RFC 5545): one event's "Add to calendar" file and a city's subscribable feed.
 * Times are wall-clock times in the cities' zone (TZID=America/New_York, with its VTIMEZONE), taken
 * from the event's structured start and end; an older event with only the organiser's free text
 * ("7-9 PM") is read from that, and a time we cannot read ("All day", "TBA") makes an all-day event
 * rather than a wrong hour.
 */
import { MAGAZINE_TIME_ZONE } from '../../../shared/dates';
import { nextCalendarDay, zonedTimeToInstant } from '../zoned-time';
import type { MagazineEvent } from '../../../shared/magazine';
import { parseEventTime } from '../../../shared/event-time';

const DEFAULT_LENGTH_MS = 2 * 60 * 60 * 1000;

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const dayStamp = (day: string) => day.replace(/-/g, '');

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: MAGAZINE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
/** The instant as a local time in the cities' zone: 20260704T190000. */
function zonedStamp(instant: Date): string {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`;
}

/**
 * America/New_York's rules since 2007 (the second Sunday of March to the first Sunday of November),
 * so calendar apps place TZID times without a zone database of their own.
 */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${MAGAZINE_TIME_ZONE}`,
  `X-LIC-LOCATION:${MAGAZINE_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

type Timed = Pick<MagazineEvent, 'date' | 'time' | 'startsAt' | 'endsAt'>;

/** Start and end instants: the structured ones, else read from the free text; null: all day. */
function span(event: Timed): { start: Date; end: Date } | null {
  if (event.startsAt) {
    const start = new Date(event.startsAt);
    const end = event.endsAt ? new Date(event.endsAt) : undefined;
    return { start, end: end && end > start ? end : new Date(start.getTime() + DEFAULT_LENGTH_MS) };
  }
  const parsed = parseEventTime(event.time);
  if (!parsed) return null;
  const start = zonedTimeToInstant(event.date, parsed.start, MAGAZINE_TIME_ZONE);
  let end = parsed.end ? zonedTimeToInstant(event.date, parsed.end, MAGAZINE_TIME_ZONE) : undefined;
  if (end && end <= start) end = zonedTimeToInstant(nextCalendarDay(event.date), parsed.end!, MAGAZINE_TIME_ZONE);
  return { start, end: end ?? new Date(start.getTime() + DEFAULT_LENGTH_MS) };
}

function timing(event: Timed): string[] {
  const known = span(event);
  if (!known)
    return [`DTSTART;VALUE=DATE:${dayStamp(event.date)}`, `DTEND;VALUE=DATE:${dayStamp(nextCalendarDay(event.date))}`];
  const tz = `TZID=${MAGAZINE_TIME_ZONE}`;
  return [`DTSTART;${tz}:${zonedStamp(known.start)}`, `DTEND;${tz}:${zonedStamp(known.end)}`];
}

function vevent(event: MagazineEvent & { updatedAt?: Date }, opts: { siteUrl: string; now: Date }): string[] {
  const page = `${opts.siteUrl}/events/${encodeURIComponent(event.id)}`;
  return [
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${new URL(opts.siteUrl).hostname}`,
    `DTSTAMP:${utcStamp(opts.now)}`,
    ...(event.updatedAt ? [`LAST-MODIFIED:${utcStamp(event.updatedAt)}`] : []),
    ...timing(event),
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(`${event.description}\n\n${page}`)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${page}`,
    'END:VEVENT',
  ];
}

const HEADER = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//By Locals For Locals//Community Events//EN',
  'CALSCALE:GREGORIAN',
  'METHOD:PUBLISH',
];

export function eventCalendar(event: MagazineEvent, opts: { siteUrl: string; now: Date }): string {
  const lines = [...HEADER, ...VTIMEZONE, ...vevent(event, opts), 'END:VCALENDAR'];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/**
 * The subscribable calendar of a city's upcoming events (/calendar/{city}.ics), in the cities' own
 * time zone (described by its VTIMEZONE, and named as the calendar's default).
 */
export function eventsCalendarFeed(
  list: (MagazineEvent & { updatedAt: Date })[],
  opts: { siteUrl: string; now: Date; name: string },
): string {
  const lines = [
    ...HEADER,
    `X-WR-CALNAME:${escapeText(opts.name)}`,
    `X-WR-TIMEZONE:${MAGAZINE_TIME_ZONE}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...VTIMEZONE,
    ...list.flatMap((event) => vevent(event, opts)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** A safe download name from the title: "Jazz in the Park!" -> "jazz-in-the-park.ics". */
export function calendarFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'event'}.ics`;
}
