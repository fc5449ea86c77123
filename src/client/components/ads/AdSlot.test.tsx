// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { AdSlot } from './AdSlot';
import { DEFAULT_ADS } from './ad-content';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const served = {
  id: 'c1',
  title: 'Half-price wings',
  description: 'Every Tuesday',
  ctaText: 'See the Menu',
  imageUrl: null,
  backgroundColor: '#7a1428',
  clickUrl: '/api/ads/c1/click?t=tok',
  token: 'tok',
};

describe('a banner slot', () => {
  it('asks for a paid banner for its slot and city, and shows it labelled Sponsored, linking through our click counter', async () => {
    const fetch = vi.fn(async () => jsonResponse({ ad: served }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(
      <AdSlot placement="header" size="leaderboard" page="home" city="buffalo" house={DEFAULT_ADS.advertise} />,
    );
    const banner = await screen.findByRole('complementary', { name: /^Sponsored: / });
    expect(banner.textContent).toContain('Half-price wings');
    expect(screen.getByRole('link', { name: 'See the Menu' }).getAttribute('href')).toBe('/api/ads/c1/click?t=tok');
    const adCall = fetch.mock.calls.map((call) => String((call as unknown[])[0])).find((u) => u.startsWith('/api/ads'));
    const url = new URL(adCall ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      placement: 'header',
      size: 'leaderboard',
      page: 'home',
      city: 'buffalo',
    });
  });

  it('keeps the house ad, labelled Advertisement, when no campaign fills the slot or the call fails', async () => {
    for (const answer of [jsonResponse({ ad: null }), jsonResponse({ message: 'Busy', code: 'BUSY' }, 503)]) {
      const fetch = vi.fn(async () => answer);
      vi.stubGlobal('fetch', fetch);
      renderWithProviders(
        <AdSlot placement="sidebar" size="rectangle" page="articles" city="rochester" house={DEFAULT_ADS.events} />,
      );
      await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
      expect(screen.getByRole('complementary', { name: /^Advertisement: / }).textContent).toContain(
        DEFAULT_ADS.events.title,
      );
      expect(screen.queryByText('Sponsored')).toBeNull();
      cleanup();
    }
  });
});
