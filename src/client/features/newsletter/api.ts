import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { City } from '../../../shared/cities';
import { TOTAL_COUNT_HEADER, type PublicEdition, type PublicEditionSummary } from '../../../shared/newsletter';
import { fetchOptional } from '../../lib/list-fetch';
import { apiRequest } from '../../lib/api';

/** The public archive of sent editions. Keys start with the API path, so one invalidation refreshes all. */
const EDITIONS = '/api/newsletter/editions';
export const PAGE_SIZE = 12;

export const archiveKeys = {
  all: [EDITIONS] as const,
  list: (city: City | undefined) => [EDITIONS, { city: city ?? null }] as const,
  detail: (id: string) => [EDITIONS, id] as const,
};

async function fetchPage(city: City | undefined, offset: number) {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(offset) });
  if (city) query.set('city', city);
  const res = await apiRequest('GET', `${EDITIONS}?${query}`);
  const items = (await res.json()) as PublicEditionSummary[];
  const total = Number(res.headers.get(TOTAL_COUNT_HEADER) ?? offset + items.length);
  return { items, next: offset + items.length < total && items.length > 0 ? offset + items.length : undefined };
}

/** Sent editions, newest first, a page at a time; every city's when none is chosen. */
export function useEditionArchive(city: City | undefined) {
  return useInfiniteQuery({
    queryKey: archiveKeys.list(city),
    queryFn: ({ pageParam }) => fetchPage(city, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next,
  });
}

/** One sent edition; null when there is none by that id (never sent, or deleted). */
export function useArchivedEdition(id: string) {
  return useQuery({
    queryKey: archiveKeys.detail(id),
    queryFn: () => fetchOptional<PublicEdition>(`${EDITIONS}/${encodeURIComponent(id)}`),
  });
}
