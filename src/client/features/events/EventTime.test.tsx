// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventTime } from './EventDetailPage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// 7 PM to 9:30 PM in the cities' time zone (Eastern standard time, UTC-5).
const EVENT = { date: '2026-12-05', time: '', startsAt: '2026-12-06T00:00:00Z', endsAt: '2026-12-06T02:30:00Z' };
const SERVER_HTML = '<span>7:00 PM – 9:30 PM</span>';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe("an event's time", () => {
  it("keeps the server's text while the page hydrates, formatting nothing", async () => {
    const container = document.createElement('div');
    container.innerHTML = SERVER_HTML;
    document.body.append(container);
    const proto = Intl.DateTimeFormat.prototype as unknown as { format: unknown };
    const formatting = [vi.spyOn(proto, 'format', 'get'), vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts')];
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, <EventTime event={EVENT} />);
    });
    expect(container.innerHTML).toBe(SERVER_HTML);
    for (const spy of formatting) expect(spy).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('writes it in a page the browser renders, and again when the event changes', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<EventTime event={EVENT} />);
    });
    expect(container.innerHTML).toBe(SERVER_HTML);
    await act(async () => root!.render(<EventTime event={{ ...EVENT, endsAt: '2026-12-07T01:00:00Z' }} />));
    expect(container.textContent).toBe('7:00 PM – Dec 6, 2026, 8:00 PM');
  });
});
