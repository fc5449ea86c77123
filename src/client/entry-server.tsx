/**
 * Server rendering of one page (run by the server, never shipped to browsers): the route is
 * rendered with React, every public query the page asks for is fetched from the app's own API and
 * rendered in, and the query cache goes into the page so the browser hydrates without a refetch.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Readable } from 'node:stream';
import { StrictMode, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { defaultShouldDehydrateQuery, dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import type { City } from '../shared/cities';
import { isPageRoute } from '../shared/routes';
import { App } from './App';
import { ApiError } from './lib/api';
import { createQueryClient } from './lib/query-client';
import { HydrationMark, SiteOriginProvider, scriptSafeJson, type SsrPayload } from './lib/ssr';
import { sendableFailures } from './lib/ssr-failures';
import { ServerEditionProvider } from './lib/use-city';
import { pageHead, type PageHead } from './ssr/head';
import { headTags } from './ssr/head-tags';
import { withSiteName } from './ssr/site-head';
import { SiteSettingsProvider } from './lib/site-settings';
import { type SiteSettings } from '../shared/site-settings-defaults';
import { DEFAULT_SITE_SETTINGS } from '../shared/site-settings-about';

/** Answers an API request made while rendering (the server passes its own in-process router). */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export interface RenderRequest {
  /** Path and query of the page, e.g. "/articles/abc?x=1". */
  url: string;
  /** The site's public address, "https://example.org". */
  origin: string;
  api: ApiFetch;
  /** The reader's edition, from the request's cookie (the browser reads the same cookie when it hydrates). */
  edition?: City | null;
  /** The site's settings (the page carries the same ones to the browser). */
  site?: SiteSettings;
}

export interface RenderResult {
  status: number;
  head: PageHead;
  /** The tags for <head> (title, description, canonical, Open Graph, JSON-LD, feeds). */
  headHtml: string;
  /** The rendered app, to go inside <div id="root">. */
  html: string;
  /** The JSON for the payload <script> (already safe to embed). */
  payload: string;
  /** Queries that failed other than with an API answer (the API logs its own): for the server's log. */
  failures: unknown[];
}

/** Rounds of "render, fetch what it asked for": a page whose queries depend on others needs two. */
const MAX_ROUNDS = 4;

// Query functions call fetch('/api/...') as in the browser. While a page renders, relative
// addresses go to the app itself; every other fetch in the process is left alone.
const FETCH_KEY = Symbol.for('bylocals.ssr-fetch');
type Store = AsyncLocalStorage<ApiFetch>;
const globalSlot = globalThis as unknown as Record<symbol, Store | undefined>;
const apiStore: Store = globalSlot[FETCH_KEY] ?? new AsyncLocalStorage<ApiFetch>();
if (!globalSlot[FETCH_KEY]) {
  globalSlot[FETCH_KEY] = apiStore;
  const original = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const api = apiStore.getStore();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (api && url.startsWith('/')) return api(url, init);
    return original(input, init);
  }) as typeof fetch;
}

/** Queries the server fetches: public data only; the visitor's own (account, recommendations) wait for the browser. */
function wanted(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  if (query.meta?.ssr === false) return false;
  const enabled = (query.options as { enabled?: unknown }).enabled;
  if (enabled === false || typeof enabled === 'function') return false;
  const first = query.queryKey[0];
  return typeof first === 'string' && first.startsWith('/api/') && !first.startsWith('/api/auth');
}

/**
 * The queries the page was rendered with go to the browser, failed ones too (a missing artist's
 * 404, a list that could not be read): a failure left out would be loading again in the browser,
 * which then renders a skeleton where the server's HTML has the error, and React rejects the page.
 */
function rendered(query: Query): boolean {
  return defaultShouldDehydrateQuery(query) || query.state.status === 'error';
}

async function renderToHtml(element: ReactElement): Promise<string> {
  // One complete document: no boundary is split out to be revealed later by an inline script
  // (which the Content-Security-Policy forbids, and which readers without JavaScript never run).
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude as Readable) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

function tree(
  queryClient: QueryClient,
  pathname: string,
  search: string,
  origin: string,
  edition: City | null,
  site: SiteSettings,
): ReactElement {
  return (
    // The same shape as the browser's tree in main.tsx (useId values depend on it).
    <StrictMode>
      <Router ssrPath={pathname} ssrSearch={search}>
        <SiteOriginProvider origin={origin}>
          <ServerEditionProvider city={edition}>
            <SiteSettingsProvider settings={site}>
              <App queryClient={queryClient} />
            </SiteSettingsProvider>
          </ServerEditionProvider>
        </SiteOriginProvider>
        <HydrationMark />
      </Router>
    </StrictMode>
  );
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const parsed = new URL(request.url, 'http://local');
  const { pathname } = parsed;
  const search = parsed.search.replace(/^\?/, '');
  const queryClient = createQueryClient();
  // A query that failed (a missing artist answers 404) renders as failed, not as loading again.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
  });
  const site = request.site ?? DEFAULT_SITE_SETTINGS;
  const element = tree(queryClient, pathname, search, request.origin, request.edition ?? null, site);

  const html = await apiStore.run(request.api, async () => {
    for (let round = 1; ; round++) {
      const rendered = await renderToHtml(element);
      const missing = queryClient.getQueryCache().getAll().filter(wanted);
      if (missing.length === 0 || round > MAX_ROUNDS) return rendered;
      await Promise.allSettled(missing.map((query) => query.fetch()));
    }
  });

  const head = withSiteName(
    pageHead({
      pathname,
      search: parsed.searchParams,
      origin: request.origin,
      queryClient,
      known: isPageRoute(pathname),
    }),
    site.siteName,
  );
  const payload: SsrPayload = {
    origin: request.origin,
    state: sendableFailures(dehydrate(queryClient, { shouldDehydrateQuery: rendered })),
  };
  const failures = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.state.error)
    .filter((error) => error && !(error instanceof ApiError));
  queryClient.clear();
  // React puts the preloads it finds (the hero picture) before the app; they belong in <head>.
  const hoisted = /^(?:<link [^>]*>)+/.exec(html)?.[0] ?? '';
  return {
    status: head.status,
    head,
    headHtml: [
      headTags(head, request.origin, { skipHero: hoisted.includes('rel="preload"'), siteName: site.siteName }),
      hoisted,
    ]
      .filter(Boolean)
      .join('\n    '),
    html: html.slice(hoisted.length),
    payload: scriptSafeJson(payload),
    failures,
  };
}
