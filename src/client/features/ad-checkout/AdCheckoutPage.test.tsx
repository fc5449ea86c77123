// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import AdCheckoutPage from './AdCheckoutPage';

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

  it('shows the summary and, when payments are not set up, the server message', async () => {
    localStorage.setItem('ad-campaign-checkout', JSON.stringify(campaign));
    const message = 'Card payments are not set up on this site yet. Please contact us to complete your booking.';
    const fetchMock = vi.fn(async () => jsonResponse({ message, code: 'PAYMENTS_NOT_CONFIGURED' }, 503));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<AdCheckoutPage />, { path: '/ad-checkout' });
    expect(screen.getByText('Spring Sale')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Payment $2,325.00' }));
    expect(await screen.findByText('Payment Setup Failed')).toBeTruthy();
    expect(screen.getByText('Unable to setup payment. Please try again.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(message);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/ad-campaigns/payment-intent');
    expect(JSON.parse(init.body as string)).toMatchObject({ amount: 232500, campaignData: { title: 'Spring Sale' } });
  });
});
