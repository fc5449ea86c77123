// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { Footer } from './Footer';

const category = (name: string, articleCount: number) => ({
  id: name,
  name,
  type: 'article',
  description: null,
  color: '#3B82F6',
  createdAt: '2026-11-01T00:00:00.000Z',
  articleCount,
});
let categories: unknown[] = [];
beforeEach(() => {
  categories = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => jsonResponse(url.startsWith('/api/categories') ? categories : [])),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
const categoryLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Categories' }))
    .getByRole('link', { name })
    .getAttribute('href');

describe('Footer', () => {
  it('links the quick links of spec 000 and the contact page', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    for (const [name, href] of [
      ['Latest Articles', '/articles'],
      ['Local Business Directory', '/businesses'],
      ['Community Events', '/events'],
      ['Submit a Story', '/submit'],
    ]) {
      expect(within(footer).getAllByRole('link', { name })[0]?.getAttribute('href'), name).toBe(href);
    }
    expect(footer.textContent).toContain('© 2024 By Locals, For Locals');
  });

  it("links each category to the staff's category that holds stories, in every city", async () => {
    // The articles file local news under "News"; "Local News" exists but holds nothing yet.
    categories = [
      category('Local News', 0),
      category('News', 8),
      category('Local Business', 5),
      category('Community', 7),
      category('Food & Dining', 20),
      category('Sports & Recreation', 0),
    ];
    renderWithProviders(<Footer />);
    await waitFor(() => expect(categoryLink('Local News')).toBe('/articles?category=News&city=all'));
    expect(categoryLink('Business Features')).toBe('/articles?category=Local%20Business&city=all');
    expect(categoryLink('Community Events')).toBe('/articles?category=Community&city=all');
    expect(categoryLink('Food & Dining')).toBe('/articles?category=Food%20%26%20Dining&city=all');
    // No story in that category yet: every story rather than an empty list.
    expect(categoryLink('Sports & Recreation')).toBe('/articles?city=all');
  });

  it('shows the social networks as marks, not as buttons that do nothing', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('img', { name: 'Facebook (coming soon)' })).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).queryAllByRole('button')).toHaveLength(0);
  });
});
