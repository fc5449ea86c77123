// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { hydrate, render, rerender, spyOnDateFormatting } from '../../test/hydration';
import { EventTime } from './EventDetailPage';

// 7 PM to 9:30 PM in the cities' time zone (Eastern standard time, UTC-5).
const EVENT = { date: '2026-12-05', time: '', startsAt: '2026-12-06T00:00:00Z', endsAt: '2026-12-06T02:30:00Z' };
const SERVER_HTML = '<span>7:00 PM – 9:30 PM</span>';

describe("an event's time", () => {
  it("keeps the server's text while the page hydrates, formatting nothing", async () => {
    const formatting = spyOnDateFormatting();
    const errors = vi.spyOn(console, 'error');
    const container = await hydrate(SERVER_HTML, <EventTime event={EVENT} />);
    expect(container.innerHTML).toBe(SERVER_HTML);
    for (const spy of formatting) expect(spy).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('writes it in a page the browser renders, and again when the event changes', async () => {
    const container = await render(<EventTime event={EVENT} />);
    expect(container.innerHTML).toBe(SERVER_HTML);
    await rerender(<EventTime event={{ ...EVENT, endsAt: '2026-12-07T01:00:00Z' }} />);
    expect(container.textContent).toBe('7:00 PM – Dec 6, 2026, 8:00 PM');
  });
});
