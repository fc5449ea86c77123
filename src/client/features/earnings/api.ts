import { useMutation, useQuery } from '@tanstack/react-query';
import type { Earnings, Rate } from '../../../shared/payouts';
import { apiRequest } from '../../lib/api';

const EARNINGS_KEY = ['/api/account/earnings'] as const;
const RATES_KEY = ['/api/payout-rates'] as const;

/** The contributor's earnings; `refresh` after coming back from the payout account's onboarding. */
export function useEarnings(enabled: boolean, refresh: boolean) {
  return useQuery<Earnings>({
    queryKey: [...EARNINGS_KEY, refresh],
    queryFn: async () => (await apiRequest('GET', `${EARNINGS_KEY[0]}${refresh ? '?refresh=1' : ''}`)).json(),
    enabled,
  });
}

export function useRates() {
  return useQuery<Rate[]>({
    queryKey: RATES_KEY,
    queryFn: async () => (await apiRequest('GET', RATES_KEY[0])).json(),
  });
}

/** Opens Stripe's onboarding for the payout account (the browser leaves the site). */
export function useConnectPayoutAccount() {
  return useMutation({
    mutationFn: async () =>
      (await (await apiRequest('POST', '/api/account/earnings/payout-account')).json()) as { url: string },
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
