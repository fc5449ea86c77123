import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { jsonResponse } from '../../test/render';

export const post = {
  id: 'p1',
  title: 'The bus never comes on time',
  content: 'Forty minutes on Main Street.',
  authorName: 'Anonymous',
  isAnonymous: true,
  createdAt: '2026-11-20T15:00:00.000Z',
  city: 'buffalo',
  tags: 'transit, buses',
  status: 'approved',
};
export const comment = {
  id: 'c1',
  postId: 'p1',
  content: 'Take the 7 instead.',
  authorName: 'Kim',
  isAnonymous: false,
  createdAt: '2026-11-20T16:00:00.000Z',
  status: 'approved',
};

type Answer = (url: string, init?: RequestInit) => Response | undefined;
/** Signed out; posts and comments as given; a POST answers what the test says. */
export function stubFetch({
  posts = [post],
  onPost,
  user,
}: { posts?: unknown[]; onPost?: Answer; user?: object } = {}) {
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST')
      return onPost?.(url, init) ?? jsonResponse({ id: 'new', status: 'pending', message: 'ok' }, 201);
    if (url.startsWith('/api/auth/user'))
      return user ? jsonResponse(user) : jsonResponse({ message: 'Unauthorized' }, 401);
    if (url.startsWith('/api/vent/posts')) return jsonResponse(posts);
    if (url.startsWith('/api/vent/comments/p1')) return jsonResponse([comment]);
    return jsonResponse([]);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
export const posted = (mock: ReturnType<typeof stubFetch>) =>
  mock.mock.calls.filter(([, init]) => init?.method === 'POST');

/** Opens the post form and fills every required field; answers the form. */
export async function fillPostForm(): Promise<HTMLElement> {
  await userEvent.click(screen.getByRole('button', { name: 'Share Your Thoughts' }));
  const form = screen.getByRole('form', { name: 'Share Your Thoughts' });
  await userEvent.type(within(form).getByLabelText('Title'), 'A title');
  await userEvent.type(within(form).getByLabelText("What's on your mind?"), 'Some thoughts');
  await userEvent.type(within(form).getByLabelText('Your name'), 'Lee');
  await userEvent.type(within(form).getByLabelText('Your email'), 'lee@example.com');
  return form;
}
