import { useSearchParams } from 'wouter';
import {
  EVENT_CATEGORIES,
  EVENT_CATEGORY_LABELS,
  EVENT_PRICES,
  EVENT_PRICE_LABELS,
  EVENT_WHEN,
  EVENT_WHEN_LABELS,
  isCalendarDay,
  type EventCategory,
  type EventPrice,
  type EventWhen,
} from '../../../shared/event-choices';
import { formatDate } from '../../../shared/dates';

/** The event list's discovery filters as the page's address holds them (?when=weekend&price=free). */
export interface EventFilters {
  when?: EventWhen;
  from?: string;
  to?: string;
  price?: EventPrice;
  category?: EventCategory;
}
const FILTER_KEYS = ['when', 'from', 'to', 'price', 'category'] as const;

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  values.find((v) => v === raw);
const day = (raw: string | null) => (raw && isCalendarDay(raw) ? raw : undefined);

/** The filters of an address; a value the API would refuse (a typo in a shared link) is left out. */
export function filtersFromParams(params: URLSearchParams): EventFilters {
  const filters: EventFilters = {
    when: oneOf(EVENT_WHEN, params.get('when')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    price: oneOf(EVENT_PRICES, params.get('price')),
    category: oneOf(EVENT_CATEGORIES, params.get('category')),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as EventFilters;
}

/** An end before the start: the page says so and asks the API without the range. */
export const rangeIsBackwards = (f: EventFilters) => Boolean(f.from && f.to && f.to < f.from);

/** What the API is asked: the filters, less a backwards range. */
export function apiFilters(f: EventFilters): EventFilters {
  if (!rangeIsBackwards(f)) return f;
  const { from: _from, to: _to, ...rest } = f;
  return rest;
}

/** The filters in words, for the empty state: "This weekend, Free". */
export function describeFilters(f: EventFilters): string {
  const parts: string[] = [];
  if (f.when) parts.push(EVENT_WHEN_LABELS[f.when]);
  if (f.from && f.to && !rangeIsBackwards(f)) parts.push(`${formatDate(f.from)} to ${formatDate(f.to)}`);
  else if (f.from) parts.push(`from ${formatDate(f.from)}`);
  else if (f.to) parts.push(`until ${formatDate(f.to)}`);
  if (f.price) parts.push(EVENT_PRICE_LABELS[f.price]);
  if (f.category) parts.push(EVENT_CATEGORY_LABELS[f.category]);
  return parts.join(', ');
}

/**
 * The page's filters and how to change them. Each change is a new history entry, so Back undoes it;
 * other parameters of the address (the city) are kept.
 */
export function useEventFilters(): [EventFilters, (change: Partial<Record<keyof EventFilters, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const set = (change: Partial<Record<keyof EventFilters, string>>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const key of FILTER_KEYS) {
        if (!(key in change)) continue;
        const value = change[key];
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  return [filtersFromParams(params), set];
}

/** Every filter off (the city stays). */
export const NO_FILTERS = Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])) as Record<keyof EventFilters, string>;
