import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver, dehydrate, defaultShouldDehydrateQuery, hydrate } from '@tanstack/react-query';
import { ApiError, readError } from './api';
import { scriptSafeJson } from './ssr';
import { UNSENT_FAILURE, holdFailuresUntilShown, revivedFailures, sendableFailures } from './ssr-failures';

/** What the server puts in the page and the browser reads back: JSON both ways. */
async function sentPage(build: (client: QueryClient) => Promise<void>) {
  const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await build(server);
  const sent = scriptSafeJson(
    sendableFailures(
      dehydrate(server, { shouldDehydrateQuery: (q) => defaultShouldDehydrateQuery(q) || q.state.status === 'error' }),
    ),
  );
  return revivedFailures(JSON.parse(sent));
}

async function throughThePage(build: (client: QueryClient) => Promise<void>) {
  const browser = new QueryClient();
  hydrate(browser, await sentPage(build));
  return browser;
}

describe('failed queries in the server-rendered page', () => {
  it("arrive in the browser failed, as the same API error, so the first render shows the server's", async () => {
    const body = JSON.stringify({ code: 'NOT_FOUND', message: 'Artist not found' });
    const browser = await throughThePage(async (server) => {
      await server.prefetchQuery({
        queryKey: ['/api/artists', 'x'],
        queryFn: () => Promise.reject(new ApiError(404, body)),
      });
      await server.prefetchQuery({ queryKey: ['/api/articles'], queryFn: () => Promise.resolve([{ id: 'a' }]) });
    });
    const failed = browser.getQueryState(['/api/artists', 'x']);
    expect(failed?.status).toBe('error');
    expect(readError(failed?.error)).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Artist not found' });
    expect(failed?.error?.message).toBe(`404: ${body}`);
    expect(browser.getQueryData(['/api/articles'])).toEqual([{ id: 'a' }]);
  });

  it("do not carry the words of an error that was not an API answer (they could name the server's insides)", async () => {
    const browser = await throughThePage(async (server) => {
      await server.prefetchQuery({
        queryKey: ['/api/events'],
        queryFn: () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'pool')")),
      });
    });
    const failed = browser.getQueryState(['/api/events']);
    expect(failed?.status).toBe('error');
    expect(readError(failed?.error).status).toBeUndefined();
    expect(failed?.error?.message).toBe(UNSENT_FAILURE);
  });
});

/** What useQuery renders first: the observer's result as React asks for it while a page mounts. */
function firstRender(client: QueryClient, observer: QueryObserver<unknown>) {
  return observer.getOptimisticResult({
    ...client.defaultQueryOptions(observer.options),
    _optimisticResults: 'optimistic',
  });
}

describe('a failed query after hydration', () => {
  async function hydratedWith(status: number) {
    const calls: string[] = [];
    const state = await sentPage(async (server) => {
      await server.prefetchQuery({
        queryKey: ['/api/artists', 'x'],
        queryFn: () => Promise.reject(new ApiError(status, '{"code":"X","message":"no"}')),
      });
    });
    // As main.tsx does: failures held, then the cache restored.
    const client = new QueryClient();
    holdFailuresUntilShown(client, state);
    hydrate(client, state);
    const observer = new QueryObserver<unknown>(client, {
      queryKey: ['/api/artists', 'x'],
      queryFn: async () => {
        calls.push('fetch');
        return { id: 'x' };
      },
    });
    return { client, observer, calls };
  }

  it('renders first as the server did (no loading state), then a 503 is tried again once the part is shown', async () => {
    const { client, observer, calls } = await hydratedWith(503);
    expect(firstRender(client, observer).status).toBe('error');
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ id: 'x' }));
    expect(calls).toEqual(['fetch']);
    unsubscribe();
  });

  it('keeps a 404 as it is', async () => {
    const { client, observer, calls } = await hydratedWith(404);
    expect(firstRender(client, observer).status).toBe('error');
    const unsubscribe = observer.subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    expect(observer.getCurrentResult().status).toBe('error');
    unsubscribe();
  });
});
