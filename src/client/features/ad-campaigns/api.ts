/** Query keys and calls of the ad campaign manager and the advertiser's pages. Keys are the URL they read. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdCampaign,
  AdCampaignForm,
  CampaignEdit,
  CampaignStats,
  CampaignView,
} from '../../../shared/ad-campaigns';
import { apiRequest } from '../../lib/api';

export const adCampaignKeys = {
  all: ['/api/admin/ad-campaigns'] as const,
  mine: ['/api/account/ad-campaigns'] as const,
};

/** Where a campaign's figures are read: the staff API, or the owner's own. */
export type StatsScope = 'admin' | 'owner';
export const statsBase = (scope: StatsScope, id: string) =>
  `${scope === 'admin' ? '/api/admin/ad-campaigns' : '/api/account/ad-campaigns'}/${encodeURIComponent(id)}`;

const getJson = async <T>(url: string) => (await (await apiRequest('GET', url)).json()) as T;

export const useAdCampaigns = () =>
  useQuery({
    queryKey: adCampaignKeys.all,
    queryFn: () => getJson<CampaignView[]>('/api/admin/ad-campaigns?limit=100'),
  });

export const useMyCampaigns = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: adCampaignKeys.mine,
    queryFn: () => getJson<CampaignView[]>('/api/account/ad-campaigns?limit=100'),
  });

export const useCampaignStats = (scope: StatsScope, id: string | null) =>
  useQuery({
    queryKey: ['campaign-stats', scope, id],
    queryFn: () => getJson<CampaignStats>(`${statsBase(scope, id ?? '')}/stats`),
    enabled: Boolean(id),
  });

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (campaign: AdCampaignForm) =>
      (await (await apiRequest('POST', '/api/admin/ad-campaigns', campaign)).json()) as AdCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adCampaignKeys.all }),
  });
}

export type CampaignAction =
  | { kind: 'activate'; id: string }
  | { kind: 'pause'; id: string }
  | { kind: 'resume'; id: string }
  | { kind: 'delete'; id: string }
  | { kind: 'edit'; id: string; edit: CampaignEdit };

/** Activate free, pause, resume, edit or delete; the list reloads afterwards. */
export function useCampaignAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: CampaignAction) => {
      const url = `/api/admin/ad-campaigns/${encodeURIComponent(action.id)}`;
      if (action.kind === 'delete') return void (await apiRequest('DELETE', url));
      if (action.kind === 'edit') return void (await apiRequest('PATCH', url, action.edit));
      const body = action.kind === 'activate' ? { complimentary: true } : undefined;
      await apiRequest('POST', `${url}/${action.kind}`, body);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adCampaignKeys.all }),
  });
}
