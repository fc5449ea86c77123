import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GalleryItemInput, MusicTrackInput } from '../../../../../shared/newsroom';
import { apiRequest } from '../../../../lib/api';
import { itemUrl } from '../api';

/** An artist's gallery items and music tracks (staff): listed, added and removed one by one. */
export type MediaKind = 'gallery' | 'tracks';
export interface MediaRow {
  id: string;
  title: string;
  imageUrl?: string | null;
  audioUrl?: string;
  genre?: string;
  description?: string | null;
}

const mediaUrl = (artistId: string, media: MediaKind) => `${itemUrl('artists', artistId)}/${media}`;
export const mediaKey = (artistId: string, media: MediaKind) => [mediaUrl(artistId, media)] as const;

export function useArtistMedia(artistId: string, media: MediaKind) {
  return useQuery({
    queryKey: mediaKey(artistId, media),
    queryFn: async () => (await apiRequest('GET', mediaUrl(artistId, media))).json() as Promise<MediaRow[]>,
  });
}

export function useAddMedia(artistId: string, media: MediaKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GalleryItemInput | MusicTrackInput) => apiRequest('POST', mediaUrl(artistId, media), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKey(artistId, media) }),
  });
}

export function useRemoveMedia(artistId: string, media: MediaKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${mediaUrl(artistId, media)}/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKey(artistId, media) }),
  });
}
