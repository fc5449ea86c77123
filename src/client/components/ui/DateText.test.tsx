// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { hydrate, render, rerender, spyOnDateFormatting } from '../../test/hydration';
import { DateText } from './DateText';

// 02:00 UTC on the 22nd is the evening of the 21st in the magazine's cities.
const INSTANT = '2026-11-22T02:00:00Z';
/** What the server wrote for it (DateText.server.test.tsx). */
const SERVER_HTML = `<time datetime="${INSTANT}">Nov 21, 2026</time>`;

describe('DateText', () => {
  it("keeps the server's text while the page hydrates, formatting nothing", async () => {
    const formatting = spyOnDateFormatting();
    const errors = vi.spyOn(console, 'error');
    const container = await hydrate(SERVER_HTML, <DateText value={INSTANT} />);
    expect(container.innerHTML).toBe(SERVER_HTML);
    for (const spy of formatting) expect(spy).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('writes the text itself once the value changes, and again when it changes back', async () => {
    const container = await hydrate(SERVER_HTML, <DateText value={INSTANT} />);
    await rerender(<DateText value="2026-11-23T15:00:00Z" />);
    expect(container.textContent).toBe('Nov 23, 2026');
    expect(container.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-23T15:00:00Z');
    await rerender(<DateText value={INSTANT} />);
    expect(container.textContent).toBe('Nov 21, 2026');
  });

  it('formats the date in a page the browser renders itself', async () => {
    const container = await render(<DateText value={INSTANT} />);
    expect(container.innerHTML).toBe(SERVER_HTML);
  });
});
