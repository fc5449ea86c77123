// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Earnings } from '../../../shared/payouts';
import { jsonResponse, renderWithProviders } from '../../test/render';
import EarningsPage from './EarningsPage';
import { signedInUser } from '../../test/fixtures';

const contributor = signedInUser({
  email: 'casey@example.com',
  firstName: 'Casey',
  lastName: null,
  role: 'contributor',
  mfaEnabled: false,
});

const earnings = (over: Partial<Earnings> = {}): Earnings => ({
  payoutAccountState: 'ready',
  stripeEnabled: true,
  totals: { month: '120.00', year: '645.50', allTime: '1240.00' },
  year: 2026,
  taxFormNotice: true,
  payments: [
    {
      id: 'p1',
      amount: '120.00',
      paymentType: 'sports',
      description: 'Sports story: A record season',
      status: 'paid',
      statusReason: null,
      paidAt: '2026-11-20T12:00:00.000Z',
      createdAt: '2026-11-18T12:00:00.000Z',
    },
    {
      id: 'p2',
      amount: '75.00',
      paymentType: 'article',
      description: 'Article: Porch fest returns',
      status: 'pending',
      statusReason: null,
      paidAt: null,
      createdAt: '2026-11-25T12:00:00.000Z',
    },
  ],
  ...over,
});

function api(answer: Earnings | { status: number; body: object }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://local').pathname;
      if (path === '/api/auth/user') return jsonResponse(contributor);
      if (path === '/api/account/earnings')
        return 'status' in answer ? jsonResponse(answer.body, answer.status) : jsonResponse(answer);
      if (path === '/api/payout-rates') return jsonResponse([{ kind: 'article', label: 'Article', amount: '75.00' }]);
      return jsonResponse({ message: 'Not found' }, 404);
    }),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a contributor’s earnings page', () => {
  it('shows the totals, each piece with its amount and state, and the tax-form notice past $600', async () => {
    api(earnings());
    renderWithProviders(<EarningsPage />, { path: '/account/earnings' });
    const totals = (await screen.findByRole('heading', { name: 'Paid to you' })).parentElement as HTMLElement;
    const figure = (label: string) => within(totals).getByText(label).nextElementSibling?.textContent;
    expect(figure('This month')).toBe('$120.00');
    expect(figure('This year (2026)')).toBe('$645.50');
    expect(figure('All time')).toBe('$1,240.00');
    expect(screen.getByRole('note').textContent).toMatch(/\$600\.00 or more this year.*tax form \(1099-NEC\) for 2026/);
    const pieces = within(screen.getByRole('region', { name: 'Your pieces' })).getAllByRole('listitem');
    expect(pieces.map((p) => p.textContent)).toEqual([
      'Sports story: A record season$120.00Paid',
      'Article: Porch fest returns$75.00Waiting for approval',
    ]);
    expect(screen.getByRole('link', { name: 'Download 2026 as CSV' }).getAttribute('href')).toBe(
      '/api/account/earnings.csv?year=2026',
    );
  });

  it('has no tax-form notice below the threshold', async () => {
    api(earnings({ totals: { month: '0.00', year: '599.99', allTime: '599.99' }, taxFormNotice: false }));
    renderWithProviders(<EarningsPage />, { path: '/account/earnings' });
    await screen.findByRole('heading', { name: 'Paid to you' });
    expect(screen.getAllByText('$599.99')).toHaveLength(2);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('tells someone who is not a contributor how to become one', async () => {
    api({ status: 403, body: { code: 'NOT_A_CONTRIBUTOR', message: 'Earnings are for approved contributors.' } });
    renderWithProviders(<EarningsPage />, { path: '/account/earnings' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/Apply to become one/);
  });
});
