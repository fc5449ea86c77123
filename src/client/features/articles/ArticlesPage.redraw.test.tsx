// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { storySummary } from '../../test/stories';
import ArticlesPage from './ArticlesPage';

// Every card's picture, counted each time a card draws it.
const drawn = vi.hoisted(() => ({ pictures: 0 }));
vi.mock('../../components/cards/CoverImage', () => ({
  CoverImage: ({ alt }: { alt: string }) => {
    drawn.pictures++;
    return <span>{alt}</span>;
  },
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a list page drawn again with the same items', () => {
  it('leaves its cards as they are when the answer about the reader arrives after the list', async () => {
    let answerAccount = () => {};
    const account = new Promise<Response>((resolve) => {
      answerAccount = () => resolve(jsonResponse({ message: 'Unauthorized' }, 401));
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        if (input.startsWith('/api/auth/user')) return account;
        if (input.startsWith('/api/articles')) {
          return new Response(JSON.stringify([0, 1, 2, 3, 4].map(storySummary)), {
            headers: { 'Content-Type': 'application/json', 'X-Total-Count': '5' },
          });
        }
        return jsonResponse({ message: 'Not found' }, 404);
      }),
    );
    renderWithProviders(<ArticlesPage />, { path: '/articles' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Story number 4' })).toBeTruthy();
    const pictures = drawn.pictures;
    expect(pictures).toBeGreaterThanOrEqual(5);

    // The page renders again for the account's answer; the five cards, given the same stories, do not.
    await act(async () => {
      answerAccount();
      await account;
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(drawn.pictures).toBe(pictures);
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });
});
