import { useQuery } from '@tanstack/react-query';
import type { City } from '../../../shared/cities';
import type { Business } from '../../../shared/magazine';
import { fetchOptional, fetchPage, withQuery } from '../list-fetch';
import { usePagedList } from './use-paged-list';

/** Keys start with the API path, so invalidating ['/api/businesses'] refreshes lists and listings. */
export const BUSINESSES_PATH = '/api/businesses';
export const businessKeys = {
  all: [BUSINESSES_PATH] as const,
  list: (params: { city?: City; limit: number }) => [BUSINESSES_PATH, params] as const,
  detail: (id: string) => [BUSINESSES_PATH, id] as const,
};

/** The first `limit` businesses of a city (home page spotlight). */
export function useBusinessList(params: { city?: City; limit: number }) {
  return useQuery({
    queryKey: businessKeys.list(params),
    queryFn: () => fetchPage<Business>(withQuery(BUSINESSES_PATH, params)).then((page) => page.items),
  });
}

/** Every business for /businesses (of one city, and one of its neighbourhoods, when given), 24 at a time. */
export function useAllBusinesses(city?: City, neighbourhood?: string) {
  return usePagedList<Business>(BUSINESSES_PATH, { city, neighbourhood });
}

export function useBusiness(id: string) {
  return useQuery({
    queryKey: businessKeys.detail(id),
    queryFn: () => fetchOptional<Business>(`${BUSINESSES_PATH}/${encodeURIComponent(id)}`),
  });
}
