import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed, SavedItem, SavedKind, SavedState } from '../../../shared/saved';
import { apiRequest } from '../api';

export type { SavedItem, SavedKind };

export const SAVED_KEY = ['/api/saved'] as const;
const stateKey = (kind: SavedKind, id: string) => [SAVED_KEY[0], kind, id] as const;
const FEED_KEY = ['/api/saved/calendar-feed'] as const;

const savedPath = (kind: SavedKind, id: string) => `/api/saved/${kind}/${encodeURIComponent(id)}`;

/** Whether the signed-in member saved this item; asked only when someone is signed in. */
export function useSavedState(kind: SavedKind, id: string, enabled: boolean) {
  return useQuery<SavedState>({
    queryKey: stateKey(kind, id),
    queryFn: async () => (await apiRequest('GET', savedPath(kind, id))).json(),
    enabled: enabled && !!id,
  });
}

/** Saves (true) or removes (false); the button and the Saved page follow the server's answer. */
export function useToggleSaved(kind: SavedKind, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (save: boolean): Promise<SavedState> =>
      (await apiRequest(save ? 'PUT' : 'DELETE', savedPath(kind, id))).json(),
    onSuccess: (state) => {
      client.setQueryData(stateKey(kind, id), state);
      void client.invalidateQueries({ queryKey: SAVED_KEY, exact: true });
    },
  });
}

export function useSavedItems(enabled: boolean) {
  return useQuery<SavedItem[]>({
    queryKey: SAVED_KEY,
    queryFn: async () => (await apiRequest('GET', SAVED_KEY[0])).json(),
    enabled,
  });
}

/** Whether the member already has a private calendar address (it is shown only when made). */
export function useCalendarFeedState(enabled: boolean) {
  return useQuery<{ exists: boolean }>({
    queryKey: FEED_KEY,
    queryFn: async () => (await apiRequest('GET', FEED_KEY[0])).json(),
    enabled,
  });
}

/** Makes the private calendar address, replacing (and ending) any earlier one. */
export function useResetCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<CalendarFeed> => (await apiRequest('POST', FEED_KEY[0])).json(),
    onSuccess: () => client.setQueryData(FEED_KEY, { exists: true }),
  });
}
