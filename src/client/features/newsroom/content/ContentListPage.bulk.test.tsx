// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import ContentListPage from './ContentListPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const editor = { id: 'u-ed', email: 'ed@example.com', firstName: 'Ed', lastName: 'Ng', role: 'editor' };
const item = (id: string, title: string) => ({
  id,
  kind: 'articles',
  title,
  city: 'rochester',
  status: 'draft',
  publishDate: null,
  isPublic: false,
  category: 'News',
  imageUrl: '/media/demo/x.svg',
  lastEditedBy: 'Ed Ng',
  lastEditedAt: '2026-11-20T15:00:00Z',
});

/** The staff API; bulk requests are recorded with their body. */
function stubApi() {
  const bulk: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/user') return jsonResponse(editor);
      if (url === '/api/admin/categories' || url === '/api/admin/content-authors') return jsonResponse([]);
      if (url === '/api/admin/content/articles/bulk') {
        bulk.push(JSON.parse(String(init?.body)));
        return jsonResponse({
          action: 'publish',
          done: 1,
          results: [
            { id: 'a1', title: 'Ready one', ok: true },
            { id: 'a2', title: 'Bare one', ok: false, message: 'A published article needs a cover image' },
          ],
          summary: '1 published. Not published: “Bare one” (A published article needs a cover image).',
        });
      }
      if (url.startsWith('/api/admin/content/articles')) {
        const res = jsonResponse([item('a1', 'Ready one'), item('a2', 'Bare one'), item('a3', 'Left alone')]);
        res.headers.set('X-Total-Count', '3');
        return res;
      }
      return jsonResponse({ message: 'Not found' }, 404);
    }),
  );
  return { bulk };
}

describe('bulk actions on a content list', () => {
  it('selects rows by their labelled checkboxes, sends one request, and keeps the refused ones selected', async () => {
    const api = stubApi();
    renderWithProviders(<Route path="/admin/content/:kind" component={ContentListPage} />, {
      path: '/admin/content/articles',
    });
    const list = await screen.findByRole('list', { name: 'Articles' });
    const edited = (_: string, element: Element | null) =>
      element?.tagName === 'SPAN' && element.textContent === 'Last edited by Ed Ng, Nov 20, 2026';
    expect(within(list).getAllByText(edited)).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'Selected items' })).toBeNull();

    await userEvent.click(within(list).getByRole('checkbox', { name: 'Select “Ready one”' }));
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Select “Bare one”' }));
    const bar = screen.getByRole('region', { name: 'Selected items' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    await userEvent.selectOptions(within(bar).getByLabelText('With the selected'), 'publish');
    await userEvent.click(within(bar).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(api.bulk).toEqual([{ action: 'publish', ids: ['a1', 'a2'] }]));
    await screen.findByText('1 published. Not published: “Bare one” (A published article needs a cover image).');
    await waitFor(() => expect(within(bar).getByText('1 selected')).toBeTruthy());
    expect((within(list).getByRole('checkbox', { name: 'Select “Bare one”' }) as HTMLInputElement).checked).toBe(true);
  });

  it('selects the whole page with one checkbox', async () => {
    stubApi();
    renderWithProviders(<Route path="/admin/content/:kind" component={ContentListPage} />, {
      path: '/admin/content/articles',
    });
    await screen.findByRole('list', { name: 'Articles' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('3 selected')).toBeTruthy();
  });
});
