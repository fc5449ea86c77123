// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SocialAccountView } from '../../../../shared/social-contract';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { AccountList } from './AccountList';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const account: SocialAccountView = {
  id: 'a1',
  city: 'buffalo',
  platform: 'bluesky',
  handle: 'buffalo.example',
  displayName: null,
  status: 'reconnect',
  tokenExpiresAt: null,
  lastError: null,
};

describe("the social desk's accounts", () => {
  it('shows each account’s state and disconnects one only once confirmed', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        return init?.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonResponse([]);
      }),
    );
    renderWithProviders(<AccountList accounts={[account]} />);
    expect(screen.getByText(/Buffalo, NY · Bluesky · buffalo\.example/).textContent).toContain('Reconnect needed');

    await userEvent.click(screen.getByRole('button', { name: 'Disconnect Bluesky buffalo.example' }));
    expect(screen.getByText('Its scheduled posts will be cancelled.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Disconnect Bluesky buffalo.example' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, disconnect Bluesky buffalo.example' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/admin/social/accounts/a1'));
  });

  it('says so when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'This account does not exist.' }, 404)),
    );
    renderWithProviders(<AccountList accounts={[account]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect Bluesky buffalo.example' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, disconnect Bluesky buffalo.example' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This account does not exist.');
  });
});
