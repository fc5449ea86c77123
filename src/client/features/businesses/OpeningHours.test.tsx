// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { OpeningHours, clockTime } from './OpeningHours';

afterEach(cleanup);

const open = (opens: string, closes: string) => ({ closed: false as const, opens, closes });

describe('OpeningHours', () => {
  it('reads times as people say them', () => {
    expect(clockTime('09:00')).toBe('9 AM');
    expect(clockTime('17:30')).toBe('5:30 PM');
    expect(clockTime('00:15')).toBe('12:15 AM');
    expect(clockTime('12:00')).toBe('12 PM');
  });

  it('lists the week from Monday, with closed days and today marked', () => {
    render(
      <OpeningHours
        today={5}
        hours={{
          sunday: { closed: true },
          monday: open('07:00', '15:00'),
          tuesday: open('07:00', '15:00'),
          wednesday: open('07:00', '15:00'),
          thursday: open('07:00', '18:00'),
          friday: open('18:00', '02:00'),
          saturday: { closed: true },
        }}
      />,
    );
    const rows = screen.getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Monday7 AM – 3 PM',
      'Tuesday7 AM – 3 PM',
      'Wednesday7 AM – 3 PM',
      'Thursday7 AM – 6 PM',
      'Friday6 PM – 2 AM',
      'SaturdayClosed',
      'SundayClosed',
    ]);
    expect(rows[4]!.getAttribute('aria-current')).toBe('date');
  });
});
