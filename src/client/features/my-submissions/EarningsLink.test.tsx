// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '../../test/render';
import MySubmissionsPage from './MySubmissionsPage';

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

describe('My submissions', () => {
  it('links a contributor to their earnings, and not a member', async () => {
    signedInAs('contributor');
    renderWithProviders(<MySubmissionsPage />, { path: '/account/submissions' });
    const link = await screen.findByRole('link', { name: 'Earnings' });
    expect(link.getAttribute('href')).toBe('/account/earnings');
    cleanup();
    signedInAs('member');
    renderWithProviders(<MySubmissionsPage />, { path: '/account/submissions' });
    expect(await screen.findByText('Nothing sent yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Earnings' })).toBeNull();
  });
});
