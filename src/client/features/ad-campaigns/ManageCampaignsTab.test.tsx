// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  it('edits a campaign with each field error beside its field, from the shared checks and from the server', async () => {
    const moved = 'A paid campaign keeps its number of days (9).';
    const patches: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method !== 'PATCH') return jsonResponse([campaign({})]);
        patches.push(JSON.parse(String(init.body)));
        return patches.length === 1
          ? jsonResponse(
              { message: moved, code: 'PAID_DAYS_FIXED', errors: [{ path: 'endDate', message: moved }] },
              400,
            )
          : jsonResponse(campaign({ endDate: '2026-06-11', startDate: '2026-06-02' }));
      }),
    );
    renderWithProviders(<ManageCampaignsTab />, { path: '/admin/ads' });
    await userEvent.click(within(await screen.findByRole('listitem', { name: 'Wings on Elmwood' })).getByText('Edit'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Campaign' });
    const described = (input: HTMLElement) =>
      document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
    const title = within(dialog).getByLabelText('Campaign title');
    await userEvent.clear(title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(described(title)).toBe('Title is required'));
    expect(patches).toEqual([]);

    await userEvent.type(title, 'Wings on Elmwood');
    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: '2026-06-20' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    const endDate = within(dialog).getByLabelText('End date');
    await waitFor(() => expect(described(endDate)).toBe(moved));
    expect(patches[0]).toMatchObject({ title: 'Wings on Elmwood', endDate: '2026-06-20' });

    fireEvent.change(endDate, { target: { value: '2026-06-10' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('The campaign is saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
