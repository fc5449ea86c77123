// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import VentRoomPage from './VentRoomPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = (role: 'admin' | 'member') => ({
  id: 'u1',
  email: 'staff@example.com',
  firstName: 'Sam',
  lastName: 'Staff',
  profileImageUrl: null,
  role,
  membershipType: 'free',
  membershipStatus: 'active',
  canUploadContent: false,
  hasPassword: true,
});
const pending = {
  posts: [
    {
      id: 'p9',
      title: 'Noise on Alexander Street',
      content: 'Every night.',
      authorName: 'Anonymous',
      realAuthorName: 'Nia',
      isAnonymous: true,
      createdAt: '2026-11-20T15:00:00.000Z',
      city: 'rochester',
      tags: null,
      status: 'pending',
    },
  ],
  comments: [],
};

function stubFetch(role: 'admin' | 'member') {
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return jsonResponse({ id: 'p9', status: 'approved' });
    if (url.startsWith('/api/auth/user')) return jsonResponse(user(role));
    if (url.startsWith('/api/vent/admin/pending')) return jsonResponse(pending);
    return jsonResponse([]);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('the Vent Room moderation queue', () => {
  it('shows staff what waits, with the real name, and approves a post', async () => {
    const fetchMock = stubFetch('admin');
    renderWithProviders(<VentRoomPage />, { path: '/vent-room' });
    const queue = await screen.findByRole('list', { name: 'Pending posts' });
    expect(within(queue).getByText(/Nia \(anonymous\)/)).toBeTruthy();
    await userEvent.click(within(queue).getByRole('button', { name: 'Approve post “Noise on Alexander Street”' }));
    expect(await screen.findByText('Approved')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/vent/admin/posts/p9/status');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({ status: 'approved' });
  });

  it('is not shown to members', async () => {
    const fetchMock = stubFetch('member');
    renderWithProviders(<VentRoomPage />, { path: '/vent-room' });
    await screen.findByRole('heading', { name: 'No Discussions Yet' });
    expect(screen.queryByRole('heading', { name: 'Moderation queue' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/admin/'))).toBe(false);
  });
});
