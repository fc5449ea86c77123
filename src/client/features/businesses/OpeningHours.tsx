import type { OpeningHours as Hours } from '../../../shared/newsroom/hours';
import { weekdayInTimeZone } from '../../../shared/dates';

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
 * The week's opening hours, Monday first, today marked (today where the business is, so the server's
 * render and the reader's browser mark the same day); closed days say so.
 */
export function OpeningHours({ hours, today = weekdayInTimeZone(new Date()) }: { hours: Hours; today?: number }) {
  const order = [1, 2, 3, 4, 5, 6, 0];
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Opening hours</caption>
      <tbody>
        {order.map((i) => {
          const day = hours[DAYS[i]!];
          const isToday = i === today;
          return (
            <tr
              key={i}
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
