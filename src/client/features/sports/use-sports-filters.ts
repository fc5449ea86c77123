import { useUrlFilters } from '../../lib/search-params';
import { CITIES } from '../../../shared/cities';
import { LEAGUES, SPORTS, SPORTS_CATEGORIES } from '../../../shared/sports';
import type { SportsFilters } from './api';

const ALLOWED: Record<keyof SportsFilters, readonly string[]> = {
  city: CITIES,
  sport: SPORTS,
  category: SPORTS_CATEGORIES,
  league: LEAGUES,
};

/** The filters (and the tab, which is the content type) live in the URL so a view can be shared. */
export function useSportsFilters(): [SportsFilters, (change: Partial<SportsFilters>) => void, () => void] {
  const [params, setFilters] = useUrlFilters();
  const read = (key: keyof SportsFilters) => {
    const value = params.get(key) ?? '';
    return ALLOWED[key].includes(value) ? value : '';
  };
  const filters: SportsFilters = {
    city: read('city'),
    sport: read('sport'),
    category: read('category'),
    league: read('league'),
  };
  const update = (change: Partial<SportsFilters>) => setFilters(change);
  const clear = () => setFilters(Object.fromEntries(Object.keys(ALLOWED).map((k) => [k, undefined])));
  return [filters, update, clear];
}
