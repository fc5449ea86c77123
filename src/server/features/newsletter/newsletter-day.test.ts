import { describe, expect, it } from 'vitest';
import { currentCycleDate, localDay } from './newsletter-day';

describe('the weekly newsletter day', () => {
  it('counts days on the cities’ clock (US Eastern), not the server’s', () => {
    // 02:00 UTC on a Friday is still Thursday evening in Rochester.
    expect(localDay(new Date('2026-12-04T02:00:00Z'))).toEqual({ date: '2026-12-03', weekday: 4 });
  });

  it('files a week under its most recent newsletter day', () => {
    expect(currentCycleDate(new Date('2026-12-03T15:00:00Z'), 'thursday')).toBe('2026-12-03');
    expect(currentCycleDate(new Date('2026-12-09T15:00:00Z'), 'thursday')).toBe('2026-12-03');
    expect(currentCycleDate(new Date('2026-12-10T15:00:00Z'), 'thursday')).toBe('2026-12-10');
    expect(currentCycleDate(new Date('2026-12-03T15:00:00Z'), 'monday')).toBe('2026-11-30');
  });
});
