// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Payment, PayoutDesk, Rate } from '../../../../shared/payouts';
import { signedInUser } from '../../../test/fixtures';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import PayoutsPage from './PayoutsPage';
import RatesPage from './RatesPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const payment: Payment = {
  id: 'p1',
  contributorId: 'c1',
  contributorName: 'Ada Lane',
  amount: '75.00',
  paymentType: 'article',
  contentType: 'article',
  contentId: 'a1',
  description: 'Lilac Festival returns',
  status: 'approved',
  statusReason: null,
  amountReason: null,
  approvals: 1,
  needsSecondApproval: false,
  externalReference: null,
  paidAt: null,
  createdAt: '2026-11-20T15:00:00Z',
};
const desk: PayoutDesk = {
  secondApprovalAbove: '500.00',
  stripeEnabled: false,
  contributors: [{ id: 'c1', name: 'Ada Lane', payoutAccountState: 'ready', totalEarnings: '0', payments: [payment] }],
};
const rates: Rate[] = [
  { kind: 'article', label: 'Article', amount: '75.00' },
  { kind: 'photo', label: 'Photo', amount: '25.00' },
];

type Reply = (init?: RequestInit) => Response;
/** The admin API the payouts pages call; `replies` answers "METHOD url" calls. */
function stubApi(replies: Record<string, Reply> = {}) {
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    const reply = replies[`${init?.method ?? 'GET'} ${url}`];
    if (reply) return reply(init);
    if (url === '/api/auth/user') return jsonResponse(signedInUser());
    if (url === '/api/admin/payouts?status=open') return jsonResponse(desk);
    if (url === '/api/admin/payouts/rates') return jsonResponse(rates);
    return jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
const sent = (mock: ReturnType<typeof stubApi>, method: string) =>
  mock.mock.calls.filter(([, init]) => init?.method === method);

describe('the payouts desk forms', () => {
  it('says beside the field that a cancel needs a reason, and sends nothing', async () => {
    const mock = stubApi();
    renderWithProviders(<PayoutsPage />, { path: '/admin/payouts' });
    const form = await screen.findByRole('form', { name: 'Cancel payment: Lilac Festival returns' });
    await userEvent.type(within(form).getByLabelText('Reason to cancel'), 'no');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel payment' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Please give a reason for cancelling');
    expect(within(form).getByLabelText('Reason to cancel').getAttribute('aria-invalid')).toBe('true');
    expect(sent(mock, 'POST')).toHaveLength(0);
  });

  it('records a payment made elsewhere with its reference, and shows the server’s refusal beside the field', async () => {
    const problem = 'This reference is already recorded for another payment';
    const mock = stubApi({
      'POST /api/admin/payouts/p1/record-paid': () =>
        jsonResponse({ message: problem, errors: [{ path: 'reference', message: problem }] }, 409),
    });
    renderWithProviders(<PayoutsPage />, { path: '/admin/payouts' });
    const form = await screen.findByRole('form', { name: 'Record as paid: Lilac Festival returns' });
    await userEvent.type(within(form).getByLabelText('Paid outside the site: reference'), 'CHQ 1042');
    await userEvent.click(within(form).getByRole('button', { name: 'Record as paid' }));
    await waitFor(() =>
      expect(
        within(form)
          .getAllByRole('alert')
          .map((a) => a.textContent),
      ).toEqual([problem]),
    );
    expect(JSON.parse(String(sent(mock, 'POST')[0]?.[1]?.body))).toEqual({ reference: 'CHQ 1042' });
  });
});

describe('the rates form', () => {
  it('names a bad amount beside its rate and sends nothing', async () => {
    const mock = stubApi();
    renderWithProviders(<RatesPage />, { path: '/admin/payouts/rates' });
    const photo = await screen.findByLabelText('Photo (dollars)');
    await userEvent.clear(photo);
    await userEvent.type(photo, 'twenty');
    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    await waitFor(() => expect(photo.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter an amount in dollars, like 75 or 75.50')).toBeTruthy();
    expect(sent(mock, 'PUT')).toHaveLength(0);
  });

  it('saves the amounts as dollars and cents', async () => {
    const mock = stubApi({
      'PUT /api/admin/payouts/rates': (init) =>
        jsonResponse(
          (JSON.parse(String(init?.body)) as { rates: Rate[] }).rates.map((r, i) => ({ ...rates[i], ...r })),
        ),
    });
    renderWithProviders(<RatesPage />, { path: '/admin/payouts/rates' });
    const photo = await screen.findByLabelText('Photo (dollars)');
    await userEvent.clear(photo);
    await userEvent.type(photo, '$30');
    await userEvent.click(screen.getByRole('button', { name: 'Save rates' }));
    expect((await screen.findByRole('status')).textContent).toBe('Rates saved.');
    expect(JSON.parse(String(sent(mock, 'PUT')[0]?.[1]?.body))).toEqual({
      rates: [
        { kind: 'article', amount: '75.00' },
        { kind: 'photo', amount: '30.00' },
      ],
    });
    expect((photo as HTMLInputElement).value).toBe('30.00');
  });
});
