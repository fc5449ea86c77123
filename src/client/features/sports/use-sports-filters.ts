import { useUrlFilters } from '../../lib/search-params';
import { useListingCity } from '../../lib/use-city';
import { ALL_CITIES, CITIES, isCity } from '../../../shared/cities';
import { LEAGUES, SPORTS, SPORTS_CATEGORIES } from '../../../shared/sports';
import type { SportsFilters } from './api';

const ALLOWED: Record<keyof SportsFilters, readonly string[]> = {
  city: CITIES,
  sport: SPORTS,
  category: SPORTS_CATEGORIES,
  league: LEAGUES,
};

/**
 * The filters (and the tab, which is the content type) live in the URL so a view can be shared.
 * The city starts as the reader's edition; "All Cities" is ?city=all.
 */
export function useSportsFilters(): [SportsFilters, (change: Partial<SportsFilters>) => void, () => void] {
  const [params, setFilters] = useUrlFilters();
  const [city, setCity] = useListingCity();
  const read = (key: keyof SportsFilters) => {
    const value = params.get(key) ?? '';
    return ALLOWED[key].includes(value) ? value : '';
  };
  const filters: SportsFilters = {
    city: city ?? '',
    sport: read('sport'),
    category: read('category'),
    league: read('league'),
  };
  const update = ({ city: nextCity, ...rest }: Partial<SportsFilters>) => {
    if (nextCity !== undefined) setCity(isCity(nextCity) ? nextCity : ALL_CITIES);
    if (Object.keys(rest).length > 0) setFilters(rest);
  };
  // Cleared, the city goes back to the reader's edition (or every city when there is none).
  const clear = () => setFilters(Object.fromEntries(Object.keys(ALLOWED).map((k) => [k, undefined])));
  return [filters, update, clear];
}
