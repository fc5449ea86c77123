// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { weekdayInTimeZone } from '../../../shared/zoned-days';
import { hydrate, render, spyOnDateFormatting } from '../../test/hydration';
import { OpeningHours } from './OpeningHours';

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

const markedDay = (container: HTMLElement) =>
  container.querySelector('[aria-current="date"]')?.getAttribute('data-weekday');

describe('OpeningHours on a server-rendered page', () => {
  it('keeps the day the server marked while React adopts the page, asking Intl nothing', async () => {
    // The server marked Wednesday; the browser's own clock may say otherwise for a moment at midnight.
    const html = renderToString(<OpeningHours hours={HOURS} today={3} />);
    const formatting = spyOnDateFormatting();
    const errors = vi.spyOn(console, 'error');
    const container = await hydrate(html, <OpeningHours hours={HOURS} />);
    expect(markedDay(container)).toBe('3');
    expect(container.querySelectorAll('[aria-current]')).toHaveLength(1);
    for (const spy of formatting) expect(spy).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('works out today itself in a page the browser renders', async () => {
    const container = await render(<OpeningHours hours={HOURS} />);
    expect(markedDay(container)).toBe(String(weekdayInTimeZone(new Date())));
  });
});
