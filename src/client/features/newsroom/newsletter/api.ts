import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { City } from '../../../../shared/cities';
import type {
  AdminEdition,
  AdminEditionDetail,
  BouncedSubscriber,
  EditionProgress,
  EditionCandidates,
  EditionPreview,
  EditionUpdateInput,
} from '../../../../shared/newsletter';
import { apiRequest } from '../../../lib/api';

/**
 * Staff API for editions. Every key starts with the API path, so invalidating `editionKeys.all`
 * refreshes lists, editors and previews at once; detail and preview keys join to their URL.
 */
const ADMIN = '/api/newsletter/admin';
const EDITIONS = `${ADMIN}/editions`;
/** The public archive's key root (features/newsletter): a sent edition appears there. */
const ARCHIVE_KEY = ['/api/newsletter/editions'] as const;

export const editionKeys = {
  all: [EDITIONS] as const,
  list: (city: City) => [EDITIONS, { city }] as const,
  detail: (id: string) => [EDITIONS, id] as const,
  preview: (id: string) => [EDITIONS, id, 'preview'] as const,
  candidates: (city: string) => [`${ADMIN}/candidates`, { city }] as const,
  subscribers: [`${ADMIN}/subscribers`] as const,
  progress: (id: string) => [EDITIONS, id, 'progress'] as const,
  bounces: [`${ADMIN}/bounces`] as const,
};

const getJson = async <T>(url: string) => (await apiRequest('GET', url)).json() as Promise<T>;
const editionUrl = (id: string) => `${EDITIONS}/${encodeURIComponent(id)}`;

/** A city's editions, newest first (one page of 100 is years of weekly editions). */
export function useAdminEditions(city: City) {
  return useQuery({
    queryKey: editionKeys.list(city),
    queryFn: () => getJson<AdminEdition[]>(`${EDITIONS}?city=${city}&limit=100`),
  });
}

export function useAdminEdition(id: string) {
  return useQuery({ queryKey: editionKeys.detail(id), queryFn: () => getJson<AdminEditionDetail>(editionUrl(id)) });
}

export function useEditionPreview(id: string, enabled: boolean) {
  return useQuery({
    queryKey: editionKeys.preview(id),
    queryFn: () => getJson<EditionPreview>(`${editionUrl(id)}/preview`),
    enabled,
  });
}

export function useCandidates(city: string) {
  return useQuery({
    queryKey: editionKeys.candidates(city),
    queryFn: () => getJson<EditionCandidates>(`${ADMIN}/candidates?city=${encodeURIComponent(city)}`),
  });
}

export function useSubscriberCounts() {
  return useQuery({
    queryKey: editionKeys.subscribers,
    queryFn: () => getJson<{ city: string; confirmed: number }[]>(`${ADMIN}/subscribers`),
  });
}

/** A sent edition's copies by state; asked again every 2 seconds while some are still on their way. */
export function useEditionProgress(id: string) {
  return useQuery({
    queryKey: editionKeys.progress(id),
    queryFn: () => getJson<EditionProgress>(`${editionUrl(id)}/progress`),
    refetchInterval: (query) => ((query.state.data?.waiting ?? 0) > 0 ? 2000 : false),
  });
}

/** Subscribers whose address the mail provider reported as bounced for good or complaining. */
export function useBouncedSubscribers() {
  return useQuery({ queryKey: editionKeys.bounces, queryFn: () => getJson<BouncedSubscriber[]>(`${ADMIN}/bounces`) });
}

/** Mutations that answer with the edition: the editor shows the answer at once, lists refetch. */
function useEditionMutation<V>(request: (vars: V) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => (await request(vars)).json() as Promise<AdminEditionDetail>,
    onSuccess: async (edition) => {
      queryClient.setQueryData(editionKeys.detail(edition.id), edition);
      // Everything else about editions may have changed; the detail is already the server's answer.
      const isThisDetail = (key: readonly unknown[]) => key.length === 2 && key[1] === edition.id;
      await queryClient.invalidateQueries({ queryKey: editionKeys.all, predicate: (q) => !isThisDetail(q.queryKey) });
      if (edition.status === 'sent') await queryClient.invalidateQueries({ queryKey: ARCHIVE_KEY });
    },
  });
}

export const useCreateEdition = () => useEditionMutation((city: City) => apiRequest('POST', EDITIONS, { city }));

export const useUpdateEdition = (id: string) =>
  useEditionMutation((body: EditionUpdateInput) => apiRequest('PATCH', editionUrl(id), body));

export const useScheduleEdition = (id: string) =>
  useEditionMutation((scheduledFor: string | null) =>
    apiRequest('POST', `${editionUrl(id)}/schedule`, { scheduledFor }),
  );

export const useSendEdition = (id: string) => useEditionMutation(() => apiRequest('POST', `${editionUrl(id)}/send`));

export function useSendTest(id: string) {
  return useMutation({
    mutationFn: async () => (await apiRequest('POST', `${editionUrl(id)}/test`)).json() as Promise<{ message: string }>,
  });
}
