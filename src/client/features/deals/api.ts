import { useQuery } from '@tanstack/react-query';
import type { City } from '../../../shared/cities';
import type { Deal } from '../../../shared/directory';

/** The list's URL is its key, so the default query function reads it; the server drops expired deals. */
export const dealKeys = { all: ['/api/deals'] as const };

/** Every city's deals (the spec's call), or one city's with ?city=. */
export const useDeals = (city?: City) =>
  useQuery<Deal[]>({ queryKey: city ? [`${dealKeys.all[0]}?city=${city}`] : dealKeys.all });
