// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import ContentListPage from './ContentListPage';
import { signedInUser } from '../../../test/fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = signedInUser({ id: 'u-admin', email: 'admin@example.com' });
const item = (id: string, title: string, city: string, status: string) => ({
  id,
  kind: 'articles',
  title,
  city,
  status,
  publishDate: '2026-11-20T15:00:00Z',
  isPublic: status === 'published',
  category: 'News',
});

/** The staff API as the list page calls it; list calls are recorded with their query. */
function stubApi() {
  const listQueries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/auth/user') return jsonResponse(admin);
      if (url === '/api/admin/categories') {
        return jsonResponse([
          {
            id: 'c1',
            name: 'News',
            type: 'article',
            description: null,
            color: '#1d4ed8',
            createdAt: '2026-01-01T00:00:00Z',
          },
        ]);
      }
      if (url.startsWith('/api/admin/content/articles')) {
        const query = new URL(url, 'http://site').searchParams;
        listQueries.push(query);
        const rows =
          query.get('city') === 'buffalo'
            ? [item('a2', 'Wings on Elmwood', 'buffalo', 'draft')]
            : [
                item('a1', 'Lilac Festival returns', 'rochester', 'published'),
                item('a2', 'Wings on Elmwood', 'buffalo', 'draft'),
              ];
        const res = jsonResponse(rows);
        res.headers.set('X-Total-Count', String(query.get('city') === 'buffalo' ? 1 : 60));
        return res;
      }
      return jsonResponse({ message: 'Not found' }, 404);
    }),
  );
  return { lastQuery: () => listQueries.at(-1) };
}

const renderList = () =>
  renderWithProviders(<Route path="/admin/content/:kind" component={ContentListPage} />, {
    path: '/admin/content/articles',
  });

describe('a content desk list', () => {
  it('lists the items newest first with their status, and pages through them', async () => {
    const api = stubApi();
    const { location } = renderList();
    const list = await screen.findByRole('list', { name: 'Articles' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Lilac Festival returns' }).getAttribute('href')).toBe(
      '/admin/content/articles/a1',
    );
    expect(within(rows[0]!).getByText('Published')).toBeTruthy();
    expect(within(rows[1]!).getByText('Draft')).toBeTruthy();
    expect(api.lastQuery()?.get('limit')).toBe('25');
    expect(api.lastQuery()?.get('offset')).toBe('0');
    expect(screen.getByText('1–25 of 60')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(api.lastQuery()?.get('offset')).toBe('25'));
    expect(location.history?.at(-1)).toContain('page=2');
  });

  it('filters by city, status and category, and searches, keeping the filters in the address', async () => {
    const api = stubApi();
    const { location } = renderList();
    await screen.findByRole('list', { name: 'Articles' });

    await userEvent.selectOptions(screen.getByLabelText('City'), 'buffalo');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(api.lastQuery()?.get('city')).toBe('buffalo');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'draft');
    await waitFor(() => expect(api.lastQuery()?.get('status')).toBe('draft'));

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'News');
    await waitFor(() => expect(api.lastQuery()?.get('category')).toBe('News'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'wings{Enter}');
    await waitFor(() => expect(api.lastQuery()?.get('q')).toBe('wings'));
    expect(api.lastQuery()?.get('city')).toBe('buffalo');
    expect(location.history?.at(-1)).toMatch(/city=buffalo.*status=draft.*category=News.*q=wings/);
  });

  it('asks before deleting, and keeps the item when the editor changes their mind', async () => {
    stubApi();
    renderList();
    const list = await screen.findByRole('list', { name: 'Articles' });
    await userEvent.click(within(list).getByRole('button', { name: 'Delete “Lilac Festival returns”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete for good?' });
    expect(within(dialog).getByText('“Lilac Festival returns”')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const calls = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls;
    expect(calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'DELETE')).toBe(false);
  });
});
