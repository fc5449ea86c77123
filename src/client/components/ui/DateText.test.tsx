// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateText } from './DateText';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// 02:00 UTC on the 22nd is the evening of the 21st in the magazine's cities.
const INSTANT = '2026-11-22T02:00:00Z';
/** What the server wrote for it (DateText.server.test.tsx). */
const SERVER_HTML = `<time datetime="${INSTANT}">Nov 21, 2026</time>`;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Counts every use of a date formatter (`format` is a getter handing out a bound function). */
function spyOnDateFormatting() {
  return vi.spyOn(Intl.DateTimeFormat.prototype as unknown as { format: unknown }, 'format', 'get');
}

describe('DateText', () => {
  it("keeps the server's text while the page hydrates, formatting nothing", async () => {
    const container = document.createElement('div');
    container.innerHTML = SERVER_HTML;
    document.body.append(container);
    const format = spyOnDateFormatting();
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, <DateText value={INSTANT} />);
    });
    expect(container.innerHTML).toBe(SERVER_HTML);
    expect(format).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('writes the text itself once the value changes, and again when it changes back', async () => {
    const container = document.createElement('div');
    container.innerHTML = SERVER_HTML;
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <DateText value={INSTANT} />);
    });
    await act(async () => root!.render(<DateText value="2026-11-23T15:00:00Z" />));
    expect(container.textContent).toBe('Nov 23, 2026');
    expect(container.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-23T15:00:00Z');
    await act(async () => root!.render(<DateText value={INSTANT} />));
    expect(container.textContent).toBe('Nov 21, 2026');
  });

  it('formats the date in a page the browser renders itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<DateText value={INSTANT} />);
    });
    expect(container.innerHTML).toBe(SERVER_HTML);
  });
});
