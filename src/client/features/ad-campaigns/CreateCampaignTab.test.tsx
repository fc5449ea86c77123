// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { CreateCampaignTab } from './CreateCampaignTab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const total = () => screen.getByTestId('campaign-total').textContent;
const setField = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillRequired() {
  await userEvent.type(screen.getByLabelText('Campaign title'), 'Spring Sale');
  await userEvent.type(screen.getByLabelText('Advertiser name'), 'Corner Bakery');
  await userEvent.type(screen.getByLabelText('Advertiser email'), 'owner@bakery.test');
  setField('Start date', '2026-06-01');
  setField('End date', '2026-06-11');
}

describe('the campaign builder', () => {
  it('starts from the spec defaults with a total of 0 and Proceed to Payment disabled', () => {
    renderWithProviders(<CreateCampaignTab />, { path: '/admin/ads' });
    expect((screen.getByLabelText('Ad size') as HTMLSelectElement).value).toBe('leaderboard');
    expect((screen.getByLabelText('Placement') as HTMLSelectElement).value).toBe('header');
    expect((screen.getByLabelText('Frequency') as HTMLSelectElement).value).toBe('daily');
    expect((screen.getByLabelText('Budget ($)') as HTMLInputElement).value).toBe('100');
    expect((screen.getByLabelText('Cost per click ($)') as HTMLInputElement).value).toBe('0.50');
    expect((screen.getByLabelText('Max impressions') as HTMLInputElement).value).toBe('1000');
    expect((screen.getByLabelText('Rochester, NY') as HTMLInputElement).checked).toBe(true);
    expect(total()).toBe('$0.00');
    expect(screen.getByRole('button', { name: 'Proceed to Payment' }).hasAttribute('disabled')).toBe(true);
  });

  it('updates the price with dates, size, placement, frequency and the creative service', async () => {
    renderWithProviders(<CreateCampaignTab />, { path: '/admin/ads' });
    setField('Start date', '2026-06-01');
    setField('End date', '2026-06-11');
    expect(total()).toBe('$2,250.00'); // 150 x 1 x 1.5 x 1 x 10 days
    expect(screen.getByRole('button', { name: 'Proceed to Payment' }).hasAttribute('disabled')).toBe(false);
    await userEvent.selectOptions(screen.getByLabelText('Ad size'), 'rectangle');
    expect(total()).toBe('$1,200.00'); // 100 x 0.8 x 1.5
    await userEvent.selectOptions(screen.getByLabelText('Placement'), 'footer');
    expect(total()).toBe('$800.00');
    await userEvent.selectOptions(screen.getByLabelText('Frequency'), 'monthly');
    expect(total()).toBe('$480.00');
    await userEvent.click(screen.getByLabelText(/creative service/));
    expect(total()).toBe('$555.00');
    setField('End date', '2026-05-30');
    expect(total()).toBe('$0.00');
    expect(screen.getByRole('button', { name: 'Proceed to Payment' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the days it charges as the days the ad is shown, and a one-day campaign can be bought', () => {
    renderWithProviders(<CreateCampaignTab />, { path: '/admin/ads' });
    setField('Start date', '2026-11-28');
    setField('End date', '2026-12-04');
    const shown = () => screen.getByText('Shown').nextElementSibling?.textContent;
    expect(screen.getByText('Days').nextElementSibling?.textContent).toBe('6');
    expect(shown()).toBe('Nov 28, 2026 to Dec 3, 2026');
    setField('End date', '2026-11-29');
    expect(shown()).toBe('Nov 28, 2026');
    expect(total()).toBe('$225.00');
    expect(screen.getByRole('button', { name: 'Proceed to Payment' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByText(/up to the day before the end date/)).toBeTruthy();
    expect(screen.getByText(/Frequency sets your share of the ad spaces/)).toBeTruthy();
  });

  it('refuses a budget above the total, naming the price', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CreateCampaignTab />, { path: '/admin/ads' });
    await fillRequired();
    setField('Budget ($)', '99999999.99');
    await userEvent.click(screen.getByRole('button', { name: 'Save Campaign (Admin Only)' }));
    expect(screen.getByText('Budget must be at most the campaign price ($2,250.00)')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('carries a valid campaign to checkout through local storage', async () => {
    const { location } = renderWithProviders(<CreateCampaignTab />, { path: '/admin/ads' });
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(location.history.at(-1)).toBe('/ad-checkout');
    const stored = JSON.parse(localStorage.getItem('ad-campaign-checkout') ?? '{}');
    expect(stored).toMatchObject({ title: 'Spring Sale', budget: 100, totalCost: 2250, targetCities: ['rochester'] });
  });

  it('shows the spec messages instead of saving an invalid campaign', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CreateCampaignTab />, { path: '/admin/ads' });
    setField('Budget ($)', '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save Campaign (Admin Only)' }));
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Budget must be a positive number')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves and says so, or says it failed', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ id: 'c1' }, 201));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CreateCampaignTab />, { path: '/admin/ads' });
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save Campaign (Admin Only)' }));
    expect(await screen.findByText('Ad campaign created successfully')).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/ad-campaigns');
    expect(JSON.parse(init.body as string)).toMatchObject({
      title: 'Spring Sale',
      maxImpressions: 1000,
      frequency: 'daily',
    });

    fetchMock.mockImplementation(async () => jsonResponse({ message: 'nope' }, 500));
    await userEvent.click(screen.getByRole('button', { name: 'Save Campaign (Admin Only)' }));
    expect(await screen.findByText('Failed to create ad campaign')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });
  it('shows a field error beside its field, from the shared checks and from the server', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(
        {
          message: 'Please check the form.',
          code: 'VALIDATION_ERROR',
          errors: [{ path: 'advertiserEmail', message: 'This advertiser cannot buy ads' }],
        },
        400,
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CreateCampaignTab />, { path: '/admin/ads' });
    await userEvent.type(screen.getByLabelText('Advertiser email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Save Campaign (Admin Only)' }));
    const email = screen.getByLabelText('Advertiser email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter a valid email address',
    );
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(email);
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Save Campaign (Admin Only)' }));
    expect(await screen.findByText('This advertiser cannot buy ads')).toBeTruthy();
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'This advertiser cannot buy ads',
    );
    expect(screen.getByRole('alert').textContent).toBe('Please check the form.');
  });
});
