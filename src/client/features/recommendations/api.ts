import { useQuery } from '@tanstack/react-query';
import { fetchOptional } from '../../components/cards/fetch-json';
import { apiRequest } from '../../lib/api';

export type RecommendedType = 'article' | 'business' | 'event';

/** Spec 000 section 3: what was picked, for whom it was picked and why. */
export interface Recommendation {
  contentType: RecommendedType;
  content: {
    id: string;
    title?: string;
    name?: string;
    excerpt?: string;
    description?: string;
    category?: string;
    city?: string;
  };
  /** 0 to 1; shown as a rounded percentage. */
  score: number;
  reason: string;
}

export const RECOMMENDATIONS_KEY = ['/api/recommendations'] as const;
/** Spec 000 section 9: the only data that goes stale by itself, after 5 minutes. */
export const RECOMMENDATIONS_STALE_MS = 5 * 60 * 1000;

/**
 * Only asked for when signed in. Until the recommendation engine is live the API has no such
 * route: its 404 (like a lapsed session's 401) reads as "none yet", never as an error.
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
        if (error instanceof Error && error.message.startsWith('401:')) return [];
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
