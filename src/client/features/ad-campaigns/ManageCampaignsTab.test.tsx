// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { CampaignView } from '../../../shared/ad-campaigns';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { ManageCampaignsTab } from './ManageCampaignsTab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const campaign = (over: Partial<CampaignView>): CampaignView => ({
  id: 'c1',
  title: 'Wings on Elmwood',
  description: null,
  advertiserName: 'Elmwood Wings',
  advertiserEmail: 'owner@wings.test',
  advertiserPhone: null,
  imageUrl: null,
  ctaText: 'Order Now',
  targetUrl: 'https://wings.test/',
  backgroundColor: '#7a1428',
  adSize: 'leaderboard',
  placement: 'header',
  targetPages: [],
  targetCities: ['buffalo'],
  startDate: '2026-06-01',
  endDate: '2026-06-10',
  budget: 100,
  costPerClick: 0.5,
  maxImpressions: 1000,
  frequency: 'daily',
  needsCreativeService: false,
  totalCost: 2025,
  status: 'paid',
  createdAt: '2026-05-20T12:00:00.000Z',
  state: 'running',
  impressions: 40,
  clicks: 12,
  ctr: 30,
  spend: 6,
  remainingBudget: 94,
  selfServe: false,
  complimentary: false,
  reviewNote: null,
  paidAt: '2026-05-20T12:00:00.000Z',
  ctrAlert: null,
  ...over,
});

describe('the ads desk', () => {
  it('shows staff the click-through alert of a campaign whose rate jumped, and none for the others', async () => {
    const alert =
      'Click-through rate jumped to 30% today (12 clicks, 40 impressions), against 1% over the 7 days before.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse([campaign({ ctrAlert: alert }), campaign({ id: 'c2', title: 'Steady Shop', ctrAlert: null })]),
      ),
    );
    renderWithProviders(<ManageCampaignsTab />, { path: '/admin/ads' });
    const jumped = await screen.findByRole('listitem', { name: 'Wings on Elmwood' });
    expect(within(jumped).getByText('Click-through alert:').parentElement?.textContent).toContain(alert);
    const steady = screen.getByRole('listitem', { name: 'Steady Shop' });
    expect(within(steady).queryByText('Click-through alert:')).toBeNull();
  });
});
