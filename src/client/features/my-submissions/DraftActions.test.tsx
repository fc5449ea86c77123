// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { DraftActions } from './DraftActions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubApi(sendAnswer: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.endsWith('/submit')) return sendAnswer();
      if (init?.method === 'DELETE') return new Response(null, { status: 204 });
      return jsonResponse([]);
    }),
  );
  return calls;
}

describe('a draft on My submissions', () => {
  it('goes on being written on the form, and says what is missing when sent unfinished', async () => {
    const message = 'Please complete the marked fields before sending your piece for review.';
    stubApi(() =>
      jsonResponse({ message, errors: [{ path: 'submitterEmail', message: 'Invalid email address' }] }, 400),
    );
    renderWithProviders(<DraftActions id="d1" title="The last diner" />);
    expect(screen.getByRole('link', { name: 'Continue writing' }).getAttribute('href')).toBe('/submit?draft=d1');
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('is sent for review, or deleted only once confirmed', async () => {
    const calls = stubApi(() => jsonResponse({ id: 'd1', status: 'pending' }));
    renderWithProviders(<DraftActions id="d1" title="The last diner" />);
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Sent for review')).toBeTruthy();
    expect(calls).toContain('POST /api/submissions/drafts/d1/submit');

    await userEvent.click(screen.getByRole('button', { name: 'Delete draft' }));
    expect(calls.some((c) => c.startsWith('DELETE'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete “The last diner”' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/submissions/drafts/d1'));
  });
});
