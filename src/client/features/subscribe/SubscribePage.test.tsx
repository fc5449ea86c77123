// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { loadStripeWithin, StripeUnavailableError } from '../../components/payments/load-stripe';
import SubscribePage from './SubscribePage';
import { BENEFITS } from './PlanCard';
import { signedInUser } from '../../test/fixtures';

vi.mock('../../components/payments/load-stripe', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/payments/load-stripe')>()),
  loadStripeWithin: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(loadStripeWithin).mockReset();
});

const member = signedInUser({ email: 'mae@example.com', firstName: 'Mae', lastName: 'M', role: 'member' });

/** A fake API: each path answers its [body, status]; every call is recorded. */
function api(routes: Record<string, [unknown, number?]>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      const [body, status = 200] = routes[url] ?? [{ message: 'Not found.' }, 404];
      return jsonResponse(body, status);
    }),
  );
  return calls;
}
const configured = { enabled: true, publishableKey: 'pk_test_1' };

describe('/subscribe', () => {
  it('shows every benefit, and tells a signed-out visitor to log in', async () => {
    api({ '/api/auth/user': [{ message: 'Unauthorized' }, 401] });
    renderWithProviders(<SubscribePage />, { path: '/subscribe' });
    expect(await screen.findByText('Authentication Required')).toBeTruthy();
    expect(screen.getByText('Please log in to subscribe.')).toBeTruthy();
    expect(screen.getByText('$9.99')).toBeTruthy();
    for (const benefit of BENEFITS) expect(screen.getByText(benefit)).toBeTruthy();
  });

  it('says plainly that card payments are not set up, without starting a subscription', async () => {
    const calls = api({
      '/api/auth/user': [member],
      '/api/billing/config': [{ enabled: false, publishableKey: null }],
    });
    renderWithProviders(<SubscribePage />, { path: '/subscribe' });
    expect(await screen.findByText('Card payments are not set up')).toBeTruthy();
    expect(calls).not.toContain('POST /api/get-or-create-subscription');
    expect(screen.queryByRole('button', { name: 'Subscribe Now' })).toBeNull();
  });

  it('shows the error card with Try Again and the spec toast when setting up fails', async () => {
    api({
      '/api/auth/user': [member],
      '/api/billing/config': [configured],
      '/api/get-or-create-subscription': [
        { message: 'The payment service did not answer as expected.', code: 'PAYMENT_PROVIDER_ERROR' },
        502,
      ],
    });
    renderWithProviders(<SubscribePage />, { path: '/subscribe' });
    expect(await screen.findByText('Subscription Setup Failed')).toBeTruthy();
    expect(screen.getByText('The payment service did not answer as expected.')).toBeTruthy();
    expect(screen.getByText('Failed to initialize subscription. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('asks an unverified account to verify its address first, without starting a subscription', async () => {
    const calls = api({
      '/api/auth/user': [{ ...member, emailVerified: false }],
      '/api/billing/config': [configured],
    });
    renderWithProviders(<SubscribePage />, { path: '/subscribe' });
    expect(await screen.findByText('Verify your e-mail to subscribe')).toBeTruthy();
    expect(screen.getByText('mae@example.com')).toBeTruthy();
    expect(calls).not.toContain('POST /api/get-or-create-subscription');
  });

  it('tells a member whose session ran out to log in again', async () => {
    api({
      '/api/auth/user': [member],
      '/api/billing/config': [configured],
      '/api/get-or-create-subscription': [{ message: 'Unauthorized', code: 'UNAUTHORIZED' }, 401],
    });
    renderWithProviders(<SubscribePage />, { path: '/subscribe' });
    expect(await screen.findByText('Session Expired')).toBeTruthy();
    expect(screen.getByText('Please log in again.')).toBeTruthy();
  });

  it('says so when the secure card form cannot load, and tries again on request', async () => {
    api({
      '/api/auth/user': [member],
      '/api/billing/config': [configured],
      '/api/get-or-create-subscription': [{ clientSecret: 'pi_1_secret_2' }],
    });
    vi.mocked(loadStripeWithin).mockRejectedValue(new StripeUnavailableError('offline'));
    renderWithProviders(<SubscribePage />, { path: '/subscribe' });
    expect(await screen.findByText('The secure card form could not load')).toBeTruthy();
    expect(vi.mocked(loadStripeWithin)).toHaveBeenCalledWith('pk_test_1');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(vi.mocked(loadStripeWithin)).toHaveBeenCalledTimes(2);
  });
});
