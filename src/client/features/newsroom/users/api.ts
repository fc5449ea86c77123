import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserUpdate, SuspendUser, UserActivityAnswer } from '../../../../shared/newsroom';
import { fetchPage, withQuery } from '../../../lib/list-fetch';
import { apiRequest } from '../../../lib/api';

/** The users desk (admins). Keys start with the API path; a change refreshes lists and the account. */
const USERS = '/api/admin/users';
export const USER_PAGE_SIZE = 25;

export const userKeys = {
  all: [USERS] as const,
  list: (filters: { q?: string; role?: string; offset: number }) => [USERS, 'list', filters] as const,
  user: (id: string) => [USERS, id] as const,
  activity: (id: string) => [USERS, id, 'activity'] as const,
};
const userUrl = (id: string) => `${USERS}/${encodeURIComponent(id)}`;

export function useUsers(filters: { q?: string; role?: string; offset: number }) {
  return useQuery({
    queryKey: userKeys.list(filters),
    queryFn: () => fetchPage<AdminUser>(withQuery(USERS, { ...filters, limit: USER_PAGE_SIZE })),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: string) {
  return useQuery({
    queryKey: userKeys.user(id),
    queryFn: async () => (await apiRequest('GET', userUrl(id))).json() as Promise<AdminUser>,
  });
}

export function useUserActivity(id: string) {
  return useQuery({
    queryKey: userKeys.activity(id),
    queryFn: async () => (await apiRequest('GET', `${userUrl(id)}/activity`)).json() as Promise<UserActivityAnswer>,
  });
}

function useUserMutation<V>(id: string, request: (vars: V) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => (await request(vars)).json() as Promise<AdminUser>,
    onSuccess: async (user) => {
      queryClient.setQueryData(userKeys.user(id), user);
      await queryClient.invalidateQueries({ queryKey: [USERS, 'list'] });
    },
  });
}

export const useUpdateUser = (id: string) =>
  useUserMutation(id, (body: AdminUserUpdate) => apiRequest('PATCH', userUrl(id), body));
export const useSuspendUser = (id: string) =>
  useUserMutation(id, (body: SuspendUser) => apiRequest('POST', `${userUrl(id)}/suspension`, body));
export const useLiftSuspension = (id: string) =>
  useUserMutation(id, () => apiRequest('DELETE', `${userUrl(id)}/suspension`));
