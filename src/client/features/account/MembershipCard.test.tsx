// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import type { Membership } from '../../../shared/billing';
import { MembershipCard } from './MembershipCard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const premium: Membership = {
  membershipType: 'premium',
  membershipStatus: 'active',
  subscriptionStartDate: '2026-11-01T15:00:00.000Z',
  subscriptionEndDate: '2026-12-01T15:00:00.000Z',
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  canUploadContent: true,
  complimentary: false,
  hasBillingAccount: true,
  paymentsEnabled: true,
};

function api(membership: Membership, after?: Membership) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      return jsonResponse(url === '/api/billing/membership' ? membership : after);
    }),
  );
  return calls;
}

describe('the membership card', () => {
  it('shows plan, status and renewal date, and cancels at the period end', async () => {
    const calls = api(premium, { ...premium, cancelAtPeriodEnd: true });
    renderWithProviders(<MembershipCard />, { path: '/account' });
    expect(await screen.findByText('Premium ($9.99/month)')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Renews on Dec 1, 2026.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel membership' }));
    expect(await screen.findByText('Ends on Dec 1, 2026. You keep every benefit until then.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(calls).toContain('POST /api/billing/cancel');
  });

  it('says when a failed payment will cost upload rights', async () => {
    api({ ...premium, membershipStatus: 'past_due', graceEndsAt: '2026-12-08T15:00:00.000Z' });
    renderWithProviders(<MembershipCard />, { path: '/account' });
    expect(await screen.findByText('Payment due')).toBeTruthy();
    expect(
      screen.getByText('Your last payment failed. Update your card by Dec 8, 2026 to keep uploading.'),
    ).toBeTruthy();
  });

  it('offers membership to a free account, without billing buttons', async () => {
    api({
      ...premium,
      membershipType: 'free',
      subscriptionEndDate: null,
      hasBillingAccount: false,
      canUploadContent: false,
    });
    renderWithProviders(<MembershipCard />, { path: '/account' });
    expect((await screen.findByRole('link', { name: 'Become a Premium Member' })).getAttribute('href')).toBe(
      '/subscribe',
    );
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel membership' })).toBeNull();
  });

  it('shows a complimentary membership as such, without a renewal date or a price', async () => {
    api({
      ...premium,
      complimentary: true,
      subscriptionStartDate: null,
      subscriptionEndDate: null,
      hasBillingAccount: false,
    });
    renderWithProviders(<MembershipCard />, { path: '/account' });
    expect(await screen.findByText('Premium (complimentary)')).toBeTruthy();
    expect(
      screen.getByText('Complimentary membership from the magazine: nothing to pay, and no end date.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Renews on|\$9\.99/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel membership' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Become a Premium Member' })).toBeNull();
  });

  it('a complimentary member who also pays is not told of a renewal the gift makes moot', async () => {
    api({ ...premium, complimentary: true });
    renderWithProviders(<MembershipCard />, { path: '/account' });
    expect(await screen.findByText('Premium (complimentary)')).toBeTruthy();
    expect(screen.queryByText('Renews on Dec 1, 2026.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeTruthy();
  });
});
