// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { AUTH_USER_KEY } from '../../lib/auth';
import VerifyEmailPage from './VerifyEmailPage';

const TOKEN = 'a-verification-token-from-the-mail';
const ada = { id: 'u1', email: 'ada@example.com', role: 'member', emailVerified: true, mfaEnabled: false };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubFetch(handler: (url: string, init?: RequestInit) => Response) {
  const mock = vi.fn(async (url: string, init?: RequestInit) => handler(url, init));
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('VerifyEmailPage', () => {
  it('sets the password with the link, signs the reader in and opens the account page', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/verify-email' ? jsonResponse(ada) : jsonResponse({}, 404),
    );
    const { location, queryClient } = renderWithProviders(<VerifyEmailPage />, {
      path: `/verify-email?token=${TOKEN}`,
    });
    const form = screen.getByRole('form', { name: 'Verify your e-mail' });
    await userEvent.type(within(form).getByLabelText('Password'), 'the owner chose this');
    await userEvent.click(within(form).getByRole('button', { name: 'Verify and Sign In' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/account?verified=1'));
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ token: TOKEN, password: 'the owner chose this' });
    expect(queryClient.getQueryData(AUTH_USER_KEY)).toMatchObject({ email: 'ada@example.com' });
  });

  it("shows the server's word on a used or expired link", async () => {
    const message =
      'This verification link is invalid or has expired. Sign in and ask for a new one, or reset your password.';
    stubFetch(() => jsonResponse({ message, code: 'VERIFY_LINK_INVALID' }, 400));
    renderWithProviders(<VerifyEmailPage />, { path: `/verify-email?token=${TOKEN}` });
    const form = screen.getByRole('form', { name: 'Verify your e-mail' });
    await userEvent.type(within(form).getByLabelText('Password'), 'the owner chose this');
    await userEvent.click(within(form).getByRole('button', { name: 'Verify and Sign In' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(message);
  });
});
