/** Query keys and calls of the ad campaign manager. Keys are the URL they read. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdCampaign, AdCampaignForm } from '../../../shared/ad-campaigns';
import { apiRequest } from '../../lib/api';

export const adCampaignKeys = { all: ['/api/admin/ad-campaigns'] as const };

export const useAdCampaigns = () =>
  useQuery({
    queryKey: adCampaignKeys.all,
    queryFn: async () => (await (await apiRequest('GET', '/api/admin/ad-campaigns')).json()) as AdCampaign[],
  });

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (campaign: AdCampaignForm) =>
      (await (await apiRequest('POST', '/api/admin/ad-campaigns', campaign)).json()) as AdCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adCampaignKeys.all }),
  });
}
