import { useId, useState } from 'react';
import type { OpeningHours as Hours } from '../../../shared/newsroom/hours';
import { weekdayInTimeZone } from '../../../shared/zoned-days';
import { useServerOrHydrating } from '../../lib/ssr';

const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "17:30" -> "5:30 PM", as people read opening times. */
export function clockTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour} ${suffix}` : `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/**
 * Today's weekday where the businesses are. While React adopts the server's page it is the day the
 * server marked, read from that page: working it out takes Intl (the cities' time zone), and a page's
 * first Intl object costs 22-47 ms of one task in a new browser page (decision 033).
 */
function useToday(table: string, given: number | undefined): number {
  const hydrating = useServerOrHydrating() && typeof document !== 'undefined';
  const [today] = useState(() => {
    if (given !== undefined) return given;
    if (hydrating) {
      const rendered = [...document.querySelectorAll('[data-hours]')].find(
        (el) => el.getAttribute('data-hours') === table,
      );
      const marked = rendered?.querySelector('[aria-current="date"]')?.getAttribute('data-weekday');
      if (marked) return Number(marked);
    }
    return weekdayInTimeZone(new Date());
  });
  // A day given by the caller always wins, also when it changes.
  return given ?? today;
}

/**
 * The week's opening hours, Monday first, today marked (today where the business is, so the server's
 * render and the reader's browser mark the same day); closed days say so.
 */
export function OpeningHours({ hours, today }: { hours: Hours; today?: number }) {
  const table = useId();
  const marked = useToday(table, today);
  const order = [1, 2, 3, 4, 5, 6, 0];
  return (
    <table className="w-full text-sm" data-hours={table}>
      <caption className="sr-only">Opening hours</caption>
      <tbody>
        {order.map((i) => {
          const day = hours[DAYS[i]!];
          const isToday = i === marked;
          return (
            <tr
              key={i}
              data-weekday={i}
              aria-current={isToday ? 'date' : undefined}
              className={isToday ? 'font-semibold text-ink' : 'text-muted'}
            >
              <th scope="row" className={`py-0.5 pr-3 text-left ${isToday ? 'font-semibold' : 'font-normal'}`}>
                {DAY_NAMES[i]}
              </th>
              <td className="py-0.5 text-right tabular-nums">
                {day.closed ? 'Closed' : `${clockTime(day.opens)} – ${clockTime(day.closes)}`}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
