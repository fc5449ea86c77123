import type { ReactNode } from 'react';
import {
  EVENT_CATEGORIES,
  EVENT_CATEGORY_LABELS,
  EVENT_PRICES,
  EVENT_PRICE_LABELS,
  EVENT_WHEN,
  EVENT_WHEN_LABELS,
} from '../../../shared/event-choices';
import { cn } from '../../lib/cn';
import { NO_FILTERS, rangeIsBackwards, type EventFilters } from './event-filters-url';

type Change = Partial<Record<keyof EventFilters, string>>;

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
        pressed ? 'border-brand bg-brand text-white' : 'border-stone-300 bg-white text-ink hover:border-brand',
      )}
    >
      {children}
    </button>
  );
}

const fieldClasses = 'h-10 w-full min-w-0 rounded-md border border-stone-300 bg-white px-2 text-sm text-ink';

/**
 * The event list's filters: when (chips or a date range, one or the other), free or paid, and a
 * category. Every choice goes to the address, so the filtered list can be shared.
 */
export function EventFilterBar({ filters, onChange }: { filters: EventFilters; onChange: (change: Change) => void }) {
  const backwards = rangeIsBackwards(filters);
  const active = Object.keys(filters).length > 0;
  return (
    <section aria-label="Filter events" className="space-y-3">
      <div role="group" aria-label="When" className="flex flex-wrap gap-2">
        {EVENT_WHEN.map((when) => (
          <Chip
            key={when}
            pressed={filters.when === when}
            // A day chip replaces a date range: both say when.
            onClick={() => onChange({ when: filters.when === when ? '' : when, from: '', to: '' })}
          >
            {EVENT_WHEN_LABELS[when]}
          </Chip>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <label className="space-y-1 text-sm font-medium text-muted">
          <span>From</span>
          <input
            type="date"
            value={filters.from ?? ''}
            onChange={(e) => onChange({ from: e.target.value, when: '' })}
            className={fieldClasses}
          />
        </label>
        <label className="space-y-1 text-sm font-medium text-muted">
          <span>To</span>
          <input
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            aria-invalid={backwards || undefined}
            aria-describedby={backwards ? 'event-range-error' : undefined}
            onChange={(e) => onChange({ to: e.target.value, when: '' })}
            className={fieldClasses}
          />
        </label>
      </div>
      {backwards && (
        <p id="event-range-error" role="alert" className="text-sm font-medium text-red-700">
          The end date is before the start date, so the dates are not applied.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Price" className="flex gap-2">
          {EVENT_PRICES.map((price) => (
            <Chip
              key={price}
              pressed={filters.price === price}
              onClick={() => onChange({ price: filters.price === price ? '' : price })}
            >
              {EVENT_PRICE_LABELS[price]}
            </Chip>
          ))}
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-muted">
          <span>Category</span>
          <select
            value={filters.category ?? ''}
            onChange={(e) => onChange({ category: e.target.value })}
            className="h-10 cursor-pointer rounded-md border border-stone-300 bg-white px-2 text-sm font-semibold text-ink"
          >
            <option value="">All categories</option>
            {EVENT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {EVENT_CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </label>
        {active && (
          <button
            type="button"
            onClick={() => onChange(NO_FILTERS)}
            className="text-sm font-medium text-brand underline underline-offset-4"
          >
            Clear filters
          </button>
        )}
      </div>
    </section>
  );
}
