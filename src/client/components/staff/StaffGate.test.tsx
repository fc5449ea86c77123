// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { StaffPage } from './StaffLayout';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Who = 'anonymous' | 'member' | 'contributor' | 'editor' | 'admin';

function signedInAs(who: Who, { mfaSetupRequired = false } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url !== '/api/auth/user') return jsonResponse({ message: 'Not found' }, 404);
      if (who === 'anonymous') return jsonResponse({ message: 'Unauthorized', code: 'UNAUTHORIZED' }, 401);
      return jsonResponse({
        id: `u-${who}`,
        email: `${who}@example.com`,
        firstName: 'Ida',
        lastName: 'Wells',
        profileImageUrl: null,
        role: who,
        membershipType: 'free',
        membershipStatus: 'active',
        canUploadContent: false,
        hasPassword: true,
        mfaEnabled: !mfaSetupRequired,
        mfaSetupRequired,
      });
    }),
  );
}

const page = (level: 'staff' | 'admin' = 'staff') => (
  <StaffPage title="Dashboard" level={level}>
    <p>Desk contents</p>
  </StaffPage>
);

describe('the staff area gate', () => {
  it('asks a visitor to sign in, and shows nothing of the staff area', async () => {
    signedInAs('anonymous');
    renderWithProviders(page(), { path: '/admin' });
    // The prompt is the whole page, so it carries the page's one level-one heading.
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByText('Desk contents')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Staff area' })).toBeNull();
  });

  it.each(['member', 'contributor'] as const)('refuses a %s with "Admin Access Required"', async (who) => {
    signedInAs(who);
    renderWithProviders(page(), { path: '/admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Access Required' })).toBeTruthy();
    expect(screen.getByText("You don't have permission to access this page.")).toBeTruthy();
    expect(screen.queryByText('Desk contents')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Staff area' })).toBeNull();
  });

  it('lets an editor in, with the newsroom desks but without the admin-only ones', async () => {
    signedInAs('editor');
    renderWithProviders(page(), { path: '/admin' });
    expect(await screen.findByText('Desk contents')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Staff area' });
    for (const name of [
      'Dashboard',
      'Articles',
      'Events',
      'Artists',
      'Review desk',
      'Vent Room moderation',
      'Newsletter',
    ]) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    for (const name of ['Users', 'Ads', 'Audit log']) expect(within(nav).queryByRole('link', { name })).toBeNull();
  });

  it('keeps an editor out of an admin-only desk', async () => {
    signedInAs('editor');
    renderWithProviders(page('admin'), { path: '/admin/users' });
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeTruthy();
    expect(screen.queryByText('Desk contents')).toBeNull();
  });

  it('shows an admin every desk', async () => {
    signedInAs('admin');
    renderWithProviders(page('admin'), { path: '/admin/users' });
    expect(await screen.findByText('Desk contents')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Staff area' });
    expect(within(nav).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toBeTruthy();
  });

  it.each(['editor', 'admin'] as const)(
    'tells a %s without two-step sign-in what is needed, with a button to set it up',
    async (who) => {
      signedInAs(who, { mfaSetupRequired: true });
      renderWithProviders(page(), { path: '/admin' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Turn On Two-Step Sign-In' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Set up two-step sign-in' }).getAttribute('href')).toBe(
        '/account#two-step',
      );
      expect(screen.queryByText('Desk contents')).toBeNull();
      expect(screen.queryByText(/connection|reload/i)).toBeNull();
    },
  );
});
