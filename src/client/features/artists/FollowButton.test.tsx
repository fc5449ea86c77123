// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import type { ArtistDetail } from '../../../shared/artists';
import { jsonResponse, renderWithProviders } from '../../test/render';
import ArtistProfilePage from './ArtistProfilePage';

const reader = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Reader', role: 'member' };
const marisol: ArtistDetail = {
  id: 'a1',
  name: 'Marisol Vega',
  bio: 'Muralist.',
  medium: 'Visual Arts',
  city: 'rochester',
  email: null,
  hasEmail: true,
  portfolioUrl: null,
  website: null,
  imageUrl: null,
  isAvailable: true,
  followers: 4,
  following: 0,
  totalLikes: 9,
  profileViews: 120,
  isFollowing: false,
  isOwnProfile: false,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Handler = (method: string) => Response;

function stubApi({
  user = reader as object | null,
  artist = marisol,
  follow,
}: {
  user?: object | null;
  artist?: ArtistDetail;
  follow?: Handler;
}) {
  let followers = artist.followers;
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/auth/user') return user ? jsonResponse(user) : jsonResponse({ message: 'Unauthorized' }, 401);
    if (url === '/api/artists/a1') return jsonResponse(artist);
    if (url === '/api/artists/a1/view') return jsonResponse({ profileViews: artist.profileViews + 1 });
    if (url === '/api/artists/a1/follow') {
      if (follow) return follow(method);
      followers += method === 'POST' ? 1 : -1;
      return jsonResponse({
        followers,
        following: 0,
        totalLikes: 9,
        profileViews: 121,
        isFollowing: method === 'POST',
      });
    }
    return jsonResponse([]);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

const renderProfile = () =>
  renderWithProviders(<Route path="/artist/:id" component={ArtistProfilePage} />, { path: '/artist/a1' });
const followersCount = () => screen.getByText('Followers').parentElement?.querySelector('dd')?.textContent;

describe('following an artist', () => {
  it('follows, then unfollows, changing the button only after the server agreed', async () => {
    const fetchMock = stubApi({});
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));

    await screen.findByText('You are now following Marisol Vega');
    expect(screen.getByText('Following', { selector: 'div' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Following' }).getAttribute('aria-pressed')).toBe('true');
    expect(followersCount()).toBe('5');

    await userEvent.click(screen.getByRole('button', { name: 'Following' }));
    await screen.findByText('You unfollowed Marisol Vega');
    expect(screen.getByText('Unfollowed')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(followersCount()).toBe('4');
    const methods = fetchMock.mock.calls
      .filter(([url]) => url === '/api/artists/a1/follow')
      .map(([, init]) => init?.method);
    expect(methods).toEqual(['POST', 'DELETE']);
  });

  it('keeps the button as it was and shows the error toast when the server refuses', async () => {
    stubApi({ follow: () => jsonResponse({ message: 'Database unavailable' }, 500) });
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }));

    await screen.findByText('Failed to update follow status');
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow' }).getAttribute('aria-pressed')).toBe('false');
    expect(followersCount()).toBe('4');
  });

  it('offers no Follow button to visitors who are signed out, or to the artist on their own profile', async () => {
    stubApi({ user: null });
    renderProfile();
    await screen.findByRole('heading', { name: 'Marisol Vega' });
    await waitFor(() => expect(screen.getByRole('button', { name: /Share Profile/ })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
    cleanup();

    stubApi({ artist: { ...marisol, isOwnProfile: true } });
    renderProfile();
    await screen.findByRole('heading', { name: 'Marisol Vega' });
    // The message box shows only once the page knows who is signed in.
    await userEvent.click(screen.getByRole('tab', { name: 'Contact' }));
    await screen.findByRole('heading', { name: 'Send a Message' });
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });

  it('shows the not-found texts for an unknown artist', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/user' ? jsonResponse(reader) : jsonResponse({ message: 'Artist not found' }, 404),
      ),
    );
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Artist Not Found' })).toBeTruthy();
    expect(screen.getByText("The artist profile you're looking for doesn't exist.")).toBeTruthy();
  });
});
