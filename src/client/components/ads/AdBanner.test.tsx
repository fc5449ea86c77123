// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdBanner } from './AdBanner';
import { DEFAULT_ADS, MOBILE_AD_HIDE_MS } from './ad-content';

const ad = { ...DEFAULT_ADS.directory, imageUrl: '/media/bakery.png' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AdBanner', () => {
  it('shows title, description, picture and a call to action opening the target in a new tab', () => {
    render(<AdBanner ad={ad} size="rectangle" />);
    const banner = screen.getByRole('complementary', { name: 'Advertisement: Shop Local, Eat Local' });
    expect(banner.textContent).toContain('Shop Local, Eat Local');
    expect(banner.textContent).toContain(ad.description);
    expect(screen.getByRole('img', { name: ad.title }).getAttribute('src')).toBe('/media/bakery.png');
    const link = screen.getByRole('link', { name: 'Browse the Directory' });
    expect(link.getAttribute('href')).toBe('/businesses');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('is dismissed by its close button, and offers none when not dismissible', () => {
    render(<AdBanner ad={ad} size="leaderboard" dismissible />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss advertisement' }));
    expect(screen.queryByRole('complementary', { name: /^Advertisement/ })).toBeNull();
    cleanup();
    render(<AdBanner ad={ad} size="leaderboard" />);
    expect(screen.queryByRole('button', { name: 'Dismiss advertisement' })).toBeNull();
  });

  it('hides a dismissible mobile ad by itself after 8 seconds', () => {
    render(<AdBanner ad={ad} size="mobile" dismissible />);
    act(() => vi.advanceTimersByTime(MOBILE_AD_HIDE_MS - 1));
    expect(screen.getByRole('complementary', { name: /^Advertisement/ })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('complementary', { name: /^Advertisement/ })).toBeNull();
  });

  it('keeps other ads up however long they are shown', () => {
    render(
      <>
        <AdBanner ad={ad} size="mobile" />
        <AdBanner ad={ad} size="square" dismissible />
      </>,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getAllByRole('complementary', { name: /^Advertisement/ })).toHaveLength(2);
  });
});
