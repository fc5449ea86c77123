import { useQuery } from '@tanstack/react-query';
import { fetchOptional } from '../../components/cards/fetch-json';
import { apiRequest, isApiError } from '../api';
import type { Recommendation, RecommendedType } from '../../../shared/recommendations';
import { RECOMMENDATIONS_KEY } from './keys';

export type { Recommendation, RecommendedType };

/** Spec 000 section 9: the only data that goes stale by itself, after 5 minutes. */
export const RECOMMENDATIONS_STALE_MS = 5 * 60 * 1000;

/**
 * Only asked for when signed in. A lapsed session's 401 (or a 404 from a server without the
 * recommendations route) reads as "none yet", never as an error.
 */
export function useRecommendations(enabled: boolean) {
  return useQuery({
    queryKey: RECOMMENDATIONS_KEY,
    enabled,
    staleTime: RECOMMENDATIONS_STALE_MS,
    queryFn: async () => {
      try {
        return (await fetchOptional<Recommendation[]>(RECOMMENDATIONS_KEY[0])) ?? [];
      } catch (error) {
        if (isApiError(error, 401)) return [];
        throw error;
      }
    },
  });
}

export const matchPercent = (score: number) => `${Math.round(score * 100)}% match`;

/** Records that a signed-in reader opened a recommendation; a failure is logged, never shown. */
export async function trackView(contentType: RecommendedType, contentId: string): Promise<void> {
  try {
    await apiRequest('POST', '/api/activity', {
      contentType,
      contentId,
      actionType: 'view',
      timestamp: new Date().toISOString(),
    });
  } catch (error) {
    console.error('Failed to track activity', error);
  }
}
