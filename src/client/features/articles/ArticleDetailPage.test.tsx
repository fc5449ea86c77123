// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Route } from 'wouter';
import { jsonResponse, renderWithProviders } from '../../test/render';
import ArticleDetailPage from './ArticleDetailPage';

const story = {
  id: 'a1',
  title: 'Tacos on Main',
  excerpt: 'A new taqueria',
  content: 'First paragraph.\n\nSecond paragraph.',
  author: 'Luis Ortega',
  publishDate: '2026-11-19T15:00:00.000Z',
  imageUrl: '/media/tacos.jpg',
  category: 'Food & Dining',
  city: 'buffalo',
  featured: false,
};

const renderAt = (path: string) =>
  renderWithProviders(<Route path="/articles/:id" component={ArticleDetailPage} />, { path });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ArticleDetailPage', () => {
  it('shows the whole story with byline, date, city, category colour and share links', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url === '/api/articles/a1' ? jsonResponse(story) : jsonResponse([]))),
    );
    renderAt('/articles/a1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tacos on Main' })).toBeTruthy();
    expect(screen.getByText('Second paragraph.')).toBeTruthy();
    expect(screen.getByText('Nov 19, 2026')).toBeTruthy();
    expect(screen.getByText('Buffalo, NY')).toBeTruthy();
    expect(
      screen.getByText('Food & Dining').closest('[data-category-color]')?.getAttribute('data-category-color'),
    ).toBe('green');
    expect(screen.getByRole('img', { name: 'Tacos on Main' }).getAttribute('loading')).toBe('eager');
    expect(screen.getByRole('link', { name: /E-mail/ }).getAttribute('href')).toMatch(
      /^mailto:\?subject=Tacos%20on%20Main/,
    );
    expect(screen.getByRole('button', { name: /Copy link/ })).toBeTruthy();
  });

  it("offers related stories: the same section first, then the city's newest, never the story itself", async () => {
    const other = (id: string, title: string, category: string) => ({ ...story, id, title, category });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/articles/a1') return jsonResponse(story);
        if (url.includes('category=')) return jsonResponse([story, other('a2', 'Pierogi Night', 'Food & Dining')]);
        return jsonResponse([
          other('a3', 'Canalside Skating', 'Community'),
          story,
          other('a2', 'Pierogi Night', 'Food & Dining'),
        ]);
      }),
    );
    renderAt('/articles/a1');
    const section = await screen.findByRole('region', { name: 'Related Stories' });
    const titles = [...section.querySelectorAll('h3')].map((h) => h.textContent);
    expect(titles).toEqual(['Pierogi Night', 'Canalside Skating']);
  });

  it('says so when the story does not exist', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Article not found.' }, 404)),
    );
    renderAt('/articles/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Story Not Found' })).toBeTruthy();
    expect(document.title).toBe('Story Not Found — By Locals, For Locals');
  });
});
