// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ReportedVents } from './ReportedVents';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const flagged = {
  targetType: 'post',
  targetId: 'v1',
  status: 'flagged',
  title: 'My neighbour is the worst',
  content: 'Names and insults.',
  realAuthorName: 'Robin Real',
  flagCount: 3,
  reasons: ['Personal attack', 'Names a private person', 'Rude'],
  lastFlaggedAt: '2026-11-20T12:00:00.000Z',
};

describe('reported Vent Room items on the review desk', () => {
  it('lists what readers reported with their reasons, and restores a hidden post', async () => {
    let settled = false;
    const posts: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST') {
          posts.push({ url, body: JSON.parse(String(init.body)) });
          settled = true;
          return jsonResponse({ ...flagged, status: 'approved' });
        }
        if (url === '/api/admin/vent/flags') return jsonResponse(settled ? [] : [flagged]);
        return jsonResponse({ message: 'Not found' }, 404);
      }),
    );
    renderWithProviders(<ReportedVents />, { path: '/admin/review' });
    const section = await screen.findByRole('region', { name: 'Reported in the Vent Room' });
    expect(within(section).getByText(/Robin Real · 3 reports · hidden until you decide/)).toBeTruthy();
    const reasons = within(section).getByRole('list', { name: `Reasons given for ${flagged.title}` });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(flagged.reasons);
    await userEvent.click(within(section).getByRole('button', { name: `Restore ${flagged.title}` }));
    await waitFor(() =>
      expect(posts).toEqual([{ url: '/api/vent/admin/posts/v1/status', body: { status: 'approved' } }]),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Reported in the Vent Room' })).toBeNull());
  });
});
