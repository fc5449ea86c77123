import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchOptional } from '../list-fetch';
import { apiRequest, readError } from '../api';
import type { Recommendation, RecommendedType } from '../../../shared/recommendations';
import { RECOMMENDATIONS_KEY } from './keys';
import { useAuth } from '../auth';

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
        if (readError(error).status === 401) return [];
        throw error;
      }
    },
  });
}

export const matchPercent = (score: number) => `${Math.round(score * 100)}% match`;

/** Records that a signed-in reader opened an item; a failure is logged, never shown. True when recorded. */
export async function trackView(contentType: RecommendedType, contentId: string): Promise<boolean> {
  try {
    await apiRequest('POST', '/api/activity', {
      contentType,
      contentId,
      actionType: 'view',
      timestamp: new Date().toISOString(),
    });
    return true;
  } catch (error) {
    console.error('Failed to track activity', error);
    return false;
  }
}

/** Items viewed in this visit (the tab's session), so a reload or a second look is not a second view. */
const VIEWED_KEY = 'bl-viewed';
const viewedInMemory = new Set<string>();

function viewedBefore(key: string): boolean {
  try {
    const stored = JSON.parse(sessionStorage.getItem(VIEWED_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) && stored.includes(key);
  } catch {
    return viewedInMemory.has(key);
  }
}

function noteViewed(key: string) {
  viewedInMemory.add(key);
  try {
    const stored = JSON.parse(sessionStorage.getItem(VIEWED_KEY) ?? '[]') as unknown;
    const keys = Array.isArray(stored) ? stored.filter((k): k is string => typeof k === 'string') : [];
    // The newest 200 are enough to tell a second look in one visit.
    sessionStorage.setItem(VIEWED_KEY, JSON.stringify([...keys, key].slice(-200)));
  } catch {
    // Storage refused (private mode): the in-memory note still covers this page's life.
  }
}

/**
 * A signed-in reader who opens a story, business or event has viewed it (spec 000's activity record),
 * once per item per visit; the recommendations are asked for afresh afterwards. Visitors record nothing.
 */
export function useRecordView(contentType: RecommendedType, contentId: string | undefined) {
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isAuthenticated || !contentId) return;
    const key = `${contentType}:${contentId}`;
    if (viewedInMemory.has(key) || viewedBefore(key)) return;
    noteViewed(key);
    void trackView(contentType, contentId).then((recorded) => {
      if (recorded) void queryClient.invalidateQueries({ queryKey: RECOMMENDATIONS_KEY });
    });
  }, [isAuthenticated, contentType, contentId, queryClient]);
}
