import { MapPin } from 'lucide-react';
import { ALL_CITIES, CITIES, CITY_LABELS, isCity, type City } from '../../../shared/cities';
import { cn } from '../../lib/cn';

export const ALL_CITIES_LABEL = 'All cities';

/**
 * A listing's visible city filter: the reader's edition by default, "All cities" for the spec's
 * call with no city. The choice lives in the URL (?city=), so the filtered page can be shared.
 */
export function CityFilter({
  city,
  onChange,
  className,
}: {
  city: City | undefined;
  onChange: (city: City | typeof ALL_CITIES) => void;
  className?: string;
}) {
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor="city-filter" className="flex items-center gap-1.5 text-sm font-medium text-muted">
        <MapPin className="h-4 w-4 text-brand" aria-hidden="true" /> City
      </label>
      <select
        id="city-filter"
        value={city ?? ALL_CITIES}
        onChange={(e) => {
          const value = e.target.value;
          onChange(isCity(value) ? value : ALL_CITIES);
        }}
        className="h-10 cursor-pointer rounded-md border border-stone-300 bg-white px-3 text-sm font-semibold text-ink hover:border-brand"
      >
        <option value={ALL_CITIES}>{ALL_CITIES_LABEL}</option>
        {CITIES.map((c) => (
          <option key={c} value={c}>
            {CITY_LABELS[c]}
          </option>
        ))}
      </select>
    </div>
  );
}
