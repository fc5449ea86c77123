/** Query keys, queries and mutations of the artists area (directory, write-ups, radio, profiles). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RADIO_STATIONS, type RadioStation } from '../../../shared/artist-constants';
import type {
  Artist,
  ArtistDetail,
  ArtistWriteup,
  ArtistWriteupFormInput,
  FollowResult,
  GalleryItem,
  LikeResult,
  MusicTrack,
} from '../../../shared/artists';
import { apiRequest } from '../api';

/** Keys start with the URL they read, so invalidating ['/api/artists'] refreshes every artist query. */
export const artistKeys = {
  all: ['/api/artists'] as const,
  list: (filters: ArtistFilters) => ['/api/artists', 'list', filters] as const,
  detail: (id: string) => ['/api/artists', id] as const,
  gallery: (id: string) => ['/api/artists', id, 'gallery'] as const,
  music: (id: string) => ['/api/artists', id, 'music'] as const,
  writeups: ['/api/artist-writeups'] as const,
  stations: ['/api/radio/stations'] as const,
};

/** The directory's filters as the URL holds them; '' means "All ...". */
export type ArtistFilters = { q?: string; city?: string; medium?: string };

export async function getJson<T>(url: string): Promise<T> {
  return (await (await apiRequest('GET', url)).json()) as T;
}

/** The query string of a filter object, leaving out empty values ("All ..." choices). */
export function toSearch(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const useArtists = (filters: ArtistFilters) =>
  useQuery({
    queryKey: artistKeys.list(filters),
    queryFn: () => getJson<Artist[]>(`/api/artists${toSearch({ ...filters, limit: 100 })}`),
  });

export const useWriteups = () =>
  useQuery({ queryKey: artistKeys.writeups, queryFn: () => getJson<ArtistWriteup[]>('/api/artist-writeups') });

/** The configured streams; the built-in list stands in until (or if) the server answers. */
export const useRadioStations = () =>
  useQuery({
    queryKey: artistKeys.stations,
    queryFn: () => getJson<RadioStation[]>('/api/radio/stations'),
    placeholderData: [...RADIO_STATIONS],
  });

export function useSubmitWriteup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ArtistWriteupFormInput) => apiRequest('POST', '/api/artist-writeups', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: artistKeys.writeups }),
  });
}

export const useArtist = (id: string) =>
  useQuery({
    queryKey: artistKeys.detail(id),
    queryFn: () => getJson<ArtistDetail>(`/api/artists/${encodeURIComponent(id)}`),
  });

export const useGallery = (id: string) =>
  useQuery({
    queryKey: artistKeys.gallery(id),
    queryFn: () => getJson<GalleryItem[]>(`/api/artists/${encodeURIComponent(id)}/gallery`),
    // Each item says whether this visitor liked it: asked for by the browser, never rendered for everyone.
    meta: { ssr: false },
  });

export const useMusic = (id: string) =>
  useQuery({
    queryKey: artistKeys.music(id),
    queryFn: () => getJson<MusicTrack[]>(`/api/artists/${encodeURIComponent(id)}/music`),
  });

/** Follow (POST) or unfollow (DELETE); the profile takes the server's counters only after success. */
export function useFollow(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (follow: boolean) =>
      (await (
        await apiRequest(follow ? 'POST' : 'DELETE', `/api/artists/${encodeURIComponent(id)}/follow`)
      ).json()) as FollowResult,
    onSuccess: (result) =>
      queryClient.setQueryData<ArtistDetail>(artistKeys.detail(id), (old) => (old ? { ...old, ...result } : old)),
  });
}

/** Spec 001 section 7: a JSON content type and no body. */
async function postLike(contentId: string): Promise<LikeResult> {
  const res = await fetch(`/api/artists/content/${encodeURIComponent(contentId)}/like`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'include',
  });
  if (!res.ok) throw new Error('Failed to like content');
  return (await res.json()) as LikeResult;
}

/** Likes a gallery item or a track; the item shows the server's count, the artist's total refreshes. */
export function useLike(artistId: string, list: 'gallery' | 'music') {
  const queryClient = useQueryClient();
  const key = list === 'gallery' ? artistKeys.gallery(artistId) : artistKeys.music(artistId);
  return useMutation({
    mutationFn: postLike,
    onSuccess: (result, contentId) => {
      queryClient.setQueryData<(GalleryItem | MusicTrack)[]>(key, (old) =>
        old?.map((item) => (item.id === contentId ? { ...item, ...result } : item)),
      );
      void queryClient.invalidateQueries({ queryKey: artistKeys.detail(artistId), exact: true });
    },
    // Spec 001 section 8: a failed like is logged, never toasted.
    onError: (error) => console.error(error),
  });
}

/** Counts this visit; the server counts each visitor once, whatever the client sends. */
export function useRecordView(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await (await apiRequest('POST', `/api/artists/${encodeURIComponent(id)}/view`)).json()) as {
        profileViews: number;
      },
    onSuccess: ({ profileViews }) =>
      queryClient.setQueryData<ArtistDetail>(artistKeys.detail(id), (old) => (old ? { ...old, profileViews } : old)),
  });
}

export const useSendMessage = (id: string) =>
  useMutation({
    mutationFn: async (message: string) =>
      (await (await apiRequest('POST', `/api/artists/${encodeURIComponent(id)}/message`, { message })).json()) as {
        message: string;
      },
  });
