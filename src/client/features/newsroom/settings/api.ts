import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteSettingsAnswer } from '../../../../shared/site-settings';
import type { SiteSettings } from '../../../../shared/site-settings-defaults';
import { apiRequest } from '../../../lib/api';
import { replacePageSettings } from '../../../lib/site-settings';

/** The site settings (admins). */
const SETTINGS = '/api/admin/settings';
export const settingsKeys = { all: [SETTINGS] as const };

export function useSiteSettingsAnswer() {
  return useQuery({
    queryKey: settingsKeys.all,
    queryFn: async () => (await apiRequest('GET', SETTINGS)).json() as Promise<SiteSettingsAnswer>,
  });
}

/** Saves every setting; this tab's header and footer show the new ones at once. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: SiteSettings) =>
      (await apiRequest('PUT', SETTINGS, settings)).json() as Promise<SiteSettingsAnswer>,
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKeys.all, answer);
      replacePageSettings(answer.settings);
    },
  });
}
