/** Sports Central queries: the filtered list and the featured stories. */
import { useQuery } from '@tanstack/react-query';
import type { SportsItem } from '../../../shared/sports';
import { apiRequest } from '../../lib/api';
import { fetchOptional } from '../../lib/list-fetch';

export interface SportsFilters {
  city: string;
  sport: string;
  category: string;
  league: string;
}

export const sportsKeys = {
  all: ['/api/sports'] as const,
  list: (filters: SportsFilters) => ['/api/sports', 'list', filters] as const,
  featured: (city: string) => ['/api/sports', 'featured', city] as const,
  /** The server render's head tags read this key too (src/client/ssr/head.ts). */
  story: (id: string) => ['/api/sports', id] as const,
};

function search(values: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const getJson = async <T>(url: string): Promise<T> => (await (await apiRequest('GET', url)).json()) as T;

/** Every filter, the league included, is applied by the server so paging stays correct. */
export const useSports = (filters: SportsFilters) =>
  useQuery({
    queryKey: sportsKeys.list(filters),
    queryFn: () => getJson<SportsItem[]>(`/api/sports${search({ ...filters })}`),
  });

export const useFeaturedSports = (city: string) =>
  useQuery({
    queryKey: sportsKeys.featured(city),
    queryFn: () => getJson<SportsItem[]>(`/api/sports/featured${search({ city })}`),
  });

/** One story in full for /sports/{id}; null when there is none (the API answers 404). */
export const useSportsStory = (id: string) =>
  useQuery({
    queryKey: sportsKeys.story(id),
    queryFn: () => fetchOptional<SportsItem>(`/api/sports/${encodeURIComponent(id)}`),
  });
