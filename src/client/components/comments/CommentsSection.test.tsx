// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { signedInUser } from '../../test/fixtures';
import CommentsSection from './CommentsSection';
import { COMMENT_HELD } from '../../../shared/comments';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const thread = {
  count: 2,
  comments: [
    {
      id: 'c1',
      authorName: 'Ada L.',
      content: 'Lovely piece.',
      createdAt: '2026-11-20T15:00:00.000Z',
      marks: [],
      replies: [
        {
          id: 'c2',
          authorName: 'Sue S.',
          content: 'Thank you for reading.',
          createdAt: '2026-11-20T16:00:00.000Z',
          marks: ['author'],
        },
      ],
    },
  ],
};

function stubFetch({ user, onPost }: { user?: object; onPost?: (body: unknown) => Response } = {}) {
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') return onPost!(JSON.parse(String(init.body)));
    if (url.startsWith('/api/auth/user'))
      return user ? jsonResponse(user) : jsonResponse({ message: 'Unauthorized' }, 401);
    if (url === '/api/comments/article/a1') return jsonResponse(thread);
    return jsonResponse({});
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

const renderSection = () =>
  renderWithProviders(<CommentsSection kind="article" storyId="a1" title="The new library" />, {
    path: '/articles/a1',
  });

describe('the comments of a story', () => {
  it('shows the count, the replies with their marks, and asks a visitor to sign in', async () => {
    stubFetch();
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Comments (2)' })).toBeTruthy();
    const replies = screen.getByRole('list', { name: 'Replies to Ada L.' });
    expect(within(replies).getByText('Thank you for reading.')).toBeTruthy();
    expect(within(replies).getByText('Author')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sign in to comment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Reply to/ })).toBeNull();
  });

  it('asks an unverified member to verify their address instead of showing the form', async () => {
    stubFetch({ user: signedInUser({ role: 'member', emailVerified: false }) });
    renderSection();
    expect(await screen.findByText(/Please verify your e-mail address to comment/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Comment on The new library' })).toBeNull();
  });

  it('shows the field error, then says a held comment waits for staff', async () => {
    const sent: unknown[] = [];
    stubFetch({
      user: signedInUser({ role: 'member' }),
      onPost: (body) => {
        sent.push(body);
        return jsonResponse({ id: 'c9', status: 'pending', message: COMMENT_HELD }, 201);
      },
    });
    renderSection();
    const form = await screen.findByRole('form', { name: 'Comment on The new library' });
    await userEvent.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(await within(form).findByText('Please write your comment first.')).toBeTruthy();
    expect(sent).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText('Your comment'), 'See you at the opening.');
    await userEvent.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(await within(form).findByText(COMMENT_HELD)).toBeTruthy();
    expect(sent).toEqual([{ content: 'See you at the opening.' }]);
    expect(await screen.findByText('Comment submitted')).toBeTruthy();
  });

  it('replies to the top-level comment, even from a reply', async () => {
    const sent: unknown[] = [];
    stubFetch({
      user: signedInUser({ role: 'member' }),
      onPost: (body) => {
        sent.push(body);
        return jsonResponse({ id: 'c9', status: 'approved', message: 'Comment submitted' }, 201);
      },
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Reply to Sue S.' }));
    const form = screen.getByRole('form', { name: 'Reply to Sue S.' });
    await userEvent.type(within(form).getByLabelText('Your reply'), 'Agreed!');
    await userEvent.click(within(form).getByRole('button', { name: 'Post reply' }));
    await vi.waitFor(() => expect(sent).toEqual([{ content: 'Agreed!', parentId: 'c1' }]));
    expect(await screen.findByText('Comment submitted')).toBeTruthy();
  });
});
