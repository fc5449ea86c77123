// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { SaveButton } from './SaveButton';

const reader = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Reader', role: 'member' };
const ITEM = '/api/saved/events/e1';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubApi({
  user = reader as object | null,
  change,
}: {
  user?: object | null;
  change?: (method: string) => Response;
}) {
  let saved = false;
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/auth/user') return user ? jsonResponse(user) : jsonResponse({ message: 'Unauthorized' }, 401);
    if (url === ITEM && method === 'GET') return jsonResponse({ saved });
    if (url === ITEM) {
      if (change) return change(method);
      saved = method === 'PUT';
      return jsonResponse({ saved });
    }
    return jsonResponse([]);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

const button = () => screen.getByRole('button', { name: /^Save/ });
const changes = (mock: ReturnType<typeof stubApi>) =>
  mock.mock.calls.map(([url, init]) => (url === ITEM ? init?.method : undefined)).filter((m) => m && m !== 'GET');

describe('the Save button', () => {
  it('saves, then removes, pressed only once the server agreed', async () => {
    const mock = stubApi({});
    renderWithProviders(<SaveButton kind="events" id="e1" title="Jazz at the lake" />);
    await waitFor(() => expect((button() as HTMLButtonElement).disabled).toBe(false));
    expect(button().getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(button());
    await screen.findByText('Jazz at the lake is on your Saved page.');
    expect(screen.getByRole('button', { name: 'Saved' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await screen.findByText('Jazz at the lake is no longer saved.');
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-pressed')).toBe('false');
    expect(changes(mock)).toEqual(['PUT', 'DELETE']);
  });

  it('keeps its state and says why when the server refuses', async () => {
    stubApi({
      change: () => jsonResponse({ message: 'Too many changes to your saved items.', code: 'RATE_LIMITED' }, 429),
    });
    renderWithProviders(<SaveButton kind="events" id="e1" title="Jazz at the lake" />);
    await waitFor(() => expect((button() as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(button());
    await screen.findByText('Too many changes to your saved items.');
    expect(button().getAttribute('aria-pressed')).toBe('false');
  });

  it('asks a visitor who is not signed in to sign in, and saves nothing', async () => {
    const mock = stubApi({ user: null });
    renderWithProviders(<SaveButton kind="events" id="e1" title="Jazz at the lake" />);
    await waitFor(() => expect((button() as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(button());
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText(/to save this and find it again on your Saved page/)).toBeTruthy();
    expect(changes(mock)).toEqual([]);
    expect(mock.mock.calls.some(([url]) => url === ITEM)).toBe(false);
  });
});
