/**
 * The choices of the event list's filters and the pure rules behind them (issue 42, "Event discovery"),
 * without zod, so cards and the events page load them cheaply; the query's schema is event-filters.ts.
 * Docs: docs/decisions/057-event-discovery-filters.md.
 */

export const EVENT_CATEGORIES = [
  'music',
  'food',
  'arts',
  'community',
  'outdoors',
  'family',
  'sports',
  'learning',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export const isEventCategory = (value: string | null | undefined): value is EventCategory =>
  (EVENT_CATEGORIES as readonly (string | null | undefined)[]).includes(value);
export const EVENT_CATEGORY_LABELS: Record<EventCategory, string> = {
  music: 'Music',
  food: 'Food & Drink',
  arts: 'Arts',
  community: 'Community',
  outdoors: 'Outdoors',
  family: 'Family',
  sports: 'Sports & Fitness',
  learning: 'Learning',
};

export const EVENT_WHEN = ['today', 'tomorrow', 'weekend', 'now'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];
export const EVENT_WHEN_LABELS: Record<EventWhen, string> = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  weekend: 'This weekend',
  now: 'Happening now',
};

export const EVENT_PRICES = ['free', 'paid'] as const;
export type EventPrice = (typeof EVENT_PRICES)[number];
export const EVENT_PRICE_LABELS: Record<EventPrice, string> = { free: 'Free', paid: 'Paid' };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether "2026-02-30" names a real calendar day. */
export function isCalendarDay(text: string): boolean {
  const m = DAY.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const nextDay = (day: string, days = 1) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/**
 * The calendar days "this weekend" covers, seen from `today` (a city's calendar day): Saturday and
 * Sunday; on Saturday both, on Sunday only Sunday (Saturday is over).
 */
export function weekendDays(today: string): { first: string; last: string } {
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  if (weekday === 0) return { first: today, last: today };
  const saturday = nextDay(today, 6 - weekday);
  return { first: saturday, last: nextDay(saturday) };
}

/** "Free", "$12" or "$12.50"; null when the organiser did not say. */
export function formatEventPrice(priceCents: number | null | undefined): string | null {
  if (priceCents === null || priceCents === undefined) return null;
  if (priceCents === 0) return 'Free';
  const dollars = priceCents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}
