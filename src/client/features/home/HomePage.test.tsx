// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import HomePage from './HomePage';

const article = (id: string, city: string, over = {}) => ({
  id,
  title: `Story ${id}`,
  excerpt: `Excerpt ${id}`,
  author: 'Dana Reporter',
  publishDate: '2026-11-19T15:00:00.000Z',
  imageUrl: `/media/${id}.jpg`,
  imageAlt: null as string | null,
  category: 'Community',
  city,
  featured: false,
  ...over,
});
const business = (id: string, city: string) => ({
  id,
  name: `Bakery ${id}`,
  category: 'Food & Dining',
  address: '1 Main St',
  phone: null,
  email: null,
  website: null,
  description: 'Bread',
  imageUrl: '',
  city,
});
const event = (id: string, city: string) => ({
  id,
  title: `Festival ${id}`,
  description: 'Music',
  date: '2026-12-01',
  time: '7:00 PM',
  location: 'Park',
  imageUrl: null,
  city,
});

/** A server with content for rochester only; every other city answers empty lists and 404s. */
function stubServer(options: { signedIn?: boolean } = {}) {
  const fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://local');
    const city = url.searchParams.get('city');
    const full = city === 'rochester';
    const list = (items: unknown[]) => jsonResponse(full ? items : []);
    switch (url.pathname) {
      case '/api/auth/user':
        return options.signedIn
          ? jsonResponse({ id: 'u1', firstName: 'Ada', email: 'ada@example.com' })
          : jsonResponse({ message: 'Unauthorized' }, 401);
      case '/api/articles/featured':
        return full
          ? jsonResponse(
              article('cover', 'rochester', {
                title: 'Lilacs in bloom',
                featured: true,
                imageAlt: 'Purple lilacs along a park path',
              }),
            )
          : jsonResponse({ message: 'none' }, 404);
      case '/api/articles':
        // The newest story is the cover story, as on the demo site.
        return list([
          article('cover', 'rochester', { title: 'Lilacs in bloom', featured: true }),
          ...Array.from({ length: Number(url.searchParams.get('limit')) - 1 }, (_, i) =>
            article(`a${i}`, 'rochester', i === 0 ? { imageAlt: 'A baker sliding loaves into the oven' } : {}),
          ),
        ]);
      case '/api/businesses':
        return list(
          Array.from({ length: Number(url.searchParams.get('limit')) }, (_, i) => business(`b${i}`, 'rochester')),
        );
      case '/api/events/upcoming':
        return list(
          Array.from({ length: Number(url.searchParams.get('limit')) }, (_, i) => event(`e${i}`, 'rochester')),
        );
      case '/api/spotlights/current/artist_feature':
        return full
          ? jsonResponse({
              id: 's1',
              type: 'artist_feature',
              title: 'Painting the Genesee',
              featureName: 'Maya Chen',
              description: 'River paintings',
              content: null,
              imageUrl: '',
              additionalImages: [],
              socialLinks: null,
              city: 'rochester',
              featuredDate: null,
            })
          : jsonResponse({ message: 'none' }, 404);
      case '/api/spotlights':
        return list(
          (
            [
              ['s2', 'community_leader', 'The block club at forty', 'Dee Porter'],
              ['s3', 'small_business', 'Corner grocer', 'Sal Marino'],
              ['s4', 'local_hero', 'Shovels every sidewalk', 'Sam Reyes'],
              ['s1', 'artist_feature', 'Painting the Genesee', 'Maya Chen'],
            ] as const
          ).map(([id, type, title, featureName]) => ({
            id,
            type,
            title,
            featureName,
            description: 'For the neighbourhood',
            content: null,
            imageUrl: '',
            additionalImages: [],
            socialLinks: null,
            city: 'rochester',
            featuredDate: null,
          })),
        );
      case '/api/photos/featured':
        return list([
          {
            id: 'p1',
            title: 'Fog over the High Falls',
            description: 'Dawn',
            photographerName: 'Lu Lens',
            location: null,
            category: 'nature',
            imageUrl: '/uploads/p1',
            city: 'rochester',
            publishedAt: '2026-11-20T12:00:00.000Z',
            status: 'featured',
          },
        ]);
      default:
        return jsonResponse({ message: 'Not found' }, 404);
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const requested = (mock: ReturnType<typeof stubServer>) => mock.mock.calls.map(([url]) => String(url));

/** The edition cookie the server reads too (decision 024). */
const editionCookie = () => /(?:^|; )bl_city=([^;]*)/.exec(document.cookie)?.[1];
beforeEach(() => {
  document.cookie = 'bl_city=; Path=/; Max-Age=0';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('fills every section for a city with content, in the counts of the spec', async () => {
    const fetchMock = stubServer();
    renderWithProviders(<HomePage />, { path: '/' });
    expect(screen.getByRole('status', { name: 'Loading stories' }).children).toHaveLength(6);
    expect(await screen.findByRole('heading', { name: 'Lilacs in bloom' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Read Full Story/ }).getAttribute('href')).toBe('/articles/cover');
    const stories = screen.getByRole('region', { name: 'Latest Stories' });
    await waitFor(() => expect(within(stories).getAllByRole('article')).toHaveLength(6));
    // The cover story is in the hero, not repeated as the first of the latest stories.
    expect(within(stories).queryByRole('heading', { name: 'Lilacs in bloom' })).toBeNull();
    // Covers are described by their own alt text; one without it is decorative, never the headline again.
    expect(screen.getByRole('img', { name: 'Purple lilacs along a park path' })).toBeTruthy();
    expect(within(stories).getByRole('img', { name: 'A baker sliding loaves into the oven' })).toBeTruthy();
    expect(within(stories).queryByRole('img', { name: 'Story a1' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Lilacs in bloom' })).toBeNull();
    // Below the fold: its code loads when the browser is idle.
    const businesses = await screen.findByRole('region', { name: 'Local Business Spotlight' });
    await waitFor(() => expect(within(businesses).getAllByRole('article')).toHaveLength(4));
    const events = await screen.findByRole('region', { name: 'Upcoming Community Events' });
    await waitFor(() => expect(within(events).getAllByRole('article')).toHaveLength(3));
    expect(await screen.findByRole('heading', { name: 'Painting the Genesee' })).toBeTruthy();
    expect(within(events).getAllByText('Dec 1, 2026')).toHaveLength(3);
    // Readers' photos that staff featured for the city, in a strip with the photographer's credit.
    const photos = await screen.findByRole('region', { name: 'Around Town in Photos' });
    expect(within(photos).getByRole('img', { name: 'Fog over the High Falls' })).toBeTruthy();
    expect(within(photos).getByText(/Lu Lens/)).toBeTruthy();
    expect(requested(fetchMock)).toEqual(
      expect.arrayContaining([
        '/api/articles/featured?city=rochester',
        '/api/articles?city=rochester&limit=7',
        '/api/businesses?city=rochester&limit=4',
        '/api/events/upcoming?city=rochester&limit=3',
        '/api/spotlights/current/artist_feature?city=rochester',
        '/api/photos/featured?city=rochester&limit=6',
      ]),
    );
  });

  it("shows the city's community leaders, local heroes and small businesses, with a link to all its spotlights", async () => {
    stubServer();
    renderWithProviders(<HomePage />, { path: '/' });
    const section = await screen.findByRole('region', { name: 'Community Spotlights' });
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(3));
    expect(within(section).getByText('Community Leader')).toBeTruthy();
    expect(within(section).getByRole('heading', { name: 'The block club at forty' })).toBeTruthy();
    expect(within(section).queryByRole('heading', { name: 'Painting the Genesee' })).toBeNull();
    expect(
      within(section)
        .getByRole('link', { name: /All spotlights/ })
        .getAttribute('href'),
    ).toBe('/spotlights?city=rochester');
  });

  it('switches every city-scoped section to the chosen city, and remembers it in the URL and for the next visit', async () => {
    const fetchMock = stubServer();
    const { location } = renderWithProviders(<HomePage />, { path: '/' });
    expect(await screen.findByRole('heading', { name: 'Lilacs in bloom' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('City'), 'Buffalo, NY');
    expect(await screen.findByText('No featured articles available')).toBeTruthy();
    for (const text of [
      'No articles available at this time.',
      'No businesses available at this time.',
      'No upcoming events at this time.',
      'No Artist Spotlight Yet',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The Buffalo, NY Edition');
    expect(requested(fetchMock)).toEqual(
      expect.arrayContaining([
        '/api/articles/featured?city=buffalo',
        '/api/articles?city=buffalo&limit=7',
        '/api/businesses?city=buffalo&limit=4',
        '/api/events/upcoming?city=buffalo&limit=3',
        '/api/spotlights/current/artist_feature?city=buffalo',
      ]),
    );
    expect(location.history.at(-1)).toBe('/?city=buffalo');
    expect(editionCookie()).toBe('buffalo');
  });

  it('opens the remembered city when the URL names none', async () => {
    document.cookie = 'bl_city=charlotte; Path=/';
    const fetchMock = stubServer();
    renderWithProviders(<HomePage />, { path: '/' });
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('charlotte');
    await waitFor(() => expect(requested(fetchMock)).toContain('/api/articles/featured?city=charlotte'));
  });

  it('shows each empty state, the nomination link and the signed-out invitation', async () => {
    stubServer();
    renderWithProviders(<HomePage />, { path: '/?city=nyc' });
    expect(await screen.findByText('No featured articles available')).toBeTruthy();
    expect(await screen.findByText('No articles available at this time.')).toBeTruthy();
    expect(await screen.findByText('No businesses available at this time.')).toBeTruthy();
    expect(await screen.findByText('No upcoming events at this time.')).toBeTruthy();
    expect(await screen.findByText('No Artist Spotlight Yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nominate an Artist' }).getAttribute('href')).toBe('/submit');
    expect(await screen.findByRole('heading', { name: 'Discover Personalized Content' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In for Recommendations' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Customize Your Preferences/ }).getAttribute('href')).toBe('/preferences');
  });

  it('tells a signed-in reader with no recommendations yet where to start', async () => {
    stubServer({ signedIn: true });
    renderWithProviders(<HomePage />, { path: '/' });
    expect(await screen.findByRole('heading', { name: 'Building Your Recommendations' })).toBeTruthy();
    for (const [name, href] of [
      ['Browse Articles', '/articles'],
      ['Explore Businesses', '/businesses'],
      ['Find Events', '/events'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('shows the empty states when the lists fail', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500, statusText: 'Internal Server Error' })),
    );
    renderWithProviders(<HomePage />, { path: '/' });
    expect(await screen.findByText('No articles available at this time.')).toBeTruthy();
    expect(await screen.findByText('No featured articles available')).toBeTruthy();
  });
});
