// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route } from 'wouter';
import { jsonResponse, renderWithProviders } from '../../test/render';
import ArticleDetailPage from './ArticleDetailPage';

const story = {
  id: 'a7',
  title: 'Wings on Elmwood',
  excerpt: 'A new wing spot',
  content: 'First paragraph.',
  author: 'Luis Ortega',
  publishDate: '2026-11-19T15:00:00.000Z',
  imageUrl: '',
  category: 'Food & Dining',
  city: 'buffalo',
  featured: false,
};
const member = { id: 'u1', email: 'reader@example.org', firstName: 'Ada', role: 'member' };

/** The site's answers for one reader; every POST is noted. */
function site(signedIn: boolean) {
  const posts: { url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 204 });
    }
    if (url === '/api/auth/user')
      return signedIn ? jsonResponse(member) : jsonResponse({ message: 'Unauthorized' }, 401);
    if (url === `/api/articles/${story.id}`) return jsonResponse(story);
    return jsonResponse([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return posts;
}

const open = () =>
  renderWithProviders(<Route path="/articles/:id" component={ArticleDetailPage} />, { path: `/articles/${story.id}` });

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('reading a story teaches the recommendations', () => {
  it('records one view for a signed-in reader, and not again when the story is opened again in the visit', async () => {
    const posts = site(true);
    open();
    await screen.findByRole('heading', { level: 1, name: story.title });
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      url: '/api/activity',
      body: { contentType: 'article', contentId: story.id, actionType: 'view' },
    });

    cleanup();
    open();
    await screen.findByRole('heading', { level: 1, name: story.title });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts).toHaveLength(1);
  });

  it('records nothing for a visitor', async () => {
    const posts = site(false);
    open();
    await screen.findByRole('heading', { level: 1, name: story.title });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts).toEqual([]);
  });
});
