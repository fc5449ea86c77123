import { MapPin } from 'lucide-react';
import { CITIES, CITY_LABELS, isCity, type City } from '../../../shared/cities';

export function VentCitySelect({ city, onChange }: { city: City; onChange: (city: City) => void }) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="vent-city" className="flex items-center gap-1.5 text-sm font-medium text-muted">
        <MapPin className="h-4 w-4 text-brand" aria-hidden="true" /> City
      </label>
      <select
        id="vent-city"
        value={city}
        onChange={(e) => isCity(e.target.value) && onChange(e.target.value)}
        className="h-10 cursor-pointer rounded-md border border-stone-300 bg-white px-3 text-sm font-semibold text-ink hover:border-brand"
      >
        {CITIES.map((c) => (
          <option key={c} value={c}>
            {CITY_LABELS[c]}
          </option>
        ))}
      </select>
    </div>
  );
}
