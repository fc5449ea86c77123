import { describe, expect, it } from 'vitest';
import { eventWhen } from './event-times';

describe('eventWhen', () => {
  it('shows the start and end time in the cities’ time zone', () => {
    const when = eventWhen({
      date: '2026-12-01',
      time: '',
      startsAt: '2026-12-02T00:00:00Z',
      endsAt: '2026-12-02T02:30:00Z',
    });
    expect(when.time).toBe('7:00 PM – 9:30 PM');
    expect(when.day).toBe('Dec 1, 2026');
  });

  it('names the end day when the event runs past midnight', () => {
    const when = eventWhen({
      date: '2026-12-01',
      time: '',
      startsAt: '2026-12-02T03:00:00Z',
      endsAt: '2026-12-02T06:00:00Z',
    });
    expect(when.time).toBe('10:00 PM – Dec 2, 2026, 1:00 AM');
  });

  it('falls back to the written time of older events', () => {
    expect(eventWhen({ date: '2026-12-01', time: '7:00 PM' }).time).toBe('7:00 PM');
  });
});
