import { describe } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { MOBILE } from './support/browser';
import { expect, test } from './support/fixtures';

const current = (link: Locator) => link.getAttribute('aria-current');

/** Marks the window so that a full page reload (instead of client-side navigation) is noticed. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const stillSameDocument = (page: Page) => page.evaluate(() => '__sameDocument' in window);

describe('header navigation on a desktop screen', () => {
  test('highlights Home on the front page and nothing else', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => current(nav.getByRole('link', { name: 'Home' }))).toBe('page');
    for (const name of ['News & Stories', 'Community', 'Lifestyle', 'Submit Content', 'About', 'Contact']) {
      expect(await current(nav.getByRole('link', { name, exact: true })), name).toBeNull();
    }
  });

  test('hovering Community shows Artists; choosing it opens /artists with Community highlighted', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const community = nav.getByRole('link', { name: 'Community', exact: true });
    const artists = nav.getByRole('link', { name: 'Artists' });
    await community.waitFor();
    expect(await artists.isVisible()).toBe(false);

    await community.hover();
    await artists.waitFor({ state: 'visible' });
    await markWindow(page);
    await artists.click();

    await page.waitForURL((url) => url.pathname === '/artists');
    expect(await stillSameDocument(page)).toBe(true);
    await expect.poll(() => current(community)).toMatch(/^(page|true)$/);
    expect(await current(nav.getByRole('link', { name: 'Artists', includeHidden: true }))).toBe('page');
    expect(await current(nav.getByRole('link', { name: 'Home' }))).toBeNull();
    expect(await current(nav.getByRole('link', { name: 'News & Stories' }))).toBeNull();
  });

  test('a detail path keeps its section highlighted', async ({ page }) => {
    await page.goto('/articles/some-story');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => current(nav.getByRole('link', { name: 'News & Stories' }))).toMatch(/^(page|true)$/);
    expect(await current(nav.getByRole('link', { name: 'Articles', includeHidden: true }))).toBe('page');
    expect(await current(nav.getByRole('link', { name: 'Community', exact: true }))).toBeNull();
  });
});

describe('header navigation on a phone', () => {
  test('the toggle opens the menu; choosing a link navigates and closes it', async ({ openPage }) => {
    const page = await openPage(MOBILE);
    await page.goto('/');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    expect(await menu.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await markWindow(page);
    await menu.getByRole('link', { name: 'Vent Room' }).click();

    await page.waitForURL((url) => url.pathname === '/vent-room');
    await menu.waitFor({ state: 'hidden' });
    expect(await stillSameDocument(page)).toBe(true);
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.waitFor({ state: 'visible' });
    expect(await current(menu.getByRole('link', { name: 'Vent Room' }))).toBe('page');
    expect(await current(menu.getByRole('link', { name: 'Community', exact: true }))).toMatch(/^(page|true)$/);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'hidden' });
  });
});

describe('page titles', () => {
  test('a rendered page keeps the title it was sent with once it comes to life', async ({ page }) => {
    const paths = ['/articles', '/businesses', '/events', '/artists', '/sports', '/fashion', '/marketplace'];
    const changed: string[] = [];
    for (const path of [...paths, '/resources', '/vent-room', '/about', '/contact', '/search?q=pizza']) {
      const response = await page.goto(path);
      const sent = /<title>([^<]*)<\/title>/.exec((await response?.text()) ?? '')?.[1]?.replaceAll('&amp;', '&');
      // The page's own effects have run once it is hydrated; a title set by them would be there now.
      await page.waitForTimeout(200);
      const shown = await page.title();
      if (sent !== shown) changed.push(`${path}: "${sent}" -> "${shown}"`);
    }
    expect(changed).toEqual([]);
  });
});

describe('a visitor’s console', () => {
  test('a signed-out page logs no error (asking who is signed in is not a failure)', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    for (const path of ['/', '/articles', '/events', '/vent-room']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });
});
