// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, renderWithProviders } from '../../test/render';
import type { MediaItem } from '../../../shared/media';
import { ChooseFromLibrary } from './ChooseFromLibrary';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (id: string, over: Partial<MediaItem> = {}): MediaItem => ({
  id,
  url: `/uploads/${id.padEnd(32, '0')}`,
  source: 'upload',
  purpose: 'ad-creative',
  name: `${id}.jpg`,
  contentType: 'image/jpeg',
  bytes: 1000,
  width: 800,
  height: 600,
  variants: [],
  altText: null,
  uploadedBy: 'Ada',
  createdAt: '2026-11-28T12:00:00Z',
  usageCount: 0,
  ...over,
});

function stubLibrary(items: MediaItem[]) {
  const calls: { url: string; init?: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      if (init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { altText: string };
        return jsonResponse({ ...items[0], altText: body.altText, usages: [] });
      }
      return jsonResponse({ items, total: items.length });
    }),
  );
  return calls;
}

describe('Choose from library', () => {
  it('lists the advertiser’s own pictures and picks one with the keyboard', async () => {
    const calls = stubLibrary([item('sunrise', { altText: 'Sunrise over the lake' }), item('market')]);
    const onPick = vi.fn();
    renderWithProviders(<ChooseFromLibrary scope="own" onPick={onPick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose from library' }));

    const dialog = await screen.findByRole('dialog', { name: 'Choose from library' });
    expect(dialog).toBeTruthy();
    const first = await screen.findByRole('radio', { name: 'Sunrise over the lake' });
    expect(screen.getByRole('radio', { name: 'market.jpg' })).toBeTruthy();
    expect(calls[0]!.url).toBe('/api/media/mine?limit=48');
    expect((screen.getByRole('button', { name: 'Use this picture' }) as HTMLButtonElement).disabled).toBe(true);

    // Tab to the group, arrow to the next picture, then use it.
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'market.jpg' }) as HTMLInputElement).checked).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use this picture' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'market' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks staff for alt text before a picture without it is used where alt text is required', async () => {
    const calls = stubLibrary([item('harbor', { purpose: 'staff' })]);
    const onPick = vi.fn();
    renderWithProviders(<ChooseFromLibrary scope="staff" requireAlt onPick={onPick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose from library' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'harbor.jpg' }));
    expect(calls[0]!.url).toBe('/api/admin/media?limit=48');

    await userEvent.click(screen.getByRole('button', { name: 'Use this picture' }));
    expect(
      (await screen.findByText('Please describe the picture for readers who cannot see it')).textContent,
    ).toBeTruthy();
    expect(onPick).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Alt text for this picture'), 'Boats in the harbor');
    await userEvent.click(screen.getByRole('button', { name: 'Use this picture' }));
    await waitFor(() =>
      expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ altText: 'Boats in the harbor' })),
    );
    const patch = calls.find((c) => c.init?.method === 'PATCH')!;
    expect(patch.url).toBe('/api/admin/media/harbor');
  });

  it('says what to do when the library is empty', async () => {
    stubLibrary([]);
    renderWithProviders(<ChooseFromLibrary scope="own" onPick={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose from library' }));
    expect(await screen.findByText('Pictures you upload for your ads appear here, to use again.')).toBeTruthy();
  });
});
