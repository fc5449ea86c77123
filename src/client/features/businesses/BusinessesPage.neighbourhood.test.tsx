// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import BusinessesPage from './BusinessesPage';

const shop = {
  id: 'b1',
  name: 'Elmwood Sponge Candy Co.',
  category: 'Retail',
  address: '786 Elmwood Ave',
  phone: null,
  email: null,
  website: null,
  description: 'Candy',
  imageUrl: '',
  city: 'buffalo',
  openingHours: null,
  neighbourhood: 'elmwood-village',
  neighbourhoodName: 'Elmwood Village',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** What the page asked the API, as query strings. */
const asked = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://local').searchParams);

describe('the directory filtered by neighbourhood', () => {
  it("offers the chosen city's neighbourhoods, keeps the choice in the address and asks the API for it", async () => {
    const fetchMock = vi.fn(async () => jsonResponse([shop]));
    vi.stubGlobal('fetch', fetchMock);
    const { location } = renderWithProviders(<BusinessesPage />, { path: '/businesses?city=buffalo' });
    const select = await screen.findByRole('combobox', { name: 'Neighbourhood' });
    expect(screen.getByRole('option', { name: 'Elmwood Village' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Park Avenue' })).toBeNull(); // Rochester's
    await userEvent.selectOptions(select, 'elmwood-village');
    await waitFor(() => expect(location.history.at(-1)).toBe('/businesses?city=buffalo&neighbourhood=elmwood-village'));
    await waitFor(() => expect(asked(fetchMock).some((q) => q.get('neighbourhood') === 'elmwood-village')).toBe(true));
    // The card says where the shop is.
    expect(await screen.findByText('Elmwood Village · Buffalo')).toBeTruthy();
  });

  it('is hidden under "All cities", and choosing a city clears it', async () => {
    const fetchMock = vi.fn(async () => jsonResponse([]));
    vi.stubGlobal('fetch', fetchMock);
    const { location } = renderWithProviders(<BusinessesPage />, {
      path: '/businesses?city=buffalo&neighbourhood=elmwood-village',
    });
    expect(((await screen.findByRole('combobox', { name: 'Neighbourhood' })) as HTMLSelectElement).value).toBe(
      'elmwood-village',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'all');
    await waitFor(() => expect(location.history.at(-1)).toBe('/businesses?city=all'));
    expect(screen.queryByRole('combobox', { name: 'Neighbourhood' })).toBeNull();
    // Every request made for "All cities" went without a neighbourhood.
    expect(
      asked(fetchMock)
        .filter((q) => !q.get('city'))
        .every((q) => !q.get('neighbourhood')),
    ).toBe(true);
  });

  it("leaves out a neighbourhood that is not the city's (a link edited by hand)", async () => {
    const fetchMock = vi.fn(async () => jsonResponse([]));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<BusinessesPage />, { path: '/businesses?city=atlanta&neighbourhood=elmwood-village' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(asked(fetchMock).every((q) => !q.get('neighbourhood'))).toBe(true);
  });
});
