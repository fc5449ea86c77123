/** Card payment settings and the member's plan, read by /subscribe, /ad-checkout and /account. */
import { useQuery } from '@tanstack/react-query';
import type { BillingConfig, Membership } from '../../shared/billing';
import { apiRequest } from './api';

export const billingKeys = {
  config: ['/api/billing/config'] as const,
  membership: ['/api/billing/membership'] as const,
};

export const useBillingConfig = () =>
  useQuery({
    queryKey: billingKeys.config,
    queryFn: async () => (await (await apiRequest('GET', '/api/billing/config')).json()) as BillingConfig,
  });

export const useMembership = (enabled: boolean) =>
  useQuery({
    queryKey: billingKeys.membership,
    queryFn: async () => (await (await apiRequest('GET', '/api/billing/membership')).json()) as Membership,
    enabled,
  });
