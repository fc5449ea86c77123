import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../shared/dates';
import { eventDay, eventTime } from './event-times';

describe('eventDay and eventTime', () => {
  it('shows the start and end time in the cities’ time zone', () => {
    const event = { date: '2026-12-01', time: '', startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-02T02:30:00Z' };
    expect(eventTime(event)).toBe('7:00 PM – 9:30 PM');
    expect(formatDate(eventDay(event))).toBe('Dec 1, 2026');
  });

  it('names the end day when the event runs past midnight', () => {
    const event = { date: '2026-12-01', time: '', startsAt: '2026-12-02T03:00:00Z', endsAt: '2026-12-02T06:00:00Z' };
    expect(eventTime(event)).toBe('10:00 PM – Dec 2, 2026, 1:00 AM');
  });

  it('falls back to the written time of older events', () => {
    const event = { date: '2026-12-01', time: '7:00 PM' };
    expect(eventTime(event)).toBe('7:00 PM');
    expect(eventDay(event)).toBe('2026-12-01');
    expect(eventTime({ ...event, time: '' })).toBe('See details');
  });
});
