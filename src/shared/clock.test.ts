import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatLongDate,
  formatLongDateTime,
  formatMonthDay,
  formatMonthYear,
  formatTime,
  formatWeekdayLong,
  formatWeekdayShort,
} from './clock';

describe('formatTime and formatDateTime', () => {
  // 00:30 UTC on the 22nd is 7:30 PM on the 21st in the cities (Eastern standard time).
  const EVENING = '2026-11-22T00:30:00Z';

  it("write an instant to the minute as a reader in the city sees it, whatever the machine's zone", () => {
    expect(formatTime(EVENING)).toBe('7:30 PM');
    expect(formatDateTime(EVENING)).toBe('Nov 21, 2026, 7:30 PM');
    expect(formatDateTime(new Date('2026-07-04T16:05:00Z'))).toBe('Jul 4, 2026, 12:05 PM');
  });

  it("say 'No date' and 'Invalid date' as the short form does", () => {
    expect(formatDateTime(null)).toBe('No date');
    expect(formatDateTime('')).toBe('No date');
    expect(formatTime(undefined)).toBe('No date');
    expect(formatDateTime('soon')).toBe('Invalid date');
    expect(formatTime('soon')).toBe('Invalid date');
  });
});

describe('the long and calendar formats', () => {
  it('write an instant in full with its zone, in the cities', () => {
    expect(formatLongDateTime('2026-11-23T15:00:00Z')).toBe('November 23, 2026 at 10:00 AM EST');
    expect(formatLongDateTime(null)).toBe('No date');
  });

  it('name a calendar day as that day, whatever the zone', () => {
    expect(formatWeekdayShort('2026-12-07')).toBe('Mon, Dec 7');
    expect(formatWeekdayLong('2026-12-07')).toBe('Monday, December 7');
    expect(formatMonthYear('2026-12-01')).toBe('December 2026');
    expect(formatMonthDay('2026-12-07')).toBe('Dec 7');
    expect(formatLongDate('2026-12-07')).toBe('December 7, 2026');
    // 03:00 UTC on the 8th is still the 7th in the cities.
    expect(formatLongDate(new Date('2026-12-08T03:00:00Z'))).toBe('December 7, 2026');
    expect(formatWeekdayShort('soon')).toBe('Invalid date');
  });
});
