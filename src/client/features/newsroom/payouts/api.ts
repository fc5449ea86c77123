import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutDesk, PayResult, Rate } from '../../../../shared/payouts';
import { apiRequest } from '../../../lib/api';

const DESK_KEY = ['/api/admin/payouts'] as const;
const ADMIN_RATES_KEY = ['/api/admin/payouts/rates'] as const;

export function usePayoutDesk(status: string) {
  return useQuery<PayoutDesk>({
    queryKey: [...DESK_KEY, status],
    queryFn: async () => (await apiRequest('GET', `${DESK_KEY[0]}?status=${encodeURIComponent(status)}`)).json(),
  });
}

/** One desk action (approve, cancel, record, pay); the desk reloads after it, whatever happened. */
export function useDeskAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ url, body }: { url: string; body?: object }) =>
      (await (await apiRequest('POST', url, body)).json()) as Partial<PayResult>,
    onSettled: () => client.invalidateQueries({ queryKey: DESK_KEY }),
  });
}

export function useAdminRates() {
  return useQuery<Rate[]>({
    queryKey: ADMIN_RATES_KEY,
    queryFn: async () => (await apiRequest('GET', ADMIN_RATES_KEY[0])).json(),
  });
}

export function useSaveRates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (rates: { kind: string; amount: string }[]) =>
      (await (await apiRequest('PUT', ADMIN_RATES_KEY[0], { rates })).json()) as Rate[],
    onSuccess: (rates) => client.setQueryData(ADMIN_RATES_KEY, rates),
  });
}
