import { describe, expect, it } from 'vitest';
import { nextCalendarDay, nextDayStart, zonedTimeToInstant } from './zoned-time';

describe('nextDayStart', () => {
  const next = (iso: string, timeZone?: string) => nextDayStart(new Date(iso), timeZone).toISOString();

  it('is midnight in the cities, in standard and in daylight time', () => {
    // 10:30 pm on Nov 23 in New York (EST, UTC-5): midnight comes at 05:00 UTC.
    expect(next('2026-11-24T03:30:00Z')).toBe('2026-11-24T05:00:00.000Z');
    // A minute after midnight: the next one is a day away.
    expect(next('2026-11-24T05:01:00Z')).toBe('2026-11-25T05:00:00.000Z');
    // July (EDT, UTC-4).
    expect(next('2026-07-04T12:00:00Z')).toBe('2026-07-05T04:00:00.000Z');
  });

  it('counts the days clocks change: a 23-hour and a 25-hour day', () => {
    // Sunday Mar 8, 2026 springs forward: Saturday's midnight is EST, Sunday's EDT.
    expect(next('2026-03-07T20:00:00Z')).toBe('2026-03-08T05:00:00.000Z');
    expect(next('2026-03-08T12:00:00Z')).toBe('2026-03-09T04:00:00.000Z');
    // Sunday Nov 1, 2026 falls back.
    expect(next('2026-11-01T12:00:00Z')).toBe('2026-11-02T05:00:00.000Z');
  });

  it('works in any zone', () => {
    expect(next('2026-11-24T03:30:00Z', 'UTC')).toBe('2026-11-25T00:00:00.000Z');
    expect(next('2026-11-24T03:30:00Z', 'Asia/Kolkata')).toBe('2026-11-24T18:30:00.000Z');
  });
});

describe('zonedTimeToInstant', () => {
  it('follows daylight saving time in Eastern time', () => {
    const clock = { hour: 19, minute: 0 };
    expect(zonedTimeToInstant('2026-07-04', clock, 'America/New_York').toISOString()).toBe('2026-07-04T23:00:00.000Z');
    expect(zonedTimeToInstant('2026-12-24', clock, 'America/New_York').toISOString()).toBe('2026-12-25T00:00:00.000Z');
  });
});

describe('nextCalendarDay', () => {
  it('crosses months, years and leap days', () => {
    expect(nextCalendarDay('2026-11-30')).toBe('2026-12-01');
    expect(nextCalendarDay('2026-12-31')).toBe('2027-01-01');
    expect(nextCalendarDay('2028-02-28')).toBe('2028-02-29');
  });
});
