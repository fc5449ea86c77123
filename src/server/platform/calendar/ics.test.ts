import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { calendarFileName, escapeText, eventCalendar, foldLine } from './ics';
import { parseEventTime } from '../../../shared/event-time';

describe('parseEventTime', () => {
  it.each([
    ['7:00 PM', { start: { hour: 19, minute: 0 } }],
    ['7pm', { start: { hour: 19, minute: 0 } }],
    ['12:30 a.m.', { start: { hour: 0, minute: 30 } }],
    ['noon', { start: { hour: 12, minute: 0 } }],
    ['19:30', { start: { hour: 19, minute: 30 } }],
    ['7 - 9 PM', { start: { hour: 19, minute: 0 }, end: { hour: 21, minute: 0 } }],
    ['10:00 AM to 2:00 PM', { start: { hour: 10, minute: 0 }, end: { hour: 14, minute: 0 } }],
  ])('reads %s', (text, expected) => {
    expect(parseEventTime(text)).toEqual(expected);
  });

  it.each(['All day', 'TBA', '25:00', '13 PM', '7:75 PM', ''])('gives up on %s', (text) => {
    expect(parseEventTime(text)).toBeNull();
  });
});

describe('calendar text', () => {
  it('escapes the characters RFC 5545 reserves', () => {
    expect(escapeText('a\\b; c, d\r\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    expect(folded.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(folded.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(line);
  });

  it("ends every line with CRLF and spans the organiser's range", () => {
    const ics = eventCalendar(
      {
        id: 'e1',
        title: 'Fair',
        description: 'Fun',
        date: '2026-07-04',
        startsAt: null,
        endsAt: null,
        neighbourhood: null,
        neighbourhoodName: null,
        commentCount: 0,
        priceCents: null,
        category: null,
        time: '10 AM - 2 PM',
        location: 'Park',
        imageUrl: null,
        city: 'rochester',
      },
      { siteUrl: 'http://localhost:3000', now: new Date('2026-06-01T12:00:00Z') },
    );
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(
      ics
        .split('\r\n')
        .slice(0, -1)
        .every((l) => !l.includes('\n')),
    ).toBe(true);
    expect(ics).toContain(
      '\r\nDTSTART;TZID=America/New_York:20260704T100000\r\nDTEND;TZID=America/New_York:20260704T140000\r\n',
    );
    expect(ics).toContain('\r\nDTSTAMP:20260601T120000Z\r\n');
  });

  const base = {
    id: 'e2',
    title: 'Winter market',
    description: 'Stalls',
    location: 'Square',
    imageUrl: null,
    city: 'buffalo' as const,
    neighbourhood: null,
    neighbourhoodName: null,
    priceCents: 500,
    category: 'food',
    commentCount: 0,
  };
  const read = (ics: string) => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) };
  };

  it('uses the structured start and end over the free text, in Eastern time with its VTIMEZONE', () => {
    const ics = eventCalendar(
      {
        ...base,
        date: '2026-12-05',
        time: 'Morning', // free text the structured times outrank
        startsAt: '2026-12-05T15:30:00.000Z', // 10:30 AM EST
        endsAt: '2026-12-05T21:00:00.000Z', // 4:00 PM EST
      },
      { siteUrl: 'http://localhost:3000', now: new Date('2026-11-01T12:00:00Z') },
    );
    expect(ics).toContain('DTSTART;TZID=America/New_York:20261205T103000');
    const { calendar, event } = read(ics);
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('America/New_York');
    expect(event.startDate.zone?.tzid).toBe('America/New_York');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-05T15:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-05T21:00:00.000Z');
  });

  it('places summer times by daylight time and lasts two hours when the end is unknown', () => {
    const ics = eventCalendar(
      { ...base, date: '2026-07-04', time: '7 PM', startsAt: '2026-07-04T23:00:00.000Z', endsAt: null },
      { siteUrl: 'http://localhost:3000', now: new Date('2026-06-01T12:00:00Z') },
    );
    expect(ics).toContain('DTSTART;TZID=America/New_York:20260704T190000');
    const { event } = read(ics);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-04T23:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-07-05T01:00:00.000Z');
  });

  it('names the download after the title', () => {
    expect(calendarFileName('Jazz in the Park!')).toBe('jazz-in-the-park.ics');
    expect(calendarFileName('¡¡¡')).toBe('event.ics');
  });
});
