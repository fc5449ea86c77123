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
  posts: (city: City) => ['/api/vent/posts', city] as const,
  allPosts: ['/api/vent/posts'] as const,
  comments: (postId: string) => ['/api/vent/comments', postId] as const,
  allComments: ['/api/vent/comments'] as const,
  pending: ['/api/vent/admin/pending'] as const,
  mine: ['/api/vent/mine'] as const,
};

async function getJson<T>(url: string): Promise<T> {
  return (await (await apiRequest('GET', url)).json()) as T;
}

export const useVentPosts = (city: City) =>
  useQuery({
    queryKey: ventKeys.posts(city),
    queryFn: () => getJson<VentPost[]>(`/api/vent/posts?city=${city}&status=approved`),
  });

export const useVentComments = (postId: string) =>
  useQuery({
    queryKey: ventKeys.comments(postId),
    queryFn: () => getJson<VentComment[]>(`/api/vent/comments/${encodeURIComponent(postId)}?status=approved`),
  });

/** New posts wait for review, so nothing public changes; staff see them in the queue. */
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
    mutationFn: (values: VentCommentFormInput) => apiRequest('POST', '/api/vent/comments', values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ventKeys.pending }),
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

/** Reports a post or comment to staff (once per reader). */
export const useFlag = () =>
  useMutation({
    mutationFn: ({ kind, id, reason }: { kind: 'posts' | 'comments'; id: string; reason: string }) =>
      apiRequest('POST', `/api/vent/${kind}/${encodeURIComponent(id)}/flag`, { reason }),
  });
