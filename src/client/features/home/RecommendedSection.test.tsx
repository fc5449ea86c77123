// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { RecommendedSection } from './RecommendedSection';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pick = {
  contentType: 'business',
  content: {
    id: 'b7',
    name: 'Flour City Bakery',
    description: 'Sourdough since 1987',
    category: 'Food & Dining',
    city: 'rochester',
  },
  score: 0.876,
  reason: 'Because you like Food & Dining',
};

function stub(activity: Response = jsonResponse({ ok: true })) {
  const mock = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/auth/user') return jsonResponse({ id: 'u1', firstName: 'Ada', email: 'ada@example.com' });
    if (url === '/api/recommendations') return jsonResponse([pick]);
    if (url === '/api/activity') return activity;
    return jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('RecommendedSection', () => {
  it('shows 3 skeleton cards while loading, then each pick with its type, match and reason', async () => {
    stub();
    renderWithProviders(<RecommendedSection />);
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(3);
    expect(await screen.findByRole('heading', { name: 'Flour City Bakery' })).toBeTruthy();
    expect(screen.getByText('business')).toBeTruthy();
    expect(screen.getByText('88% match')).toBeTruthy();
    expect(screen.getByText('Because you like Food & Dining')).toBeTruthy();
    expect(screen.getByText('Food & Dining · Rochester, NY')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/businesses/b7');
  });

  it('records a view when a card is opened, and only logs a tracking failure', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = stub(jsonResponse({ message: 'boom' }, 500));
    renderWithProviders(<RecommendedSection />);
    await userEvent.click(await screen.findByRole('link', { name: 'View Details' }));
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Failed to track activity', expect.any(Error)));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/activity') as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toMatchObject({
      contentType: 'business',
      contentId: 'b7',
      actionType: 'view',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
