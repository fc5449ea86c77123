/**
 * Queries that failed while the server rendered a page (a missing artist's 404, a list that could
 * not be read) travel in the page's payload like the others, so the browser's first render shows the
 * same failure. Loaded by the browser only for such a page.
 */
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { ApiError, readError } from './api';

/** A failed query's error as the payload carries it: an API answer keeps its status and body. */
interface SentFailure {
  status?: number;
  message: string;
}

// In the payload the error is a SentFailure, not an Error; the cache's types only know the latter.
function mapFailures(state: DehydratedState, map: (error: unknown) => unknown): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'error'
        ? { ...query, state: { ...query.state, error: map(query.state.error) as Error, fetchFailureReason: null } }
        : query,
    ),
  };
}

/** What the page says of a failure that was not an API answer: its own words stay in the server's log. */
export const UNSENT_FAILURE = 'This part of the page could not be loaded.';

/**
 * Failed queries ready for JSON: an error's message is not one of its own enumerable fields, so it
 * would not survive JSON.stringify; what the browser needs to rebuild it is kept instead. An API
 * answer is what any visitor gets from the public API; anything else (a bug while rendering, say)
 * could name the server's insides, so the page carries a plain sentence instead.
 */
export function sendableFailures(state: DehydratedState): DehydratedState {
  return mapFailures(state, (error): SentFailure => {
    if (error instanceof ApiError) return { status: error.status, message: error.message };
    return { message: UNSENT_FAILURE };
  });
}

/** The failed queries of a payload with their errors rebuilt (an ApiError again, for readError). */
export function revivedFailures(state: DehydratedState): DehydratedState {
  return mapFailures(state, (sent) => {
    const { status, message } = (sent ?? {}) as Partial<SentFailure>;
    const text = typeof message === 'string' ? message : '';
    if (typeof status !== 'number') return new Error(text);
    const prefix = `${status}: `;
    return new ApiError(status, text.startsWith(prefix) ? text.slice(prefix.length) : text);
  });
}

/** A failure that another try may not repeat: the site busy or down, or the connection. */
function mayPassNextTime(error: unknown): boolean {
  const { status } = readError(error);
  return status === undefined || status >= 500 || status === 408 || status === 429;
}

/**
 * A failed query the server rendered is not retried when its part of the page first mounts: a
 * retry would render a skeleton where the server's HTML shows the failure, and React would reject
 * the page. Once that part is React's (its first observer subscribed, which happens after the part
 * hydrated, Suspense boundaries included), a failure that may pass is tried again (the reader sees it
 * load), and later visits of the page retry as they always do.
 */
export function holdFailuresUntilShown(queryClient: QueryClient, state: DehydratedState): void {
  const held = new Set<string>();
  for (const query of state.queries) {
    if (query.state.status !== 'error') continue;
    held.add(query.queryHash);
    queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
  if (held.size === 0) return;
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerAdded' || !held.delete(event.query.queryHash)) return;
    queryClient.setQueryDefaults(event.query.queryKey, { retryOnMount: true });
    if (event.query.state.status === 'error' && mayPassNextTime(event.query.state.error)) {
      void event.observer.refetch();
    }
    if (held.size === 0) unsubscribe();
  });
}
