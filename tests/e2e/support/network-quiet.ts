import type { Page } from 'playwright-core';

/**
 * Follows a page's requests and answers a wait for the network to go quiet: no request in flight for
 * `quietMs`. Playwright's own `networkidle` asks for 500 ms of quiet after every load, which on the
 * accessibility spec's ~150 page loads was a minute of its run; the site's data comes with the page
 * or right after hydration, so a shorter quiet spell finds the same page.
 */
export function networkQuiet(page: Page) {
  let inFlight = 0;
  let changed = Date.now();
  page.on('request', () => {
    inFlight += 1;
    changed = Date.now();
  });
  const settled = () => {
    inFlight = Math.max(0, inFlight - 1);
    changed = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return async ({ quietMs = 150, timeoutMs = 5_000 } = {}) => {
    const end = Date.now() + timeoutMs;
    while (Date.now() < end) {
      if (inFlight === 0 && Date.now() - changed >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
}
