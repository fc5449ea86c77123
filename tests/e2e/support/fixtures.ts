import { test as base, expect } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { DESKTOP, launchBrowser } from './browser';
import { baseURL } from './env';
import { withinTime } from './time-limit';

export interface PageOptions extends BrowserContextOptions {
  /** Fail the test when the page throws an uncaught error (on by default). */
  failOnPageError?: boolean;
}

interface Fixtures {
  browser: Browser;
  /** A fresh page in its own context (own cookies); desktop 1280x800 on the demo site unless told. */
  openPage: (options?: PageOptions) => Promise<Page>;
  /** The default desktop page. */
  page: Page;
}

/**
 * One browser per spec file, one context per page, everything closed afterwards. An uncaught
 * error in the page fails the test: a user would have seen something break.
 */
const rand = () => Math.floor(Math.random() * 254) + 1;

/**
 * A server-rendered page shows its content before React owns it; a click in that moment does nothing,
 * as for a person on a slow phone. After each full load, wait until the page is hydrated (pages drawn
 * in the browser only carry no server state and need no wait).
 */
function waitForHydrationOnLoad(page: Page) {
  const hydrated = () =>
    page.waitForFunction(
      () => !document.getElementById('bl-ssr-state') || document.documentElement.hasAttribute('data-hydrated'),
      null,
      { timeout: 30_000 },
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

/** Closing has no time limit in Playwright: past 20 s the spec fails instead of holding the run. */
const closeWithin = (closing: Promise<void>, what: string) =>
  withinTime(closing, 20_000, `${what} did not close within 20 s: the browser stopped answering`);

export const test = base.extend<Fixtures>({
  browser: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const browser = await launchBrowser();
      await use(browser);
      await closeWithin(browser.close(), 'the browser');
    },
    { scope: 'file' },
  ],
  openPage: async ({ browser }, use) => {
    const opened: { close(): Promise<void>; errors: string[]; failOnPageError: boolean }[] = [];
    await use(async ({ failOnPageError = true, ...options } = {}) => {
      // Each page is its own visitor with its own address (the servers trust one proxy hop), so the
      // per-address limits on sign-up, sign-in and posting meet people, not the whole test run.
      const visitor = { 'x-forwarded-for': `10.${rand()}.${rand()}.${rand()}` };
      const context = await browser.newContext({
        ...DESKTOP,
        baseURL: baseURL(),
        ...options,
        extraHTTPHeaders: { ...visitor, ...options.extraHTTPHeaders },
      });
      context.setDefaultTimeout(15_000);
      const page = await context.newPage();
      if (options.javaScriptEnabled !== false) waitForHydrationOnLoad(page);
      const entry = { close: () => context.close(), errors: [] as string[], failOnPageError };
      page.on('pageerror', (err) => entry.errors.push(`${err.message} (on ${page.url()})`));
      opened.push(entry);
      return page;
    });
    for (const entry of opened) await closeWithin(entry.close(), 'a page of this test');
    for (const entry of opened)
      if (entry.failOnPageError) expect(entry.errors, 'uncaught errors in the page').toEqual([]);
  },
  page: async ({ openPage }, use) => {
    await use(await openPage());
  },
});

export { expect } from 'vitest';
