// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { jsonResponse, renderWithProviders } from '../../test/render';
import EditionPage from './EditionPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = (id: string) =>
  renderWithProviders(<Route path="/newsletter/:id" component={EditionPage} />, { path: `/newsletter/${id}` });

describe('one edition as a web page', () => {
  it('shows the intro and the picks in the sections of the e-mail', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/newsletter/editions/n1'
          ? jsonResponse({
              id: 'n1',
              title: 'First Frost',
              subject: 'First Frost in Rochester',
              content: 'Bundle up, neighbors.',
              city: 'rochester',
              sentAt: '2026-11-12T15:00:00.000Z',
              picks: {
                articles: [
                  {
                    id: 'a1',
                    title: 'River trail reopens',
                    excerpt: 'Good news.',
                    author: 'Sam',
                    category: 'Local News',
                    imageUrl: '/images/a.jpg',
                    publishDate: '2026-11-10',
                  },
                ],
                events: [],
                businesses: [
                  {
                    id: 'b1',
                    name: 'Corner Bakery',
                    category: 'Food & Dining',
                    address: '1 Main St',
                    description: 'Bread.',
                    imageUrl: '',
                  },
                ],
                spotlight: null,
              },
            })
          : jsonResponse({ message: 'Not found' }, 404),
      ),
    );
    render('n1');
    expect(await screen.findByRole('heading', { level: 1, name: 'First Frost' })).toBeTruthy();
    expect(screen.getByText('Bundle up, neighbors.')).toBeTruthy();
    const stories = screen.getByRole('region', { name: 'Latest Stories' });
    expect(within(stories).getByRole('link', { name: 'River trail reopens' }).getAttribute('href')).toBe(
      '/articles/a1',
    );
    expect(screen.getByRole('region', { name: 'New Local Businesses' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Upcoming Community Events' })).toBeNull();
  });

  it('says the edition is not there when the archive has no such id', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Edition not found.' }, 404)),
    );
    render('nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edition Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the archive' }).getAttribute('href')).toBe('/newsletter');
  });
});
