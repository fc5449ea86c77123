// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Route } from 'wouter';
import { jsonResponse, renderWithProviders } from '../../test/render';
import EventDetailPage from './EventDetailPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event = {
  id: 'e1',
  title: 'Winter gala',
  description: 'Dancing',
  date: '2026-12-05',
  time: '7:00 PM',
  startsAt: null,
  endsAt: null,
  location: 'Eastman Theatre',
  imageUrl: null,
  city: 'rochester',
  priceCents: 2500,
  category: 'music',
};

const show = (answer: object) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => jsonResponse(String(input).includes('/api/events/e1') ? answer : {})),
  );
  renderWithProviders(
    <Route path="/events/:id">
      <EventDetailPage />
    </Route>,
    { path: '/events/e1' },
  );
};

describe('an event page', () => {
  it('shows the price beside the date, time and place', async () => {
    show(event);
    await screen.findByRole('heading', { level: 1, name: 'Winter gala' });
    const price = screen.getByText('Price').closest('div')!;
    expect(price.querySelector('dd')!.textContent).toBe('$25');
  });

  it('says nothing of a price the organiser did not give', async () => {
    show({ ...event, priceCents: null });
    await screen.findByRole('heading', { level: 1, name: 'Winter gala' });
    expect(screen.queryByText('Price')).toBeNull();
  });
});
