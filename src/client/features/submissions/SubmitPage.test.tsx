// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import SubmitPage from './SubmitPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubUser(user: object | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/auth/user'
        ? user
          ? jsonResponse(user)
          : jsonResponse({ message: 'Unauthorized' }, 401)
        : jsonResponse([]),
    ),
  );
}

describe('the /submit page', () => {
  it('asks a signed-out visitor to sign in', async () => {
    stubUser(null);
    renderWithProviders(<SubmitPage />, { path: '/submit' });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByText('Join Our Community')).toBeTruthy();
    expect(screen.getByText('Sign In to Get Started')).toBeTruthy();
  });

  it('gives a signed-in reader the six tabs, with their name already filled in', async () => {
    stubUser({ id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Reader', role: 'member' });
    renderWithProviders(<SubmitPage />, { path: '/submit' });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Content', 'Photos', 'Artists', 'Sports', 'Join Team', 'Nominate']);
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Ada Reader');

    await userEvent.click(screen.getByRole('tab', { name: 'Nominate' }));
    expect(screen.getByRole('form', { name: 'Nominate for the Spotlight' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Sports' }));
    expect(screen.getByRole('button', { name: 'Submit Sports Story' })).toBeTruthy();
  });
});
