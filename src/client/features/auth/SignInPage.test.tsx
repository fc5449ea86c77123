// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import SignInPage from './SignInPage';
import { REGISTER_ACCEPTED_MESSAGE } from '../../../shared/auth';
import { AUTH_USER_KEY } from '../../lib/auth';
import { signedInUser } from '../../test/fixtures';

const ada = signedInUser({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role: 'member' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubFetch(handler: (url: string, init?: RequestInit) => Response) {
  const mock = vi.fn(async (url: string, init?: RequestInit) => handler(url, init));
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('SignInPage', () => {
  it('shows field messages and sends nothing when the sign-in form is empty', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}, 500));
    renderWithProviders(<SignInPage />, { path: '/sign-in' });
    const form = screen.getByRole('form', { name: 'Sign in' });
    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect(await within(form).findByText('Please enter your e-mail address.')).toBeTruthy();
    expect(within(form).getByText('Please enter your password.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in and returns to the page the visitor came from', async () => {
    const fetchMock = stubFetch((url) => (url === '/api/auth/sign-in' ? jsonResponse(ada) : jsonResponse({}, 404)));
    const { location } = renderWithProviders(<SignInPage />, { path: '/sign-in?returnTo=/submit' });
    const form = screen.getByRole('form', { name: 'Sign in' });
    await userEvent.type(within(form).getByLabelText('E-mail'), 'Ada@Example.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'correct horse');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/submit'));
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ email: 'ada@example.com', password: 'correct horse' });
  });

  it("shows the server's message when the password is wrong", async () => {
    stubFetch(() => jsonResponse({ message: 'The e-mail or password is incorrect.', code: 'WRONG_CREDENTIALS' }, 401));
    renderWithProviders(<SignInPage />, { path: '/sign-in' });
    const form = screen.getByRole('form', { name: 'Sign in' });
    await userEvent.type(within(form).getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'wrong');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('The e-mail or password is incorrect.');
  });

  it('checks the fields before creating an account, and shows what the server refused', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          message: 'Too many new accounts from your connection today. Please try again tomorrow.',
          code: 'RATE_LIMITED',
        },
        429,
      ),
    );
    renderWithProviders(<SignInPage />, { path: '/sign-in' });
    const form = screen.getByRole('form', { name: 'Create account' });
    await userEvent.type(within(form).getByLabelText('First name'), 'Ada');
    await userEvent.type(within(form).getByLabelText('Last name'), 'Lovelace');
    await userEvent.type(within(form).getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'short');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(await within(form).findByText('Password must be at least 8 characters')).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('Password'), ' but longer now');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/Too many new accounts/);
  });

  it('after creating an account, says to check the e-mail and stays on the page, signed out', async () => {
    const fetchMock = stubFetch((url) =>
      url === '/api/auth/register' ? jsonResponse({ message: REGISTER_ACCEPTED_MESSAGE }, 202) : jsonResponse({}, 404),
    );
    const { location, queryClient } = renderWithProviders(<SignInPage />, { path: '/sign-in?returnTo=/submit' });
    const form = screen.getByRole('form', { name: 'Create account' });
    await userEvent.type(within(form).getByLabelText('First name'), 'Ada');
    await userEvent.type(within(form).getByLabelText('Last name'), 'Lovelace');
    await userEvent.type(within(form).getByLabelText('E-mail'), 'ada@example.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'correct horse');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect((await within(form).findByRole('status')).textContent).toBe(REGISTER_ACCEPTED_MESSAGE);
    expect(within(form).queryByRole('alert')).toBeNull();
    expect((within(form).getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(location.history.at(-1)).toBe('/sign-in?returnTo=/submit');
    expect(queryClient.getQueryData(AUTH_USER_KEY)).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('offers a reset link form that never says whether the account exists', async () => {
    const message = 'If an account exists for that e-mail, we have sent a link to reset your password.';
    stubFetch(() => jsonResponse({ message }));
    renderWithProviders(<SignInPage />, { path: '/sign-in' });
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const form = screen.getByRole('form', { name: 'Reset password' });
    await userEvent.type(within(form).getByLabelText('E-mail'), 'someone@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send Reset Link' }));
    expect((await within(form).findByRole('status')).textContent).toBe(message);
  });
});
