/** Query keys, queries and mutations of the Vent Room. Keys start with the URL they read. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { City } from '../../../shared/cities';
import type {
  VentComment,
  VentCommentFormInput,
  VentModerationInput,
  VentMine,
  VentPending,
  VentPost,
  VentPostFormInput,
} from '../../../shared/vent-room';
import { apiRequest } from '../../lib/api';

export const ventKeys = {
  posts: (city: City | undefined, neighbourhood?: string) =>
    ['/api/vent/posts', city ?? 'all', neighbourhood ?? 'all'] as const,
  allPosts: ['/api/vent/posts'] as const,
  comments: (postId: string) => ['/api/vent/comments', postId] as const,
  allComments: ['/api/vent/comments'] as const,
  pending: ['/api/vent/admin/pending'] as const,
  mine: ['/api/vent/mine'] as const,
};

async function getJson<T>(url: string): Promise<T> {
  return (await (await apiRequest('GET', url)).json()) as T;
}

/** One city's approved posts (of one of its neighbourhoods when given), or every city's ("All cities"). */
export const useVentPosts = (city: City | undefined, neighbourhood?: string) =>
  useQuery({
    queryKey: ventKeys.posts(city, neighbourhood),
    queryFn: () =>
      getJson<VentPost[]>(
        `/api/vent/posts?${city ? `city=${city}&` : ''}${neighbourhood ? `neighbourhood=${neighbourhood}&` : ''}status=approved`,
      ),
  });

export const useVentComments = (postId: string) =>
  useQuery({
    queryKey: ventKeys.comments(postId),
    queryFn: () => getJson<VentComment[]>(`/api/vent/comments/${encodeURIComponent(postId)}?status=approved`),
  });

/** A new author's post waits for review (staff see it in the queue); a trusted author's is listed at once. */
export function useSubmitPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: VentPostFormInput) =>
      (await apiRequest('POST', '/api/vent/posts', values)).json() as Promise<{ status: string }>,
    onSuccess: async () => {
      await Promise.all(
        [ventKeys.pending, ventKeys.mine, ventKeys.allPosts].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

export function useSubmitComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: VentCommentFormInput) =>
      (await apiRequest('POST', '/api/vent/comments', values)).json() as Promise<{ status: string }>,
    onSuccess: async (_result, values) => {
      await Promise.all(
        [ventKeys.pending, ventKeys.mine, ventKeys.comments(values.postId)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

export const usePendingVents = (enabled: boolean) =>
  useQuery({ queryKey: ventKeys.pending, queryFn: () => getJson<VentPending>('/api/vent/admin/pending'), enabled });

/** A decision changes the queue and what the public lists show. */
export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, status }: { kind: 'posts' | 'comments'; id: string } & VentModerationInput) =>
      apiRequest('POST', `/api/vent/admin/${kind}/${encodeURIComponent(id)}/status`, { status }),
    onSuccess: async () => {
      await Promise.all(
        [ventKeys.pending, ventKeys.allPosts, ventKeys.allComments].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

/** The signed-in author's own posts and comments, pending ones included. */
export const useMyVents = (enabled: boolean) =>
  useQuery({ queryKey: ventKeys.mine, queryFn: () => getJson<VentMine>('/api/vent/mine'), enabled });
