// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from './lib/query-client';
import { jsonResponse } from './test/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.doUnmock('./features/about/AboutPage');
  vi.restoreAllMocks();
});

describe('a page whose code does not arrive', () => {
  it('says so with a Reload button instead of a blank site, and other pages still open', async () => {
    // A busy server or a new release leaves the browser without the page's chunk.
    vi.resetModules();
    vi.doMock('./features/about/AboutPage', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/AboutPage-1a2b3c.js');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Unauthorized' }, 401)),
    );
    const { App } = await import('./App');
    const { hook, searchHook, navigate } = memoryLocation({ path: '/about' });
    render(
      <Router hook={hook} searchHook={searchHook}>
        <App queryClient={createQueryClient()} />
      </Router>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'This page did not load' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);

    act(() => navigate('/articles'));
    expect(await screen.findByRole('heading', { level: 1, name: 'All Articles' })).toBeTruthy();
  });
});
