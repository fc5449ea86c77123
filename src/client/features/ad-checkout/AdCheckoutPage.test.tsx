// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { loadStripeWithin, StripeUnavailableError } from '../../components/payments/load-stripe';
import AdCheckoutPage from './AdCheckoutPage';

vi.mock('../../components/payments/load-stripe', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/payments/load-stripe')>()),
  loadStripeWithin: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const campaign = {
  title: 'Spring Sale',
  advertiserName: 'Corner Bakery',
  advertiserEmail: 'owner@bakery.test',
  backgroundColor: '#7a1428',
  adSize: 'leaderboard',
  placement: 'header',
  targetPages: [],
  targetCities: ['rochester'],
  startDate: '2026-06-01',
  endDate: '2026-06-11',
  budget: 100,
  costPerClick: 0.5,
  maxImpressions: 1000,
  frequency: 'daily',
  needsCreativeService: true,
  totalCost: 2325,
};

describe('the ad checkout', () => {
  it('without a campaign, says so and links back to the builder', async () => {
    renderWithProviders(<AdCheckoutPage />, { path: '/ad-checkout' });
    expect(await screen.findAllByText('No campaign data found. Please create a campaign first.')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Create a Campaign' }).getAttribute('href')).toBe('/admin/ads');
  });

  it('shows the summary and says plainly when card payments are not set up', async () => {
    localStorage.setItem('ad-campaign-checkout', JSON.stringify(campaign));
    const fetchMock = vi.fn(async () => jsonResponse({ enabled: false, publishableKey: null }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdCheckoutPage />, { path: '/ad-checkout' });
    expect(screen.getByText('Spring Sale')).toBeTruthy();
    // June 1 to 11 is charged 10 days, so it is shown on 10: up to the day before the end date.
    expect(screen.getByText('Shown').nextElementSibling?.textContent).toBe('Jun 1, 2026 to Jun 10, 2026 (10 days)');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Card payments are not set up on this site yet. Please contact us to complete your booking.',
    );
    expect(screen.getByRole('button', { name: 'Complete Payment $2,325.00' }).hasAttribute('disabled')).toBe(true);
    expect(fetchMock.mock.calls.map((c) => (c as unknown as [string])[0])).toEqual(['/api/billing/config']);
  });

  it('sends the total in cents and shows the server refusal with the spec toast', async () => {
    localStorage.setItem('ad-campaign-checkout', JSON.stringify(campaign));
    const refusal = 'The amount sent ($1.00) does not match the campaign price ($2,325.00).';
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/billing/config'
        ? jsonResponse({ enabled: true, publishableKey: 'pk_test_1' })
        : jsonResponse({ message: refusal, code: 'AMOUNT_MISMATCH' }, 400),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdCheckoutPage />, { path: '/ad-checkout' });
    expect(await screen.findByText('Payment Setup Failed')).toBeTruthy();
    expect(screen.getByText('Unable to setup payment. Please try again.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(refusal);
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/ad-campaigns/payment-intent');
    expect(JSON.parse(init.body as string)).toMatchObject({ amount: 232500, campaignData: { title: 'Spring Sale' } });
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('says so when the secure card form cannot load', async () => {
    localStorage.setItem('ad-campaign-checkout', JSON.stringify(campaign));
    vi.mocked(loadStripeWithin).mockRejectedValue(new StripeUnavailableError('offline'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        jsonResponse(
          url === '/api/billing/config'
            ? { enabled: true, publishableKey: 'pk_test_1' }
            : { clientSecret: 'pi_1_secret_2' },
        ),
      ),
    );
    renderWithProviders(<AdCheckoutPage />, { path: '/ad-checkout' });
    expect(await screen.findByText('The secure card form could not load')).toBeTruthy();
  });
});
