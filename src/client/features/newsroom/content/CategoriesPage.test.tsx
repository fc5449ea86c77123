// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import CategoriesPage from './CategoriesPage';
import { signedInUser } from '../../../test/fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const editor = signedInUser({ email: 'e@example.com', firstName: 'Eddie', lastName: 'Editor', role: 'editor' });

function stubApi() {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  let name = 'Parks';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (url === '/api/auth/user') return jsonResponse(editor);
      if (url.startsWith('/api/admin/categories/')) {
        const body = init?.body ? (JSON.parse(String(init.body)) as { name: string }) : undefined;
        calls.push({ method, url, body });
        if (method === 'PATCH' && body?.name === 'Events')
          return jsonResponse(
            {
              message: 'A category with this name already exists.',
              code: 'CATEGORY_EXISTS',
              errors: [{ path: 'name', message: 'A category with this name already exists.' }],
            },
            409,
          );
        if (method === 'PATCH' && body) name = body.name;
        return method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse({});
      }
      if (url === '/api/admin/categories')
        return jsonResponse([
          {
            id: 'c1',
            name,
            type: 'article',
            description: 'Benches, trails and playgrounds',
            color: '#10B981',
            createdAt: '2026-11-01T12:00:00Z',
          },
        ]);
      return jsonResponse({ message: 'Not found' }, 404);
    }),
  );
  return calls;
}

describe('the categories desk', () => {
  it('renames a category in place', async () => {
    const calls = stubApi();
    renderWithProviders(<CategoriesPage />, { path: '/admin/categories' });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Parks' }));
    const form = screen.getByRole('form', { name: 'Rename Parks' });
    const field = within(form).getByLabelText('New name');
    await userEvent.clear(field);
    await userEvent.type(field, 'Parks & Trails');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: 'PATCH', url: '/api/admin/categories/c1', body: { name: 'Parks & Trails' } }]),
    );
    expect(await screen.findByRole('button', { name: 'Rename Parks & Trails' })).toBeTruthy();
  });

  it('asks before deleting in words that fit a category (which cannot be unpublished)', async () => {
    stubApi();
    renderWithProviders(<CategoriesPage />, { path: '/admin/categories' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Parks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete for good?' });
    expect(dialog.textContent).toContain('Stories filed under it keep their category name');
    expect(dialog.textContent).not.toMatch(/unpublish/i);
  });
  it('says beside the new name what is wrong with it, from the shared checks and from the server', async () => {
    const calls = stubApi();
    renderWithProviders(<CategoriesPage />, { path: '/admin/categories' });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Parks' }));
    const form = screen.getByRole('form', { name: 'Rename Parks' });
    const field = within(form).getByLabelText('New name');
    const described = () => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
    await userEvent.clear(field);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(described()).toBe('Name is required'));
    expect(calls).toEqual([]);

    await userEvent.type(field, 'Events');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(described()).toBe('A category with this name already exists.'));
    expect(within(form).queryByRole('alert')).toBeNull();
  });
});
