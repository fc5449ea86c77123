// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { storySummary } from '../../test/stories';
import ArticlesPage from './ArticlesPage';

const TOTAL = 30;

/** GET /api/articles answering pages of a 30-story list, with its X-Total-Count. */
function stubArticles(total = TOTAL) {
  const mock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://local');
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 50);
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) =>
      storySummary(offset + i),
    );
    return new Response(JSON.stringify(items), {
      headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'bl_city=; Path=/; Max-Age=0';
});

/** The list calls made (the header's account call aside). */
const listCalls = (mock: ReturnType<typeof stubArticles>) =>
  mock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/articles'));

describe('ArticlesPage', () => {
  it('shows 9 skeleton cards, then the first page, then the rest with Load more', async () => {
    const fetchMock = stubArticles();
    renderWithProviders(<ArticlesPage />, { path: '/articles' });
    expect(screen.getByRole('heading', { level: 1, name: 'All Articles' })).toBeTruthy();
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(9);
    expect(await screen.findByRole('heading', { name: 'Story number 0' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: /^Story number/ })).toHaveLength(24);
    expect(screen.getByText('Showing 24 of 30')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { name: /^Story number/ })).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(listCalls(fetchMock)).toEqual(['/api/articles?limit=24&offset=0', '/api/articles?limit=24&offset=24']);
  });

  /** GET /api/articles as the API answers a big list: a count that stops at a cap, X-Has-More and X-Next-Cursor. */
  function stubCursorList(length: number, countedTotal: number) {
    const mock = vi.fn(async (input: string) => {
      const url = new URL(input, 'http://local');
      const cursor = url.searchParams.get('cursor');
      const start = cursor ? Number(cursor.slice(1)) + 1 : Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const items = Array.from({ length: Math.max(0, Math.min(limit, length - start)) }, (_, i) =>
        storySummary(start + i),
      );
      const more = start + items.length < length;
      return new Response(JSON.stringify(items), {
        headers: {
          'Content-Type': 'application/json',
          'X-Total-Count': String(countedTotal),
          'X-Has-More': String(more),
          ...(more ? { 'X-Next-Cursor': items.at(-1)!.id } : {}),
        },
      });
    });
    vi.stubGlobal('fetch', mock);
    return mock;
  }

  it('follows the cursor the list gives, to the end, past a total that was counted only so far', async () => {
    const fetchMock = stubCursorList(60, 30);
    renderWithProviders(<ArticlesPage />, { path: '/articles' });
    expect(await screen.findByRole('heading', { name: 'Story number 0' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { name: /^Story number/ })).toHaveLength(48));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { name: /^Story number/ })).toHaveLength(60));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(listCalls(fetchMock)).toEqual([
      '/api/articles?limit=24&offset=0',
      '/api/articles?limit=24&cursor=a23',
      '/api/articles?limit=24&cursor=a47',
    ]);
  });

  it('says a total at the count cap is a lower bound', async () => {
    stubCursorList(100, 10_000);
    renderWithProviders(<ArticlesPage />, { path: '/articles' });
    expect(await screen.findByText('Showing 24 of 10,000+')).toBeTruthy();
  });

  it('passes the search words and the category of the URL to the API', async () => {
    const fetchMock = stubArticles(2);
    renderWithProviders(<ArticlesPage />, { path: '/articles?q=tacos&category=Food%20%26%20Dining' });
    expect(await screen.findByText(/Showing stories matching “tacos”/)).toBeTruthy();
    expect(listCalls(fetchMock)[0]).toBe('/api/articles?q=tacos&category=Food+%26+Dining&limit=24&offset=0');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("lists one contributor's stories when the address names an author (the byline's link)", async () => {
    const fetchMock = stubArticles(2);
    renderWithProviders(<ArticlesPage />, { path: '/articles?author=Ana%20Ruiz' });
    expect(await screen.findByText(/Showing stories by Ana Ruiz/)).toBeTruthy();
    expect(listCalls(fetchMock)[0]).toBe('/api/articles?author=Ana+Ruiz&limit=24&offset=0');
  });

  it("lists the reader's edition, completes the address with it, and every city with All cities", async () => {
    document.cookie = 'bl_city=buffalo; Path=/';
    const fetchMock = stubArticles(2);
    const { location } = renderWithProviders(<ArticlesPage />, { path: '/articles' });
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('buffalo');
    await waitFor(() => expect(listCalls(fetchMock)).toContain('/api/articles?city=buffalo&limit=24&offset=0'));
    await waitFor(() => expect(location.history.at(-1)).toBe('/articles?city=buffalo'));
    await userEvent.selectOptions(screen.getByLabelText('City'), 'All cities');
    await waitFor(() => expect(listCalls(fetchMock)).toContain('/api/articles?limit=24&offset=0'));
    expect(location.history.at(-1)).toBe('/articles?city=all');
    // The edition stays what the reader chose.
    expect(document.cookie).toContain('bl_city=buffalo');
  });

  it('says there are no articles when the list is empty or fails', async () => {
    stubArticles(0);
    renderWithProviders(<ArticlesPage />, { path: '/articles' });
    expect(await screen.findByRole('heading', { name: 'No Articles Available' })).toBeTruthy();
    cleanup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503, statusText: 'Service Unavailable' })),
    );
    renderWithProviders(<ArticlesPage />, { path: '/articles' });
    expect(await screen.findByRole('heading', { name: 'No Articles Available' })).toBeTruthy();
  });
});
