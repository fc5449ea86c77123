import { useQuery } from '@tanstack/react-query';
import type { City } from '../../../shared/cities';
import type { EventListFilters, MagazineEvent } from '../../../shared/magazine';
import { fetchOptional, fetchPage, withQuery } from '../list-fetch';
import { usePagedList } from './use-paged-list';

/** Keys start with the API path, so invalidating ['/api/events'] refreshes lists and events. */
export const EVENTS_PATH = '/api/events';
export const eventKeys = {
  all: [EVENTS_PATH] as const,
  upcoming: (params: { city: City; limit: number }) => [EVENTS_PATH, 'upcoming', params] as const,
  detail: (id: string) => [EVENTS_PATH, id] as const,
};

/** The next `limit` events of a city, today or later, soonest first (home page). */
export function useUpcomingEvents(params: { city: City; limit: number }) {
  return useQuery({
    queryKey: eventKeys.upcoming(params),
    queryFn: () => fetchPage<MagazineEvent>(withQuery(`${EVENTS_PATH}/upcoming`, params)).then((page) => page.items),
  });
}

/** Every event for /events (of one city with ?city=, narrowed by the page's filters), 24 at a time. */
export function useAllEvents(city?: City, filters: Omit<EventListFilters, 'city'> = {}) {
  return usePagedList<MagazineEvent>(EVENTS_PATH, { city, ...filters });
}

export function useEvent(id: string) {
  return useQuery({
    queryKey: eventKeys.detail(id),
    queryFn: () => fetchOptional<MagazineEvent>(`${EVENTS_PATH}/${encodeURIComponent(id)}`),
  });
}

/** The calendar file the server builds for an event ("Add to calendar"). */
export const calendarUrl = (id: string) => `${EVENTS_PATH}/${encodeURIComponent(id)}/calendar.ics`;
