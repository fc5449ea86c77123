import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchKind, SearchResult } from '../../shared/search';
import { apiRequest } from './api';

export const SEARCH_PATH = '/api/search';

export interface SearchParams {
  q: string;
  kind?: SearchKind;
  city?: string;
  limit?: number;
}

function searchUrl(params: SearchParams): string {
  const query = new URLSearchParams({ q: params.q });
  if (params.kind) query.set('kind', params.kind);
  if (params.city) query.set('city', params.city);
  if (params.limit) query.set('limit', String(params.limit));
  return `${SEARCH_PATH}?${query.toString()}`;
}

/** Search results for the words (nothing is asked for fewer than two characters). */
export function useSearch(params: SearchParams) {
  const q = params.q.trim();
  return useQuery({
    queryKey: [SEARCH_PATH, { ...params, q }],
    queryFn: async () => (await (await apiRequest('GET', searchUrl({ ...params, q }))).json()) as SearchResult,
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The value, once it has stopped changing for `ms` (typing pauses before a search is sent). */
export function useDebounced<T>(value: T, ms = 200): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
