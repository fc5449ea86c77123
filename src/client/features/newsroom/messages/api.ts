import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactStaffMessage } from '../../../../shared/contact';
import { apiRequest } from '../../../lib/api';

export const MESSAGES_PATH = '/api/admin/contact-messages';
export type InboxStatus = 'open' | 'handled';

export function useContactMessages(status: InboxStatus) {
  return useQuery({
    queryKey: [MESSAGES_PATH, { status }],
    queryFn: async () =>
      (await (await apiRequest('GET', `${MESSAGES_PATH}?status=${status}&limit=100`)).json()) as ContactStaffMessage[],
    // The visitor's own inbox: never rendered on the server.
    meta: { ssr: false },
  });
}

export function useMarkHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; handled: boolean }) =>
      (await (
        await apiRequest('PATCH', `${MESSAGES_PATH}/${encodeURIComponent(input.id)}`, { handled: input.handled })
      ).json()) as ContactStaffMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MESSAGES_PATH] }),
  });
}
