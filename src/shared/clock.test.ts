import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime } from './clock';

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
