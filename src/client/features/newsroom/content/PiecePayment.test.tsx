// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import type { PieceEarning } from '../../../../shared/payouts';
import { PiecePayment } from './PiecePayment';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAYMENT = '/api/admin/content/sports/s1/payment';

/** The server as the newsroom sees it: one piece's earning, which a PUT sets and a DELETE clears. */
function stubApi(initial: PieceEarning) {
  let earning = initial;
  const sent: { method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as { amount: string; reason: string }) : undefined;
      if (url === '/api/payout-rates')
        return jsonResponse([{ kind: 'sports', label: 'Sports story', amount: '60.00' }]);
      if (url !== PAYMENT) return jsonResponse({ message: 'Not found' }, 404);
      sent.push({ method, body });
      if (method === 'PUT')
        earning = { ...earning, pieceAmount: { amount: Number(body!.amount).toFixed(2), reason: body!.reason } };
      if (method === 'DELETE') earning = { ...earning, pieceAmount: null };
      return jsonResponse(earning);
    }),
  );
  return sent;
}

describe('the contributor payment beside the publishing panel', () => {
  it('sets another amount for a contributor’s piece, with a reason, and can go back to the rate', async () => {
    const sent = stubApi({ earnsAs: 'sports', pieceAmount: null, payment: null });
    renderWithProviders(<PiecePayment kind="sports" id="s1" />);
    expect(
      await screen.findByText(/Publishing pays the contributor \$60\.00, the standard rate for a sports story/),
    ).toBeTruthy();

    await userEvent.type(screen.getByLabelText(/Pay a different amount/), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save amount' }));
    expect(await screen.findByText('Please say why this piece earns another amount')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'PUT')).toEqual([]);

    await userEvent.type(screen.getByLabelText(/Reason for the different amount/), 'Two weeks of reporting');
    await userEvent.click(screen.getByRole('button', { name: 'Save amount' }));
    expect(await screen.findByText(/Set: \$150\.00 \(Two weeks of reporting\)/)).toBeTruthy();
    expect(sent).toContainEqual({ method: 'PUT', body: { amount: '150', reason: 'Two weeks of reporting' } });

    await userEvent.click(screen.getByRole('button', { name: 'Pay the standard rate' }));
    await waitFor(() => expect(screen.queryByText(/Set: \$150/)).toBeNull());
    expect((screen.getByLabelText(/Pay a different amount/) as HTMLInputElement).value).toBe('');
  });

  it('shows the payment once it exists, and nothing for a piece that earns nothing', async () => {
    stubApi({ earnsAs: 'sports', pieceAmount: null, payment: { amount: '150.00', status: 'paid' } });
    renderWithProviders(<PiecePayment kind="sports" id="s1" />);
    expect(await screen.findByText('$150.00: Paid.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save amount' })).toBeNull();
    cleanup();

    const asked = stubApi({ earnsAs: null, pieceAmount: null, payment: null });
    renderWithProviders(<PiecePayment kind="sports" id="s1" />);
    await waitFor(() => expect(asked).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('region', { name: 'Contributor payment' })).toBeNull();
    expect(screen.queryByText(/pays the contributor/)).toBeNull();
  });
});
