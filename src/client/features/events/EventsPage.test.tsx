// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import EventsPage from './EventsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EventsPage', () => {
  it('shows 6 skeleton cards, then events with their date, time and place', async () => {
    const event = {
      id: 'e1',
      title: 'Lilac Festival',
      description: 'Music',
      date: '2026-05-09',
      time: '10:00 AM',
      location: 'Highland Park',
      imageUrl: null,
      city: 'rochester',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse([event, { ...event, id: 'e2', title: 'Odd date', date: 'soon' }])),
    );
    renderWithProviders(<EventsPage />, { path: '/events' });
    expect(screen.getByRole('heading', { level: 1, name: 'Community Events' })).toBeTruthy();
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6);
    expect((await screen.findByRole('link', { name: 'Lilac Festival' })).getAttribute('href')).toBe('/events/e1');
    expect(screen.getByText('May 9, 2026')).toBeTruthy();
    expect(screen.getByText('Invalid date')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says there are no events when the calendar is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse([])),
    );
    renderWithProviders(<EventsPage />, { path: '/events' });
    expect(await screen.findByRole('heading', { name: 'No Events Available' })).toBeTruthy();
  });

  it('clears the day, price and neighbourhood together with Clear filters', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse([])),
    );
    const { location } = renderWithProviders(<EventsPage />, {
      path: '/events?city=buffalo&neighbourhood=elmwood-village&when=weekend&price=free',
    });
    await screen.findByRole('heading', { name: 'No events match these filters' });
    // The empty state's button (the filter bar has its own, for the day, price and kind).
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(location.history.at(-1)).toBe('/events?city=buffalo'));
  });
});
