// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '../../test/render';
import { PremiumCarousel } from './PremiumCarousel';

const visibleSlide = () => screen.getByRole('group', { hidden: false }).getAttribute('aria-label');

beforeEach(() => {
  stubFigures(250, 0);
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A directory of `businesses` listings whose newest story came out `storyAgeDays` ago. */
function stubFigures(businesses: number, storyAgeDays: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      // No paid campaign for the carousel's slot: the house slides only.
      if (url.startsWith('/api/ads')) return jsonResponse({ ad: null });
      const total = { 'X-Total-Count': String(url.startsWith('/api/businesses') ? businesses : 1) };
      const body = url.startsWith('/api/articles')
        ? [{ id: 'a1', publishDate: new Date(Date.now() - storyAgeDays * 86_400_000).toISOString() }]
        : [];
      const res = jsonResponse(body);
      for (const [k, v] of Object.entries(total)) res.headers.set(k, v);
      return res;
    }),
  );
}
const carouselText = () => screen.getByRole('region', { name: /advertisement/i }).textContent ?? '';

describe('PremiumCarousel', () => {
  it("makes the spec's claims when the directory and the newsroom bear them out", async () => {
    vi.useRealTimers();
    stubFigures(250, 0.5);
    renderWithProviders(<PremiumCarousel />);
    await waitFor(() => expect(carouselText()).toContain('200+ local businesses featured'));
    await waitFor(() => expect(carouselText()).toContain('updated daily'));
    const text = carouselText();
    expect(text).toContain('Membership is required to submit');
    expect(text).toContain('premium adds photo uploads');
    expect(text).toMatch(/free/i);
    expect(screen.getAllByRole('button', { name: /^Show slide/ })).toHaveLength(4);
  });

  it('claims no more than the database holds: a small or empty directory, no story lately', async () => {
    vi.useRealTimers();
    stubFigures(12, 9);
    const { unmount } = renderWithProviders(<PremiumCarousel />);
    await waitFor(() => expect(carouselText()).toContain('12 local businesses featured'));
    await waitFor(() => expect(carouselText()).toContain('Local stories from five cities'));
    expect(carouselText()).not.toContain('200+');
    expect(carouselText()).not.toContain('updated daily');
    unmount();
    stubFigures(0, 9);
    renderWithProviders(<PremiumCarousel />);
    await waitFor(() => expect(carouselText()).toContain('Be the first local business featured'));
  });

  it('moves to the next slide every 4 seconds and wraps around after the fourth', () => {
    renderWithProviders(<PremiumCarousel />);
    expect(visibleSlide()).toBe('1 of 4');
    act(() => vi.advanceTimersByTime(3999));
    expect(visibleSlide()).toBe('1 of 4');
    act(() => vi.advanceTimersByTime(1));
    expect(visibleSlide()).toBe('2 of 4');
    act(() => vi.advanceTimersByTime(8000));
    expect(visibleSlide()).toBe('4 of 4');
    act(() => vi.advanceTimersByTime(4000));
    expect(visibleSlide()).toBe('1 of 4');
  });

  it('jumps to the slide whose dot is clicked, then carries on from there', () => {
    renderWithProviders(<PremiumCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3' }));
    expect(visibleSlide()).toBe('3 of 4');
    expect(screen.getByRole('button', { name: 'Show slide 3' }).getAttribute('aria-current')).toBe('true');
    fireEvent.blur(screen.getByRole('button', { name: 'Show slide 3' }));
    act(() => vi.advanceTimersByTime(4000));
    expect(visibleSlide()).toBe('4 of 4');
  });

  it('closes when asked and has no close button when closing is off', () => {
    renderWithProviders(<PremiumCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Close advertisement' }));
    expect(screen.queryByRole('region', { name: /advertisement/i })).toBeNull();
    cleanup();
    renderWithProviders(<PremiumCarousel closable={false} />);
    expect(screen.queryByRole('button', { name: 'Close advertisement' })).toBeNull();
  });

  it('puts a paid campaign for its slot first, labelled Sponsored, linking through the click counter', async () => {
    const ad = {
      id: 'c9',
      title: 'Lakeside Bakery opens',
      description: 'Fresh bread at dawn',
      ctaText: 'Visit',
      imageUrl: null,
      backgroundColor: '#166534',
      clickUrl: '/api/ads/c9/click?t=tok',
      token: 'tok',
    };
    const fetch = vi.fn(async () => jsonResponse({ ad }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<PremiumCarousel city="buffalo" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const adCall = fetch.mock.calls
      .map((call) => String((call as unknown[])[0]))
      .find((url) => url.startsWith('/api/ads'));
    expect(adCall).toContain('city=buffalo');
    expect(screen.getAllByRole('button', { name: /^Show slide/ })).toHaveLength(5);
    expect(screen.getAllByText('Sponsored', { selector: 'p' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('group', { name: '1 of 5' }).textContent).toContain('Lakeside Bakery opens');
    expect(screen.getByRole('link', { name: 'Visit' }).getAttribute('href')).toBe('/api/ads/c9/click?t=tok');
  });
});
