// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '../../test/render';
import AccountPage from './AccountPage';

const account = (role: string) => ({
  id: 'u1',
  email: 'casey@example.com',
  firstName: 'Casey',
  lastName: null,
  profileImageUrl: null,
  role,
  membershipType: 'free',
  membershipStatus: 'active',
  canUploadContent: false,
  hasPassword: false,
  emailVerified: true,
  mfaEnabled: false,
  mfaSetupRequired: false,
});

/** Signed in with this role; the account's other lists answer empty. */
function signedInAs(role: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://local').pathname;
      if (path === '/api/auth/user') return jsonResponse(account(role));
      if (path === '/api/account/submissions') return jsonResponse([]);
      return jsonResponse({ message: 'Not found' }, 404);
    }),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the way to a contributor’s earnings', () => {
  it('is on the account page for a contributor', async () => {
    signedInAs('contributor');
    renderWithProviders(<AccountPage />, { path: '/account' });
    const link = await screen.findByRole('link', { name: 'Earnings' });
    expect(link.getAttribute('href')).toBe('/account/earnings');
  });

  it('is not offered to a member', async () => {
    signedInAs('member');
    renderWithProviders(<AccountPage />, { path: '/account' });
    expect(await screen.findByText('Member')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Earnings' })).toBeNull();
  });
});
