import { useQuery } from '@tanstack/react-query';
import type { City } from '../../../shared/cities';
import type { Spotlight } from '../../../shared/magazine';
import { fetchPage, withQuery } from '../../lib/list-fetch';

const spotlightListKeys = {
  city: (city: City) => ['/api/spotlights', { city }] as const,
};

/** Every live spotlight of a city, newest first. */
export function useCitySpotlights(city: City) {
  return useQuery({
    queryKey: spotlightListKeys.city(city),
    queryFn: () => fetchPage<Spotlight>(withQuery('/api/spotlights', { city })).then((p) => p.items),
  });
}
