import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import './fonts.css';
import { matchPageRoute } from '../shared/routes';
import { App } from './App';
import { AUTH_USER_KEY } from './lib/auth';
import { queryClient } from './lib/query-client';
import { HydrationMark, SiteOriginProvider, readSsrPayload, reportRerendered } from './lib/ssr';
import { NotFoundPage, PAGES, preloadPage } from './routes';
import './styles.css';

/** Answers that depend on who is looking; the server rendered them for a signed-out visitor. */
const VIEWER_DEPENDENT_KEYS = ['/api/artists'];

/**
 * A server-rendered page hydrates: the server's query cache is restored first (so nothing is
 * fetched again) and the page's code is loaded before React starts, so the first render matches
 * the HTML. Pages rendered only in the browser (the staff area, the account) start from scratch.
 */
async function start(root: HTMLElement) {
  const payload = readSsrPayload();
  if (!payload) {
    createRoot(root).render(
      <StrictMode>
        <App />
        <HydrationMark />
      </StrictMode>,
    );
    return;
  }
  let state = payload.state;
  if (state.queries.some((query) => query.state.status === 'error')) {
    const failures = await import('./lib/ssr-failures');
    state = failures.revivedFailures(state);
    failures.holdFailuresUntilShown(queryClient, state);
  }
  hydrate(queryClient, state);
  const route = matchPageRoute(window.location.pathname);
  await preloadPage(route ? PAGES[route] : NotFoundPage);
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <SiteOriginProvider origin={payload.origin}>
          <App />
        </SiteOriginProvider>
        <HydrationMark />
      </StrictMode>,
      {
        // A part React could not hydrate (its HTML did not match) is rendered anew: it will not report.
        onRecoverableError: (error) => {
          reportRerendered();
          (window.reportError ?? console.error)(error);
        },
      },
    );
  });
  // Signed in: refresh what the server could only render for a signed-out visitor.
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] !== AUTH_USER_KEY[0] || event.query.state.status === 'pending') return;
    unsubscribe();
    if (!event.query.state.data) return;
    for (const key of VIEWER_DEPENDENT_KEYS) void queryClient.invalidateQueries({ queryKey: [key] });
  });
}

const root = document.getElementById('root');
if (root) void start(root);
