/**
 * The "Add to calendar" file: one RFC 5545 VEVENT. Times are written in UTC (converted from the
 * city's zone), so every calendar app places the event at the same moment; a time we cannot read
 * ("All day", "TBA") makes an all-day event rather than a wrong hour.
 */
import { MAGAZINE_TIME_ZONE } from '../../../shared/dates';
import type { MagazineEvent } from '../../../shared/magazine';
import { parseEventTime, zonedTimeToInstant } from './event-time';

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
function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

function timing(event: Pick<MagazineEvent, 'date' | 'time'>): string[] {
  const parsed = parseEventTime(event.time);
  if (!parsed)
    return [`DTSTART;VALUE=DATE:${dayStamp(event.date)}`, `DTEND;VALUE=DATE:${dayStamp(nextDay(event.date))}`];
  const start = zonedTimeToInstant(event.date, parsed.start, MAGAZINE_TIME_ZONE);
  let end = parsed.end ? zonedTimeToInstant(event.date, parsed.end, MAGAZINE_TIME_ZONE) : undefined;
  if (end && end <= start) end = zonedTimeToInstant(nextDay(event.date), parsed.end!, MAGAZINE_TIME_ZONE);
  return [`DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(end ?? new Date(start.getTime() + DEFAULT_LENGTH_MS))}`];
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
  const lines = [...HEADER, ...vevent(event, opts), 'END:VCALENDAR'];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/**
 * The subscribable calendar of a city's upcoming events (/calendar/{city}.ics). Times are UTC
 * instants converted from the cities' zone, which every calendar app places correctly; the
 * calendar names that zone so apps show it in the cities' own time by default.
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
