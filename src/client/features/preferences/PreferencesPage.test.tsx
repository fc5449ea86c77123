// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { RECOMMENDATIONS_KEY } from '../../lib/queries/keys';
import PreferencesPage from './PreferencesPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved = {
  categories: ['sports'],
  city: 'nyc',
  preferredCities: ['nyc'],
  interests: ['sports'],
  interestTopics: 'marathons',
  notificationPreferences: {
    newsletter: false,
    eventUpdates: true,
    businessFeatures: false,
    communityHighlights: true,
  },
  profileCompleted: true,
};

function stub() {
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/auth/user') return jsonResponse({ id: 'u1', email: 'ada@example.com', firstName: 'Ada' });
    if (url === '/api/preferences' && init?.method === 'PUT') return jsonResponse(saved);
    if (url === '/api/preferences') return jsonResponse(saved);
    return jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('PreferencesPage', () => {
  it('shows the saved settings, refuses an empty city list, and saves with PUT, refreshing the picks', async () => {
    const fetchMock = stub();
    const { queryClient } = renderWithProviders(<PreferencesPage />);
    const nyc = await screen.findByRole('checkbox', { name: 'New York City, NY' });
    expect(nyc).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Sports' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Anything else? (optional)')).toHaveProperty('value', 'marathons');
    expect(screen.getByRole('switch', { name: /Weekly newsletter/ })).toHaveProperty('checked', false);

    await userEvent.click(nyc);
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Please select at least one city')).toBeTruthy();

    queryClient.setQueryData(RECOMMENDATIONS_KEY, []);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Charlotte, NC' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Preferences Saved')).toBeTruthy();
    const put = fetchMock.mock.calls.find(([u, init]) => u === '/api/preferences' && init?.method === 'PUT');
    expect(JSON.parse(put?.[1]?.body as string)).toMatchObject({
      preferredCities: '["charlotte"]',
      interests: '["sports"]',
    });
    await waitFor(() => expect(queryClient.getQueryState(RECOMMENDATIONS_KEY)?.isInvalidated).toBe(true));
  });

  it('asks signed-out visitors to sign in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Unauthorized' }, 401)),
    );
    renderWithProviders(<PreferencesPage />);
    expect(await screen.findByRole('heading', { name: 'Sign in to set your preferences' })).toBeTruthy();
  });
  it('shows the server’s refusal of a field beside that field', async () => {
    const refusal = 'Please choose cities from the list';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/auth/user') return jsonResponse({ id: 'u1', email: 'ada@example.com', firstName: 'Ada' });
        if (url === '/api/preferences' && init?.method === 'PUT')
          return jsonResponse(
            { message: refusal, code: 'VALIDATION_ERROR', errors: [{ path: 'preferredCities', message: refusal }] },
            400,
          );
        return jsonResponse(saved);
      }),
    );
    renderWithProviders(<PreferencesPage />);
    await screen.findByRole('checkbox', { name: 'New York City, NY' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    const cities = await screen.findByRole('group', { name: /Which cities do you want to follow/ });
    await waitFor(() => expect(cities.textContent).toContain(refusal));
    expect(await screen.findByText('Save Failed')).toBeTruthy();
  });
});
