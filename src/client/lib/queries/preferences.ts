import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api';
import type { Preferences, PreferencesPayload } from '../../../shared/preferences';
import { RECOMMENDATIONS_KEY } from './keys';

export const PREFERENCES_KEY = ['/api/preferences'] as const;

/** The signed-in reader's saved settings (spec 000: only asked for when signed in). */
export function usePreferences(enabled: boolean) {
  return useQuery<Preferences>({
    queryKey: PREFERENCES_KEY,
    enabled,
    queryFn: async () => (await (await apiRequest('GET', PREFERENCES_KEY[0])).json()) as Preferences,
  });
}

/** PUT /api/preferences; the answer replaces the cached settings and the picks are asked for again. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: PreferencesPayload) =>
      (await (await apiRequest('PUT', '/api/preferences', payload)).json()) as Preferences,
    onSuccess: async (saved) => {
      queryClient.setQueryData(PREFERENCES_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: RECOMMENDATIONS_KEY });
    },
  });
}
