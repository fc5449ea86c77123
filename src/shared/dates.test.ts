import { describe, expect, it, vi } from 'vitest';
import { dateFormatter, formatDate, formatDateline } from './dates';
import { dayInTimeZone, weekdayInTimeZone, yearInTimeZone } from './zoned-days';

describe('formatDate', () => {
  it('writes dates in en-US short form', () => {
    expect(formatDate('2026-11-21T15:00:00Z')).toBe('Nov 21, 2026');
    expect(formatDate(new Date('2024-01-05T12:00:00Z'))).toBe('Jan 5, 2024');
  });

  it("keeps a calendar date on its day whatever the reader's zone", () => {
    expect(formatDate('2026-11-21')).toBe('Nov 21, 2026');
    expect(formatDate('2026-11-21', 'Pacific/Honolulu')).toBe('Nov 21, 2026');
  });

  it('shows an instant on the day a reader in the city sees it', () => {
    // 02:00 UTC on the 22nd is still the evening of the 21st in Rochester.
    expect(formatDate('2026-11-22T02:00:00Z')).toBe('Nov 21, 2026');
  });

  it('writes calendar dates as Intl does, without asking Intl', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const days: string[] = [];
    for (const year of [1, 99, 999, 1900, 1970, 2000, 2024, 2026, 2100, 9999]) {
      // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0 to 99 as 1900 to 1999.
      for (let t = new Date(0).setUTCFullYear(year, 0, 1); new Date(t).getUTCFullYear() === year; t += 86_400_000) {
        days.push(
          new Date(t)
            .toISOString()
            .slice(0, 10)
            .replace(/^[+-]0*(\d{4})/, '$1'),
        );
      }
    }
    days.push('2026-02-31'); // read as March 3rd, by Intl as by the short form
    const expected = days.map((day) => intl.format(new Date(`${day}T00:00:00Z`)));
    const format = vi.spyOn(
      // `format` is a getter (it hands out a bound function), which the library's types call a method.
      Intl.DateTimeFormat.prototype as unknown as { format: unknown },
      'format',
      'get',
    );
    try {
      expect(days.map((day) => formatDate(day))).toEqual(expected);
      expect(format).not.toHaveBeenCalled();
    } finally {
      format.mockRestore();
    }
    expect(formatDate('2026-02-31')).toBe('Mar 3, 2026');
    expect(days.length).toBeGreaterThan(3600);
  });

  it("says 'No date' when there is none", () => {
    expect(formatDate(null)).toBe('No date');
    expect(formatDate(undefined)).toBe('No date');
    expect(formatDate('  ')).toBe('No date');
  });

  it("says 'Invalid date' when it cannot be read", () => {
    expect(formatDate('next Tuesday')).toBe('Invalid date');
    expect(formatDate(new Date('nonsense'))).toBe('Invalid date');
    expect(formatDate('2026-13-45')).toBe('Invalid date');
  });
});

describe('dayInTimeZone', () => {
  it('names the local calendar day of an instant', () => {
    expect(dayInTimeZone(new Date('2026-11-22T02:00:00Z'))).toBe('2026-11-21');
    expect(dayInTimeZone(new Date('2026-11-22T06:00:00Z'))).toBe('2026-11-22');
  });
});

describe('the dateline, weekday and year of an instant', () => {
  // 01:30 on Tuesday in UTC is still Monday evening in Rochester: a server keeping UTC and a reader's
  // browser in Eastern time must print the same day, or the page they share would not match.
  const mondayEvening = new Date('2026-11-24T01:30:00Z');

  it("reads the day as the magazine's readers live it", () => {
    expect(formatDateline(mondayEvening)).toBe('Monday, November 23, 2026');
    expect(weekdayInTimeZone(mondayEvening)).toBe(1);
    expect(formatDateline(new Date('2026-11-24T05:30:00Z'))).toBe('Tuesday, November 24, 2026');
    expect(weekdayInTimeZone(new Date('2026-11-24T05:30:00Z'))).toBe(2);
  });

  it('turns the year at midnight in the city, not in Greenwich', () => {
    expect(yearInTimeZone(new Date('2027-01-01T03:00:00Z'))).toBe(2026);
    expect(yearInTimeZone(new Date('2027-01-01T06:00:00Z'))).toBe(2027);
  });
});

describe('dateFormatter', () => {
  it('keeps one formatter per locale and options, and formats as a new one would', () => {
    const options = { month: 'short', timeZone: 'UTC' } as const;
    expect(dateFormatter('en-US', options)).toBe(dateFormatter('en-US', { ...options }));
    expect(dateFormatter('en-US', options)).not.toBe(
      dateFormatter('en-US', { ...options, timeZone: 'America/New_York' }),
    );
    const at = new Date('2026-11-24T03:00:00Z');
    expect(dateFormatter('en-US', options).format(at)).toBe(new Intl.DateTimeFormat('en-US', options).format(at));
  });
});
