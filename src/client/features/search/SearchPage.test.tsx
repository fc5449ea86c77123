// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '../../test/render';
import SearchPage from './SearchPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the search page', () => {
  it('searches a pasted address of more than 200 characters by its first 200, and says so', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/api/search')) {
          const q = new URL(url, 'http://site').searchParams.get('q') ?? '';
          asked.push(q);
          // The server refuses more than 200 characters, as the real one does.
          if (q.length > 200) return jsonResponse({ message: 'Please use at most 200 characters.' }, 400);
          return jsonResponse({ q, groups: [] });
        }
        return jsonResponse({ message: 'Unauthorized' }, 401);
      }),
    );
    const words = 'pizza '.repeat(50).trim();
    renderWithProviders(<SearchPage />, { path: `/search?q=${encodeURIComponent(words)}` });
    expect(await screen.findByText('Only the first 200 characters were searched.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: /Nothing found for/ })).toBeTruthy();
    expect(screen.queryByText('Search is not available right now')).toBeNull();
    expect(asked.every((q) => q.length <= 200)).toBe(true);
  });
});
