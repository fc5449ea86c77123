// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '../../test/render';
import SpotlightsPage from './SpotlightsPage';

const spotlight = (id: string, type: string, title: string) => ({
  id,
  type,
  title,
  featureName: `${title} person`,
  description: 'For the neighbourhood',
  content: 'The longer story.',
  imageUrl: '',
  additionalImages: [],
  socialLinks: null,
  city: 'buffalo',
  featuredDate: null,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SpotlightsPage', () => {
  it("groups the city's spotlights by kind, each with an address of its own on the page", async () => {
    const fetchMock = vi.fn(async (input: string) => {
      const url = new URL(input, 'http://local');
      if (url.pathname === '/api/spotlights' && url.searchParams.get('city') === 'buffalo')
        return jsonResponse([
          spotlight('a1', 'community_leader', 'Block club'),
          spotlight('a2', 'local_hero', 'Snow shoveller'),
          spotlight('a3', 'community_leader', 'Food pantry'),
        ]);
      return jsonResponse({ message: 'Not found' }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SpotlightsPage />, { path: '/spotlights?city=buffalo' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Community Spotlights' })).toBeTruthy();
    expect(screen.getByText('Community · Buffalo, NY')).toBeTruthy();
    const leaders = await screen.findByRole('region', { name: 'Community Leader' });
    expect(within(leaders).getAllByRole('article')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Local Hero' })).getByText('Snow shoveller')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Artist Feature' })).toBeNull();
    expect(document.getElementById('spotlight-a3')?.textContent).toContain('Food pantry');
  });
});
