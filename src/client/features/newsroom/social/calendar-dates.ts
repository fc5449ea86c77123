/** Dates for the social calendar, in the staff member's local time. Weeks start on Monday. */
import { formatMonthYear } from '../../../../shared/clock';
import { formatLongDate } from '../../../../shared/clock';

export type CalendarView = 'week' | 'month';

/** A day's key, YYYY-MM-DD in local time. */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function parseDayKey(key: string): Date {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

function startOfWeek(date: Date): Date {
  const day = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  day.setDate(day.getDate() - ((day.getDay() + 6) % 7));
  return day;
}

/** The days shown for a view around an anchor day: one week, or the whole weeks covering the month. */
export function visibleDays(view: CalendarView, anchor: Date): Date[] {
  const first =
    view === 'week' ? startOfWeek(anchor) : startOfWeek(new Date(anchor.getFullYear(), anchor.getMonth(), 1));
  const last = view === 'week' ? first : startOfWeek(new Date(anchor.getFullYear(), anchor.getMonth() + 1, 0));
  const count = view === 'week' ? 7 : Math.round((last.getTime() - first.getTime()) / 86_400_000) + 7;
  return Array.from({ length: count }, (_, i) => new Date(first.getFullYear(), first.getMonth(), first.getDate() + i));
}

/** The anchor one period earlier (-1) or later (+1). */
export function shiftAnchor(view: CalendarView, anchor: Date, step: -1 | 1): Date {
  return view === 'week'
    ? new Date(anchor.getFullYear(), anchor.getMonth(), anchor.getDate() + 7 * step)
    : new Date(anchor.getFullYear(), anchor.getMonth() + step, 1);
}

/** The same time of day as `time`, on the day `key`. */
export function onDayKeepingTime(key: string, time: Date): Date {
  const day = parseDayKey(key);
  day.setHours(time.getHours(), time.getMinutes(), 0, 0);
  return day;
}

/** The period's heading: "Week of December 7, 2026" or "December 2026". */
export function periodLabel(view: CalendarView, days: Date[], anchor: Date): string {
  if (view === 'month') return formatMonthYear(dayKey(anchor));
  return `Week of ${formatLongDate(dayKey(days[0] ?? anchor))}`;
}
