// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import ReviewDeskPage from './ReviewDeskPage';

const item = (id: string, title: string, kind = 'content') => ({
  kind,
  id,
  title,
  subtype: 'event',
  status: 'pending',
  stage: 'pending',
  city: 'buffalo',
  submitterName: 'Mel',
  submitterEmail: 'mel@example.com',
  submittedAt: '2026-11-20T12:00:00.000Z',
  imageUrl: null,
  body: 'Body',
  reviewNotes: null,
  reviewedAt: null,
  reviewedByName: null,
  publishedAs: null,
  details: { title },
});

function stub(role: string) {
  const decisions: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://local');
      if (url.pathname === '/api/auth/user')
        return jsonResponse({ id: 'u1', firstName: 'Eddie', email: 'e@example.com', role, canUploadContent: false });
      if (url.pathname === '/api/admin/review') {
        return jsonResponse({
          items: [item('1', 'Porch fest'), item('2', 'Tailgate', 'sports')],
          counts: { content: 1, sports: 1 },
        });
      }
      if (url.pathname.endsWith('/decision')) {
        decisions.push({ url: url.pathname, body: JSON.parse(String(init?.body)) });
        return jsonResponse({
          kind: 'content',
          id: '1',
          status: 'approved',
          publishedAs: { kind: 'event', id: 'e1', url: '/events/e1' },
          draft: null,
        });
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

describe('the review desk page', () => {
  it('tells a member the page is for staff', async () => {
    stub('member');
    renderWithProviders(<ReviewDeskPage />, { path: '/admin/review' });
    expect(await screen.findByText('Admin Access Required')).toBeTruthy();
  });

  it('moves with j and k, and approves with a once confirmed, sending the note and only the changed fields', async () => {
    const decisions = stub('editor');
    renderWithProviders(<ReviewDeskPage />, { path: '/admin/review' });
    expect(await screen.findByRole('heading', { name: 'Porch fest' })).toBeTruthy();
    expect(screen.getByLabelText('Keyboard shortcuts').textContent).toContain('approve');
    await userEvent.keyboard('j');
    expect(await screen.findByRole('heading', { name: 'Tailgate' })).toBeTruthy();
    await userEvent.keyboard('k');
    expect(await screen.findByRole('heading', { name: 'Porch fest' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Note to the sender'), 'Lovely.');
    // Typing in a field never triggers a shortcut; leaving it does.
    expect(decisions).toHaveLength(0);
    (document.activeElement as HTMLElement).blur();
    // A single key never publishes: it asks, and Escape takes it back.
    await userEvent.keyboard('a');
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve and publish “Porch fest”?' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(decisions).toHaveLength(0);
    await userEvent.keyboard('a');
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, approve' }));
    expect(confirm.isConnected).toBe(false);
    await waitFor(() => expect(decisions).toHaveLength(1));
    expect(decisions[0]).toEqual({
      url: '/api/admin/review/content/1/decision',
      body: { decision: 'approve', note: 'Lovely.', edits: {} },
    });
    const toast = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(toast).findByText('Approved and published')).toBeTruthy();
  });

  it('rejects only with a reason: a saved reply fills the note, and r asks before rejecting', async () => {
    const decisions = stub('editor');
    renderWithProviders(<ReviewDeskPage />, { path: '/admin/review' });
    expect(await screen.findByRole('heading', { name: 'Porch fest' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Please give the sender a reason for not publishing it.')).toBeTruthy();
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('r');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(decisions).toHaveLength(0);
    await userEvent.selectOptions(screen.getByLabelText('Saved reply'), 'Not local');
    const note = screen.getByLabelText('Note to the sender') as HTMLTextAreaElement;
    expect(note.value).toContain('outside them');
    expect(screen.queryByText('Please give the sender a reason for not publishing it.')).toBeNull();
    await userEvent.type(note, ' Try the Buffalo edition.');
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('r');
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, reject' }));
    await waitFor(() => expect(decisions).toHaveLength(1));
    expect(decisions[0]?.body).toMatchObject({ decision: 'reject' });
    expect((decisions[0]?.body as { note: string }).note).toMatch(/outside them\. Try the Buffalo edition\.$/);
  });
});
