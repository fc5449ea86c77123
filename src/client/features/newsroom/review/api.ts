import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reviewQueueSchema, type ReviewKind, type ReviewQueue, type ReviewStage } from '../../../../shared/review';
import {
  decisionResultSchema,
  type DecisionResult,
  type ReviewDecisionInput,
} from '../../../../shared/review-decision';
import { ventFlagsSchema, type VentFlaggedItem } from '../../../../shared/vent-room';
import { apiRequest } from '../../../lib/api';

export interface DeskFilters {
  kind?: ReviewKind;
  city?: string;
  status: ReviewStage;
}

export const REVIEW_QUEUE_KEY = ['/api/admin/review'] as const;

const queryString = (f: DeskFilters) => {
  const q = new URLSearchParams({ status: f.status });
  if (f.kind) q.set('kind', f.kind);
  if (f.city) q.set('city', f.city);
  return q.toString();
};

export function useReviewQueue(filters: DeskFilters, enabled: boolean) {
  return useQuery<ReviewQueue>({
    queryKey: [...REVIEW_QUEUE_KEY, filters],
    queryFn: async () =>
      reviewQueueSchema.parse(await (await apiRequest('GET', `${REVIEW_QUEUE_KEY[0]}?${queryString(filters)}`)).json()),
    enabled,
  });
}

export function useDecision() {
  const queryClient = useQueryClient();
  return useMutation<DecisionResult, Error, { kind: ReviewKind; id: string; body: ReviewDecisionInput }>({
    mutationFn: async ({ kind, id, body }) =>
      decisionResultSchema.parse(
        await (await apiRequest('POST', `/api/admin/review/${kind}/${encodeURIComponent(id)}/decision`, body)).json(),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEW_QUEUE_KEY }),
  });
}

const VENT_FLAGS_KEY = ['/api/admin/vent/flags'] as const;

/** Vent Room posts and comments readers reported, with their reasons (hidden ones wait for a decision). */
export function useVentFlags() {
  return useQuery<VentFlaggedItem[]>({
    queryKey: VENT_FLAGS_KEY,
    queryFn: async () => ventFlagsSchema.parse(await (await apiRequest('GET', VENT_FLAGS_KEY[0])).json()),
  });
}

/** Restores (approved) or removes (rejected) a reported item; its flags are settled either way. */
export function useSettleFlags() {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, { item: VentFlaggedItem; status: 'approved' | 'rejected' }>({
    mutationFn: ({ item, status }) =>
      apiRequest(
        'POST',
        `/api/vent/admin/${item.targetType === 'post' ? 'posts' : 'comments'}/${encodeURIComponent(item.targetId)}/status`,
        { status },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VENT_FLAGS_KEY }),
  });
}
