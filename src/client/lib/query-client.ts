import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/**
 * Spec 000 section 9: data never goes stale by itself, nothing refetches on a timer or on
 * window focus, and nothing retries. Features that need fresher data say so per query.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
