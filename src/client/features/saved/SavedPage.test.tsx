// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedItem } from '../../../shared/saved';
import { jsonResponse, renderWithProviders } from '../../test/render';
import SavedPage from './SavedPage';

const reader = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Reader', role: 'member' };
const item = (over: Partial<SavedItem>): SavedItem => ({
  kind: 'events',
  id: 'e1',
  title: 'Jazz at the lake',
  link: '/events/e1',
  imageUrl: null,
  city: 'buffalo',
  date: '2099-07-04',
  startsAt: null,
  savedAt: '2026-11-28T10:00:00.000Z',
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubApi(user: object | null = reader) {
  let items = [item({}), item({ kind: 'articles', id: 'a1', title: 'Wing night', link: '/articles/a1', date: null })];
  let feeds = 0;
  const mock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/auth/user') return user ? jsonResponse(user) : jsonResponse({ message: 'Unauthorized' }, 401);
    if (url === '/api/saved') return jsonResponse(items);
    if (url === '/api/saved/calendar-feed' && method === 'GET') return jsonResponse({ exists: feeds > 0 });
    if (url === '/api/saved/calendar-feed') {
      feeds++;
      return jsonResponse({ url: `https://example.com/calendar/${String(feeds).repeat(43)}.ics` });
    }
    if (url === '/api/saved/events/e1' && method === 'DELETE') {
      items = items.filter((i) => i.id !== 'e1');
      return jsonResponse({ saved: false });
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('the Saved page', () => {
  it('groups saved items by kind and removes one', async () => {
    stubApi();
    renderWithProviders(<SavedPage />, { path: '/account/saved' });
    const events = await screen.findByRole('region', { name: /^Events/ });
    expect(within(events).getByRole('link', { name: 'Jazz at the lake' }).getAttribute('href')).toBe('/events/e1');
    const stories = screen.getByRole('region', { name: /^Stories/ });
    expect(within(stories).getByRole('link', { name: 'Wing night' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Jazz at the lake from Saved' }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: /^Events/ })).toBeNull());
    expect(screen.getByRole('region', { name: /^Stories/ })).toBeTruthy();
  });

  it('makes the private calendar link, shows it once, and offers a new one', async () => {
    stubApi();
    renderWithProviders(<SavedPage />, { path: '/account/saved' });
    await screen.findByRole('heading', { name: 'Add your saved events to your calendar' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create my private calendar link' }));
    const field = await screen.findByLabelText<HTMLInputElement>('Your private calendar link');
    expect(field.value).toBe(`https://example.com/calendar/${'1'.repeat(43)}.ics`);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Make a new private link' }));
    await vi.waitFor(() => expect(field.value).toBe(`https://example.com/calendar/${'2'.repeat(43)}.ics`));
  });

  it('asks a visitor to sign in', async () => {
    stubApi(null);
    renderWithProviders(<SavedPage />, { path: '/account/saved' });
    expect(await screen.findByRole('heading', { name: 'Sign in to see your saved items' })).toBeTruthy();
  });
});
