// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { PremiumCarousel } from './PremiumCarousel';

const visibleSlide = () => screen.getByRole('group', { hidden: false }).getAttribute('aria-label');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PremiumCarousel', () => {
  it("shows the spec's claims across its four slides", () => {
    renderWithProviders(<PremiumCarousel />);
    const text = screen.getByRole('region', { name: /advertisement/i }).textContent;
    expect(text).toContain('200+ local businesses featured');
    expect(text).toContain('updated daily');
    expect(text).toContain('Membership is required to submit');
    expect(text).toMatch(/free/i);
    expect(screen.getAllByRole('button', { name: /^Show slide/ })).toHaveLength(4);
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
});
