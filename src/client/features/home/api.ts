import { useQuery } from '@tanstack/react-query';
import type { City } from '../../../shared/cities';
import type { Photo, Spotlight } from '../../../shared/magazine';
import type { SpotlightType } from '../../../shared/spotlight-types';
import { fetchOptional, fetchPage, withQuery } from '../../lib/list-fetch';

export const spotlightKeys = {
  current: (type: SpotlightType, city: City) => ['/api/spotlights/current', type, { city }] as const,
};
export const photoKeys = {
  featured: (city: City, limit: number) => ['/api/photos/featured', { city, limit }] as const,
};

/** The current spotlight of a kind in a city; null when there is none (the API answers 404). */
export function useCurrentSpotlight(type: SpotlightType, city: City) {
  return useQuery({
    queryKey: spotlightKeys.current(type, city),
    queryFn: () => fetchOptional<Spotlight>(withQuery(`/api/spotlights/current/${type}`, { city })),
  });
}

/** Spec 000 section 9: the front page asks for 6 featured community photos. */
export const FEATURED_PHOTO_LIMIT = 6;

export function useFeaturedPhotos(city: City) {
  return useQuery({
    queryKey: photoKeys.featured(city, FEATURED_PHOTO_LIMIT),
    queryFn: () =>
      fetchPage<Photo>(withQuery('/api/photos/featured', { city, limit: FEATURED_PHOTO_LIMIT })).then((p) => p.items),
  });
}

/** How many of the city's other spotlights the front page shows (the rest are on /spotlights). */
export const HOME_SPOTLIGHT_LIMIT = 3;

/** The city's live spotlights, the same list (and query key) as its spotlights page. */
export function useCitySpotlights(city: City) {
  return useQuery({
    queryKey: ['/api/spotlights', { city }] as const,
    queryFn: () => fetchPage<Spotlight>(withQuery('/api/spotlights', { city })).then((p) => p.items),
  });
}
