import { useUrlFilters } from '../../lib/search-params';
import { ARTIST_CITY_FILTER, ARTIST_MEDIUMS } from '../../../shared/artist-constants';
import type { ArtistFilters } from '../../lib/queries/artists';

const CITY_VALUES: readonly string[] = ARTIST_CITY_FILTER.map((c) => c.value);
const MEDIUM_VALUES: readonly string[] = ARTIST_MEDIUMS;

/** Search, city and medium live in the URL (?q=&city=&medium=) so a filtered view can be shared. */
export function useArtistFilters(): [Required<ArtistFilters>, (change: Partial<ArtistFilters>) => void] {
  const [params, setFilters] = useUrlFilters();
  const city = params.get('city') ?? '';
  const medium = params.get('medium') ?? '';
  const filters = {
    q: (params.get('q') ?? '').trim(),
    city: CITY_VALUES.includes(city) ? city : '',
    medium: MEDIUM_VALUES.includes(medium) ? medium : '',
  };
  const update = (change: Partial<ArtistFilters>) => setFilters(change);
  return [filters as Required<ArtistFilters>, update];
}
