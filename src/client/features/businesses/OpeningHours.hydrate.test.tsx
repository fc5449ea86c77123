// @vitest-environment happy-dom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { weekdayInTimeZone } from '../../../shared/dates';
import { OpeningHours } from './OpeningHours';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const open = { closed: false as const, opens: '09:00', closes: '17:00' };
const HOURS = {
  sunday: { closed: true as const },
  monday: open,
  tuesday: open,
  wednesday: open,
  thursday: open,
  friday: open,
  saturday: open,
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Every use of a date formatter: working out today's weekday in the cities' time zone needs one. */
function spyOnDateFormatting() {
  const proto = Intl.DateTimeFormat.prototype as unknown as { format: unknown };
  return [vi.spyOn(proto, 'format', 'get'), vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts')];
}
const markedDay = (container: HTMLElement) =>
  container.querySelector('[aria-current="date"]')?.getAttribute('data-weekday');

describe('OpeningHours on a server-rendered page', () => {
  it('keeps the day the server marked while React adopts the page, asking Intl nothing', async () => {
    // The server marked Wednesday; the browser's own clock may say otherwise for a moment at midnight.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<OpeningHours hours={HOURS} today={3} />);
    document.body.append(container);
    const formatting = spyOnDateFormatting();
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(container, <OpeningHours hours={HOURS} />);
    });
    expect(markedDay(container)).toBe('3');
    expect(container.querySelectorAll('[aria-current]')).toHaveLength(1);
    for (const spy of formatting) expect(spy).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('works out today itself in a page the browser renders', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<OpeningHours hours={HOURS} />);
    });
    expect(markedDay(container)).toBe(String(weekdayInTimeZone(new Date())));
  });
});
