import { useSearchParams } from 'wouter';
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
  const [params, setParams] = useSearchParams();
  const read = (key: keyof SportsFilters) => {
    const value = params.get(key) ?? '';
    return ALLOWED[key].includes(value) ? value : '';
  };
  const filters: SportsFilters = { city: read('city'), sport: read('sport'), category: read('category'), league: read('league') };
  const update = (change: Partial<SportsFilters>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  return [filters, update, clear];
}
