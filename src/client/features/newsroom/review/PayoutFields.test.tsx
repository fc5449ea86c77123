// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import ReviewDeskPage from './ReviewDeskPage';

const story = (id: string, title: string, earnsAs: string | null) => ({
  kind: 'sports',
  id,
  title,
  subtype: 'football',
  status: 'pending',
  stage: 'pending',
  city: 'buffalo',
  submitterName: 'Casey',
  submitterEmail: null,
  submittedAt: '2026-11-20T12:00:00.000Z',
  imageUrl: null,
  body: 'Story',
  reviewNotes: null,
  reviewedAt: null,
  reviewedByName: null,
  publishedAs: null,
  earnsAs,
  details: { title },
});

/** The desk's API as the server answers it; `refuse` answers the next decision with these field errors. */
function stub(items: ReturnType<typeof story>[], refuse?: { path: string; message: string }[]) {
  const decisions: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://local');
      if (url.pathname === '/api/auth/user')
        return jsonResponse({ id: 'u1', firstName: 'Eddie', email: 'e@example.com', role: 'editor' });
      if (url.pathname === '/api/admin/review') return jsonResponse({ items, counts: { sports: items.length } });
      if (url.pathname === '/api/payout-rates')
        return jsonResponse([{ kind: 'sports', label: 'Sports story', amount: '60.00' }]);
      if (url.pathname.endsWith('/decision')) {
        decisions.push(JSON.parse(String(init?.body)));
        if (refuse) {
          const errors = refuse;
          refuse = undefined;
          return jsonResponse({ code: 'VALIDATION', message: errors[0]?.message, errors }, 400);
        }
        return jsonResponse({ kind: 'sports', id: '1', status: 'published', publishedAs: null, draft: null });
      }
      return jsonResponse({ message: 'Not found' }, 404);
    }),
  );
  return decisions;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('paying a contributor another amount from the review desk', () => {
  it('shows the standard rate, refuses an amount without a reason, then sends the amount and the reason', async () => {
    const decisions = stub([story('1', 'A record season', 'sports')]);
    renderWithProviders(<ReviewDeskPage />, { path: '/admin/review' });
    expect(await screen.findByText(/\$60\.00, the standard rate for a sports story/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Pay a different amount'), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const reason = screen.getByLabelText('Reason for the different amount');
    expect(await screen.findByText('Please say why this piece earns another amount')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(decisions).toHaveLength(0);
    await userEvent.type(reason, 'Long feature with photos');
    expect(screen.queryByText('Please say why this piece earns another amount')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decisions).toHaveLength(1));
    expect(decisions[0]).toMatchObject({
      decision: 'approve',
      payout: { amount: '120.00', reason: 'Long feature with photos' },
    });
  });

  it('approves at the rate when no amount is given', async () => {
    const decisions = stub([story('1', 'A record season', 'sports')]);
    renderWithProviders(<ReviewDeskPage />, { path: '/admin/review' });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decisions).toHaveLength(1));
    expect(decisions[0]).not.toHaveProperty('payout');
  });

  it('shows the server’s refusal beside the amount field', async () => {
    const message = 'This piece already has its payment; change it on the payouts desk instead.';
    const decisions = stub([story('1', 'A record season', 'sports')], [{ path: 'payout.amount', message }]);
    renderWithProviders(<ReviewDeskPage />, { path: '/admin/review' });
    await userEvent.type(await screen.findByLabelText('Pay a different amount'), '120');
    await userEvent.type(screen.getByLabelText('Reason for the different amount'), 'Long feature');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decisions).toHaveLength(1));
    const amount = screen.getByLabelText('Pay a different amount');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = amount.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(message);
  });

  it('says beside the amount that it is not dollars, and sends nothing', async () => {
    const decisions = stub([story('1', 'A record season', 'sports')]);
    renderWithProviders(<ReviewDeskPage />, { path: '/admin/review' });
    const amount = await screen.findByLabelText('Pay a different amount');
    await userEvent.type(amount, 'lots');
    await userEvent.type(screen.getByLabelText('Reason for the different amount'), 'Long feature');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter an amount in dollars, like 75 or 75.50')).toBeTruthy();
    expect(decisions).toHaveLength(0);
  });

  it('shows the server’s refusal of an edit beside the edited field', async () => {
    const message = 'Title must be at most 255 characters';
    const decisions = stub([story('1', 'A record season', 'sports')], [{ path: 'edits.title', message }]);
    renderWithProviders(<ReviewDeskPage />, { path: '/admin/review' });
    const title = await screen.findByLabelText('Title');
    await userEvent.type(title, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decisions).toEqual([expect.objectContaining({ edits: { title: 'A record season!' } })]));
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(title.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
  });

  it('offers no amount for a piece whose sender is not a contributor', async () => {
    stub([story('2', 'Pickup game', null)]);
    renderWithProviders(<ReviewDeskPage />, { path: '/admin/review' });
    expect(await screen.findByRole('heading', { name: 'Pickup game' })).toBeTruthy();
    expect(screen.queryByLabelText('Pay a different amount')).toBeNull();
  });
});
