/**
 * The media library's calls, shared by the library page and the "Choose from library" dialog.
 * Staff read the whole library; an advertiser reads only the pictures they uploaded for ads.
 */
import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import type { MediaDetail, MediaList, MediaUpdate } from '../../../shared/media';
import { apiRequest } from '../../lib/api';
import { withQuery } from '../../lib/list-fetch';

export type MediaScope = 'staff' | 'own';
export const MEDIA_ROOT = '/api/admin/media';
const OWN = '/api/media/mine';

export interface MediaFilters {
  q?: string;
  unused?: boolean;
  limit?: number;
  offset?: number;
}

export const mediaKeys = {
  all: [MEDIA_ROOT] as const,
  list: (scope: MediaScope, filters: MediaFilters) => [MEDIA_ROOT, scope, 'list', filters] as const,
  item: (id: string) => [MEDIA_ROOT, 'item', id] as const,
};

const getJson = async <T>(url: string) => (await apiRequest('GET', url)).json() as Promise<T>;

export function useMediaList(scope: MediaScope, filters: MediaFilters) {
  return useQuery({
    queryKey: mediaKeys.list(scope, filters),
    queryFn: () =>
      getJson<MediaList>(
        withQuery(scope === 'staff' ? MEDIA_ROOT : OWN, {
          q: filters.q,
          unused: filters.unused ? 'true' : undefined,
          limit: filters.limit,
          offset: filters.offset,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useMediaItem(id: string | null) {
  return useQuery({
    queryKey: mediaKeys.item(id ?? ''),
    queryFn: () => getJson<MediaDetail>(`${MEDIA_ROOT}/${encodeURIComponent(id!)}`),
    enabled: !!id,
  });
}

export function useUpdateMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: string; patch: MediaUpdate }) =>
      (await apiRequest('PATCH', `${MEDIA_ROOT}/${encodeURIComponent(id)}`, patch)).json() as Promise<MediaDetail>,
    onSuccess: () => client.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
