// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import SportsPage from './SportsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'bl_city=; Path=/; Max-Age=0';
});

describe('SportsPage', () => {
  it("keeps every filter in the URL, the city beside the others, and clears back to the reader's edition", async () => {
    const fetchMock = vi.fn(async (_url: string) => jsonResponse([]));
    vi.stubGlobal('fetch', fetchMock);
    const { location } = renderWithProviders(<SportsPage />, { path: '/sports' });
    await userEvent.selectOptions(screen.getByLabelText('Sport'), 'Basketball');
    await userEvent.click(screen.getByRole('tab', { name: 'Game Recaps' }));
    await userEvent.selectOptions(screen.getByLabelText('City'), 'Buffalo, NY');
    await waitFor(() => expect(location.history.at(-1)).toBe('/sports?sport=basketball&category=recap&city=buffalo'));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/sports?city=buffalo&sport=basketball&category=recap',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    // Buffalo, picked in the filter, is only a filter: the reader still has no edition, so clearing
    // goes back to every city.
    await waitFor(() => expect(location.history.at(-1)).toBe('/sports'));
    expect(document.cookie).not.toContain('bl_city=buffalo');
  });
});
