// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthUser } from '../../../shared/auth';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { TwoStepSection } from './TwoStepSection';

const ada: AuthUser = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  role: 'member',
  membershipType: 'free',
  membershipStatus: 'active',
  canUploadContent: false,
  hasPassword: true,
  emailVerified: true,
  mfaEnabled: true,
  mfaSetupRequired: false,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubFetch(handler: (url: string, init?: RequestInit) => Response) {
  const mock = vi.fn(async (url: string, init?: RequestInit) => handler(url, init));
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('TwoStepSection', () => {
  it('asks for a code as well as the password to turn two-step sign-in off', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}, 500));
    renderWithProviders(<TwoStepSection user={ada} />);
    const form = screen.getByRole('form', { name: 'Turn off two-step sign-in' });
    await userEvent.type(within(form).getByLabelText('Password'), 'correct horse');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn Off' }));
    expect(
      await within(form).findByText('Please enter the 6-digit code from your app or a recovery code.'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends password and code, and puts the server's word on a wrong code next to the code field", async () => {
    const wrong = 'That code is not right. Check your app and try again.';
    const fetchMock = stubFetch(() =>
      jsonResponse({ message: wrong, code: 'MFA_CODE_INVALID', errors: [{ path: 'code', message: wrong }] }, 400),
    );
    renderWithProviders(<TwoStepSection user={ada} />);
    const form = screen.getByRole('form', { name: 'Turn off two-step sign-in' });
    await userEvent.type(within(form).getByLabelText('Password'), 'correct horse');
    await userEvent.type(within(form).getByLabelText('Code from the app'), '123 456');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn Off' }));
    const codeField = within(form).getByLabelText('Code from the app');
    await waitFor(() => expect(codeField.getAttribute('aria-invalid')).toBe('true'));
    const described = (codeField.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(wrong);
    expect(within(form).getByLabelText('Password').getAttribute('aria-invalid')).not.toBe('true');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/mfa/disable');
    expect(JSON.parse(init.body as string)).toEqual({ password: 'correct horse', code: '123456' });
  });

  it('tells an unverified account to verify its address before setting up', () => {
    stubFetch(() => jsonResponse({}, 500));
    renderWithProviders(<TwoStepSection user={{ ...ada, emailVerified: false, mfaEnabled: false }} />);
    expect(screen.getByRole('alert').textContent).toMatch(/verify your e-mail address first/);
    expect(screen.queryByRole('button', { name: 'Set Up Two-Step Sign-In' })).toBeNull();
  });
});
