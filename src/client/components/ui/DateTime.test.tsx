// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { hydrate, render, rerender, spyOnDateFormatting } from '../../test/hydration';
import { formatDateTime } from '../../../shared/clock';
import { DateTime } from './DateTime';

// 02:00 UTC on the 22nd is the evening of the 21st in the magazine's cities.
const INSTANT = '2026-11-22T02:00:00Z';
/** What the server wrote for it (DateTime.server.test.tsx). */
const SERVER_HTML = `<time datetime="${INSTANT}">Nov 21, 2026</time>`;

describe('DateTime', () => {
  it("keeps the server's text while the page hydrates, formatting nothing", async () => {
    const formatting = spyOnDateFormatting();
    const errors = vi.spyOn(console, 'error');
    const container = await hydrate(SERVER_HTML, <DateTime value={INSTANT} />);
    expect(container.innerHTML).toBe(SERVER_HTML);
    for (const spy of formatting) expect(spy).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('writes the text itself once the value changes, and again when it changes back', async () => {
    const container = await hydrate(SERVER_HTML, <DateTime value={INSTANT} />);
    await rerender(<DateTime value="2026-11-23T15:00:00Z" />);
    expect(container.textContent).toBe('Nov 23, 2026');
    expect(container.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-23T15:00:00Z');
    await rerender(<DateTime value={INSTANT} />);
    expect(container.textContent).toBe('Nov 21, 2026');
  });

  it('formats the date in a page the browser renders itself', async () => {
    const container = await render(<DateTime value={INSTANT} />);
    expect(container.innerHTML).toBe(SERVER_HTML);
  });

  it('writes an instant to the minute in the format it is given, in the same <time> element', async () => {
    const container = await render(<DateTime value={INSTANT} format={formatDateTime} />);
    expect(container.innerHTML).toBe(`<time datetime="${INSTANT}">Nov 21, 2026, 9:00 PM</time>`);
  });

  it("keeps the server's text of that format while the page hydrates", async () => {
    const formatting = spyOnDateFormatting();
    const html = `<time datetime="${INSTANT}">Nov 21, 2026, 9:00 PM</time>`;
    const container = await hydrate(html, <DateTime value={INSTANT} format={formatDateTime} />);
    expect(container.innerHTML).toBe(html);
    for (const spy of formatting) expect(spy).not.toHaveBeenCalled();
  });
});
