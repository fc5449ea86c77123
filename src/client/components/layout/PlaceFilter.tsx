import { NEIGHBOURHOODS } from '../../../shared/neighbourhoods';
import type { ListingPlace } from '../../lib/use-place';
import { cn } from '../../lib/cn';
import { CityFilter } from './CityFilter';

export const ALL_NEIGHBOURHOODS_LABEL = 'All neighbourhoods';

/**
 * A listing's city filter and, once one city is chosen, its neighbourhoods (hidden under "All
 * cities": a neighbourhood belongs to one city). Both choices live in the URL (use-place.ts).
 */
export function PlaceFilter({ place, className }: { place: ListingPlace; className?: string }) {
  const { city, neighbourhood, setCity, setNeighbourhood } = place;
  return (
    <div className={cn('flex flex-wrap items-center gap-x-4 gap-y-2', className)}>
      <CityFilter city={city} onChange={setCity} />
      {city && (
        <div className="flex items-center gap-2">
          <label htmlFor="neighbourhood-filter" className="text-sm font-medium text-muted">
            Neighbourhood
          </label>
          <select
            id="neighbourhood-filter"
            value={neighbourhood ?? ''}
            onChange={(e) => setNeighbourhood(e.target.value)}
            className="h-10 max-w-[14rem] cursor-pointer rounded-md border border-stone-300 bg-white px-3 text-sm font-semibold text-ink hover:border-brand"
          >
            <option value="">{ALL_NEIGHBOURHOODS_LABEL}</option>
            {NEIGHBOURHOODS[city].map((n) => (
              <option key={n.slug} value={n.slug}>
                {n.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
