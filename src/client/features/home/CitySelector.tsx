import { ChevronDown, MapPin } from 'lucide-react';
import { CITIES, CITY_LABELS, isCity, type City } from '../../../shared/cities';

export function CitySelector({ city, onChange }: { city: City; onChange: (city: City) => void }) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="city-select" className="flex items-center gap-1.5 text-sm font-medium text-muted">
        <MapPin className="h-4 w-4 text-brand" aria-hidden="true" /> City
      </label>
      <div className="relative">
        <select
          id="city-select"
          value={city}
          onChange={(e) => isCity(e.target.value) && onChange(e.target.value)}
          className="h-10 cursor-pointer appearance-none rounded-md border border-stone-300 bg-white py-2 pr-9 pl-3 text-sm font-semibold text-ink hover:border-brand"
        >
          {CITIES.map((c) => (
            <option key={c} value={c}>
              {CITY_LABELS[c]}
            </option>
          ))}
        </select>
        <ChevronDown className="pointer-events-none absolute top-3 right-3 h-4 w-4 text-muted" aria-hidden="true" />
      </div>
    </div>
  );
}
