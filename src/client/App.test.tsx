// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from './App';
import { createQueryClient } from './lib/query-client';
import { jsonResponse } from './test/render';

function renderAt(path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ message: 'Unauthorized' }, 401)),
  );
  const { hook, searchHook, navigate } = memoryLocation({ path });
  render(
    <Router hook={hook} searchHook={searchHook}>
      <App queryClient={createQueryClient()} />
    </Router>,
  );
  return { navigate };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('App shell and routes', () => {
  it('wraps a page in skip link, header, main, newsletter and footer', async () => {
    renderAt('/articles');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Articles' })).toBeTruthy();
    expect(await screen.findByText('No Articles Available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Stay Connected' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2024 By Locals, For Locals');
    expect(document.title).toBe('All Articles — By Locals, For Locals');
  });

  it.each([
    ['/businesses', 'Local Business Directory', 'No Businesses Available'],
    ['/events', 'Community Events', 'No Events Available'],
    ['/artists', 'Local Artists & Music', 'No artists found'],
    ['/sports', 'Sports Central', 'No sports content found'],
    ['/fashion', 'Local Fashion', 'No Fashion Items Yet'],
    ['/marketplace', 'Deals & Coupons', 'No deals available yet'],
    ['/resources', 'Community Resources', 'No Resources Yet'],
    ['/vent-room', 'Vent Room', 'No Discussions Yet'],
  ])('shows %s with its heading and empty state', async (path, heading, empty) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(await screen.findByText(empty)).toBeTruthy();
  });

  it('shows the front page sections with their empty texts', async () => {
    renderAt('/?city=buffalo');
    expect(await screen.findByRole('heading', { name: 'Latest Stories' })).toBeTruthy();
    expect((screen.getByLabelText(/City/) as HTMLSelectElement).value).toBe('buffalo');
    for (const text of [
      'No featured articles available',
      'No articles available at this time.',
      'No businesses available at this time.',
      'No Artist Spotlight Yet',
      'No upcoming events at this time.',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
  });

  it('answers an unknown path with the not-found page', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the front page' }).getAttribute('href')).toBe('/');
  });
});

describe("the site's fonts on a page first painted in the device's faces (decision 046)", () => {
  const fontsOn = () => document.documentElement.hasAttribute('data-fonts');
  /** The browser's font loader: whether both of the site's families have arrived. */
  function fontsArrived(arrived: boolean) {
    Object.defineProperty(document, 'fonts', { value: { check: () => arrived }, configurable: true });
  }

  it('keeps the first page in its faces and turns the fonts on at the next page opened, once they have arrived', async () => {
    document.documentElement.removeAttribute('data-fonts');
    fontsArrived(true);
    const { navigate } = renderAt('/articles');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Articles' })).toBeTruthy();
    // The fonts are there, but the page the reader is looking at is not restyled under them.
    expect(fontsOn()).toBe(false);
    await act(async () => navigate('/businesses'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Local Business Directory' })).toBeTruthy();
    expect(fontsOn()).toBe(true);
  });

  it('stays in the faces it has while the fonts are still on their way', async () => {
    document.documentElement.removeAttribute('data-fonts');
    fontsArrived(false);
    const { navigate } = renderAt('/articles');
    await act(async () => navigate('/businesses'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Local Business Directory' })).toBeTruthy();
    expect(fontsOn()).toBe(false);
  });
});
