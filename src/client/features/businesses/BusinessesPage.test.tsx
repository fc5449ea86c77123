// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import BusinessesPage from './BusinessesPage';

const business = (i: number) => ({
  id: `b${i}`,
  name: `Shop ${i}`,
  category: 'Retail',
  address: `${i} Main St`,
  phone: null,
  email: null,
  website: null,
  description: 'A shop',
  imageUrl: '',
  city: 'buffalo',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BusinessesPage', () => {
  it('shows 8 skeleton cards, then the directory, and pages on with Load more', async () => {
    const total = 25;
    const fetchMock = vi.fn(async (input: string) => {
      const offset = Number(new URL(input, 'http://local').searchParams.get('offset'));
      const items = Array.from({ length: Math.min(24, total - offset) }, (_, i) => business(offset + i));
      return new Response(JSON.stringify(items), { headers: { 'X-Total-Count': String(total) } });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<BusinessesPage />, { path: '/businesses' });
    expect(screen.getByRole('heading', { level: 1, name: 'Local Business Directory' })).toBeTruthy();
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(8);
    expect(await screen.findByRole('link', { name: 'Shop 0' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Shop 24' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop 24' }).getAttribute('href')).toBe('/businesses/b24');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('says there are no businesses when the directory is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse([])),
    );
    renderWithProviders(<BusinessesPage />, { path: '/businesses' });
    expect(await screen.findByRole('heading', { name: 'No Businesses Available' })).toBeTruthy();
  });

  it('shows the empty state with no error when the directory fails, and Try Again loads it', async () => {
    let up = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (up ? jsonResponse([business(1)]) : new Response('busy', { status: 503 }))),
    );
    renderWithProviders(<BusinessesPage />, { path: '/businesses' });
    expect(await screen.findByRole('heading', { name: 'No Businesses Available' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Shop 1' })).toBeTruthy();
  });

  it('offers no Try Again when the directory is simply empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse([])),
    );
    renderWithProviders(<BusinessesPage />, { path: '/businesses' });
    await screen.findByRole('heading', { name: 'No Businesses Available' });
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });
});
