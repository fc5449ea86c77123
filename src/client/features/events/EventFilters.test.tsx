// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '../../test/render';
import EventsPage from './EventsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const market = {
  id: 'e1',
  title: 'Saturday market',
  description: 'Stalls',
  date: '2026-12-05',
  time: '10:00 AM',
  startsAt: null,
  endsAt: null,
  location: 'Public Market',
  imageUrl: null,
  city: 'rochester',
  priceCents: 0,
  category: 'food',
};

/** The API's answers by URL, and the URLs asked. */
function stubApi(answer: (url: URL) => unknown[]) {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url);
      return jsonResponse(url.pathname === '/api/events' ? answer(url) : []);
    }),
  );
  return asked;
}
const eventAsks = (asked: URL[]) => asked.filter((u) => u.pathname === '/api/events');
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('Events page filters', () => {
  it('reads the filters from a shared address, asks the API with them, and shows prices', async () => {
    const asked = stubApi(() => [market, { ...market, id: 'e2', title: 'Gala', priceCents: 1250 }]);
    renderWithProviders(<EventsPage />, { path: '/events?city=rochester&when=weekend&price=free&category=food' });
    await screen.findByRole('link', { name: 'Saturday market' });
    const url = eventAsks(asked).at(-1)!;
    expect(url.searchParams.get('when')).toBe('weekend');
    expect(url.searchParams.get('price')).toBe('free');
    expect(url.searchParams.get('category')).toBe('food');
    expect(pressed('This weekend')).toBe('true');
    expect(pressed('Free')).toBe('true');
    expect(pressed('Today')).toBe('false');
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe('food');
    const card = (title: string) => screen.getByRole('link', { name: title }).closest('article')!.textContent;
    expect(card('Saturday market')).toContain('Price: Free');
    expect(card('Gala')).toContain('Price: $12.50');
  });

  it('writes each choice to the address as a new history entry, and clears them', async () => {
    const asked = stubApi(() => [market]);
    const { location } = renderWithProviders(<EventsPage />, { path: '/events?city=rochester' });
    await screen.findByRole('link', { name: 'Saturday market' });
    fireEvent.click(screen.getByRole('button', { name: 'This weekend' }));
    fireEvent.click(screen.getByRole('button', { name: 'Free' }));
    await waitFor(() => expect(pressed('Free')).toBe('true'));
    const params = new URLSearchParams(location.history!.at(-1)!.split('?')[1]);
    expect(Object.fromEntries(params)).toEqual({ city: 'rochester', when: 'weekend', price: 'free' });
    // One entry per choice, so Back undoes the last one.
    expect(location.history!.slice(-2)).toEqual([
      '/events?city=rochester&when=weekend',
      '/events?city=rochester&when=weekend&price=free',
    ]);
    await waitFor(() => expect(eventAsks(asked).at(-1)!.searchParams.get('price')).toBe('free'));

    // A date range replaces the day chip.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-10' } });
    await waitFor(() => expect(location.history!.at(-1)).toBe('/events?city=rochester&price=free&from=2026-12-10'));
    expect(pressed('This weekend')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location.history!.at(-1)).toBe('/events?city=rochester'));
  });

  it('says which filters found nothing, and clears them', async () => {
    stubApi((url) => (url.searchParams.get('when') ? [] : [market]));
    const { location } = renderWithProviders(<EventsPage />, { path: '/events?city=rochester&when=now&price=paid' });
    expect(await screen.findByRole('heading', { name: 'No events match these filters' })).toBeTruthy();
    expect(screen.getByText(/Nothing found for Happening now, Paid in Rochester/)).toBeTruthy();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    fireEvent.click(clear.at(-1)!);
    expect(await screen.findByRole('link', { name: 'Saturday market' })).toBeTruthy();
    expect(location.history!.at(-1)).toBe('/events?city=rochester');
  });

  it('does not send a range whose end is before its start, and says why', async () => {
    const asked = stubApi(() => [market]);
    renderWithProviders(<EventsPage />, { path: '/events?city=rochester&from=2026-12-10&to=2026-12-01' });
    await screen.findByRole('link', { name: 'Saturday market' });
    expect(screen.getByRole('alert').textContent).toBe(
      'The end date is before the start date, so the dates are not applied.',
    );
    expect(eventAsks(asked).every((u) => !u.searchParams.has('from') && !u.searchParams.has('to'))).toBe(true);
  });
});
