import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SocialAccountView, SocialPostView } from '../../../../shared/social-contract';
import { apiRequest } from '../../../lib/api';

const BASE = '/api/admin/social';

export function useSocialAccounts() {
  return useQuery({
    queryKey: [BASE, 'accounts'],
    queryFn: async () => (await (await apiRequest('GET', `${BASE}/accounts`)).json()) as SocialAccountView[],
  });
}

export function useSocialPosts(filters: Record<string, string>) {
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v)).toString();
  return useQuery({
    queryKey: [BASE, 'posts', query],
    queryFn: async () => (await (await apiRequest('GET', `${BASE}/posts?${query}`)).json()) as SocialPostView[],
  });
}

/** One action on a post (save, schedule, post now, retry, cancel); the lists refresh after it. */
export function usePostAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; action: string; body?: unknown; method?: string }) =>
      apiRequest(
        input.method ?? 'POST',
        `${BASE}/posts/${input.id}${input.action ? `/${input.action}` : ''}`,
        input.body,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: [BASE] }),
  });
}

/** Disconnects an account: its scheduled posts are cancelled (the server says so in the audit log). */
export function useDisconnectAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${BASE}/accounts/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BASE] }),
  });
}
