import { useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { ARTIST_CITY_FILTER, ARTIST_MEDIUMS } from '../../../shared/artist-constants';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { selectClasses } from '../../components/ui/Input';
import type { ArtistFilters } from '../../lib/queries/artists';

/** Typing waits this long before the URL (and so the search) follows, to spare the server. */
export const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  filters: Required<ArtistFilters>;
  onChange: (change: Partial<ArtistFilters>) => void;
}

export function ArtistFiltersBar({ filters, onChange }: Props) {
  const [text, setText] = useState(filters.q);
  // The parent's callback changes every render; the timer must only restart when the text does.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    if (text.trim() === filters.q) return;
    const timer = setTimeout(() => onChangeRef.current({ q: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filters.q]);

  return (
    <div role="search" className="grid gap-4 rounded-lg border border-rule bg-white p-4 sm:grid-cols-[2fr_1fr_1fr]">
      <div className="space-y-1.5">
        <Label htmlFor="artist-search">Search artists</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-3.5 left-3 h-4 w-4 text-muted" aria-hidden="true" />
          <Input
            id="artist-search"
            type="search"
            placeholder="Name, bio or medium"
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="artist-city">City</Label>
        <select
          id="artist-city"
          className={selectClasses}
          value={filters.city}
          onChange={(e) => onChange({ city: e.target.value })}
        >
          {ARTIST_CITY_FILTER.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="artist-medium">Medium</Label>
        <select
          id="artist-medium"
          className={selectClasses}
          value={filters.medium}
          onChange={(e) => onChange({ medium: e.target.value })}
        >
          <option value="">All Mediums</option>
          {ARTIST_MEDIUMS.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
