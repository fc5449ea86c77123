/** A first visit painted before fonts or scripts, nothing moving after, and what lies below the first screen drawn as the reader nears it. */
import { describe } from 'vitest';
import { expect, test } from './support/fixtures';
import { api } from './support/demo-api';

describe('pages rendered on the server', () => {
  test('a first visit to the front page is painted before any font or script is asked for and keeps its faces; the next page has the fonts', async ({
    openPage,
  }) => {
    const page = await openPage();
    const fonts: string[] = [];
    const stylesheets: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'font') fonts.push(new URL(req.url()).pathname);
      if (req.resourceType() === 'stylesheet') stylesheets.push(new URL(req.url()).pathname);
    });
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The fonts arrive for the pages that follow: the browser notes it has them.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('bl-fonts'))).toBe('1');
    /** When the page painted, when its scripts and fonts were asked for, and whether the fonts are in use. */
    const timing = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        const started = (suffix: string) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.endsWith(suffix))
            .map((entry) => entry.startTime);
        // When the featured picture was drawn: its largest-contentful-paint entry (none if never the largest).
        const featured = await new Promise<number>((resolve) => {
          const picture = document.querySelector('img[fetchpriority=high]');
          setTimeout(() => resolve(Infinity), 500);
          new PerformanceObserver((list) =>
            resolve(
              list.getEntries().find((entry) => (entry as LargestContentfulPaint).element === picture)?.startTime ??
                Infinity,
            ),
          ).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        return {
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
          featured,
          loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
          scripts: started('.js'),
          fonts: started('.woff2'),
          fontsLoaded:
            document.fonts.check("16px 'Inter Variable'") && document.fonts.check("16px 'Source Serif 4 Variable'"),
          fontsUsed: getComputedStyle(document.body).fontFamily.startsWith('"Inter Variable"'),
        };
      });
    const first = await timing();
    expect(first.scripts.length).toBeGreaterThan(0);
    expect(first.fonts).toHaveLength(2);
    // The boot script starts the code and the fonts once the page has loaded and painted and its featured
    // picture is drawn, or a second after load when no paint is reported by then (a browser too busy to
    // paint, as CI's can be with two specs on two cores): the text and the picture have the link to themselves.
    expect(first.featured).toBeLessThan(Infinity);
    for (const start of [...first.scripts, ...first.fonts])
      expect(start).toBeGreaterThan(Math.min(Math.max(first.paint, first.featured), first.loaded + 1000));
    // Loaded, but this page stays in the faces it was painted in (decision 046): no restyle under the reader.
    expect(first.fontsLoaded).toBe(true);
    expect(first.fontsUsed).toBe(false);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-fonts'))).toBe(false);
    // Its styles came inline with it: its code and the parts loaded later ask for no stylesheet (a
    // second copy of the same rules would restyle and lay out the whole page again).
    expect(stylesheets).toEqual([]);
    // The page's text needs no character outside the core files: the rest of Latin is never fetched.
    expect(fonts.sort()).toEqual([
      expect.stringMatching(/^\/assets\/inter-core-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/source-serif-4-core-[\w-]+\.woff2$/),
    ]);

    // The next page opened in the app is in the site's fonts.
    await page
      .getByRole('navigation', { name: 'Quick Links' })
      .getByRole('link', { name: 'Local Business Directory' })
      .click();
    await page.waitForURL('**/businesses');
    await page.locator('html[data-fonts]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);

    // The browser has the fonts: the next page loaded asks for them as it is first laid out, and is painted in them.
    await page.goto('/articles');
    await page.locator('html[data-fonts]').waitFor({ state: 'attached' });
    const next = await timing();
    expect(next.fonts).toHaveLength(2);
    for (const start of next.fonts) expect(start).toBeLessThan(next.paint);
    expect(next.fontsLoaded).toBe(true);
    expect(next.fontsUsed).toBe(true);
  });

  test('on a first visit nothing moves once the page is painted: its code runs and the fonts arrive for the next page', async ({
    openPage,
  }) => {
    const artists = await api<{ id: string }[]>('/api/artists?city=rochester');
    for (const path of [...artists.map((artist) => `/artist/${artist.id}`), '/businesses', '/']) {
      // Lighthouse's phone: 412 by 823 CSS pixels at 1.75 device pixels each.
      const page = await openPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
      // Every layout shift from the first paint on, as a phone's browser counts them for the page.
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expect.poll(() => page.evaluate(() => localStorage.getItem('bl-fonts'))).toBe('1');
      const shifted = await page.evaluate(async () => {
        await document.fonts.ready;
        // Two frames: anything restyled is laid out and counted.
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        return (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0);
      });
      // A page may shift 0.1 in all and still count as stable; a swap of faces under the reader moved
      // the business list 0.023 here, and an artist page 0.13 in Lighthouse.
      expect(shifted, path).toBeLessThan(0.01);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-fonts')), path).toBe(false);
      await page.close();
    }
  });

  test('a list draws its cards past the first row as the reader nears them', async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto('/articles');
    const cards = page.locator('main article');
    expect(await cards.count()).toBeGreaterThan(10);
    const drawn = (index: number) =>
      cards
        .nth(index)
        .locator('h2')
        .evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions));
    // The first row is drawn with the page; a card far below is in the HTML but not yet laid out or painted.
    expect(await drawn(0)).toBe(true);
    expect(await drawn(10)).toBe(false);
    await cards.nth(10).scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(10)).toBe(true);
  });

  test('the front page draws its sections below the first screen as the reader nears them', async ({ openPage }) => {
    const page = await openPage({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto('/');
    const events = page.locator('section[aria-labelledby="upcoming-events"]');
    // Rendered into the page by the server (for readers, screen readers and search alike) ...
    expect(await events.locator('h2').textContent()).toBe('Upcoming Community Events');
    // ... but not yet styled, laid out or painted: the browser skips it while it is far below.
    const drawn = () =>
      events
        .locator('h2')
        .evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions));
    expect(await drawn()).toBe(false);
    await events.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
    expect(await events.locator('h2').innerText()).toBe('Upcoming Community Events');
    // Shadows and focus rings at its edges are painted, not clipped at its box.
    expect(await events.evaluate((section) => getComputedStyle(section).overflowClipMargin)).toBe('16px');
  });

  test('a key pressed before the page has loaded starts its code at once', async ({ openPage }) => {
    const page = await openPage();
    // The featured picture is held back, so the page does not finish loading on its own.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/media/**', async (route) => {
      await held;
      await route.continue();
    });
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    // The frame's own goto: the fixture's page.goto waits for hydration, which here waits for the key.
    await page.mainFrame().goto('/', { waitUntil: 'domcontentloaded' });
    await page.waitForTimeout(300);
    expect(scripts).toEqual([]);
    // A reader moving through the page with the keyboard: the first key starts the code, the next
    // ones find the page React's (its idle parts wait for load or the reader's next key).
    await page.keyboard.press('Tab');
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        await page.keyboard.press('Tab');
        return page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
      })
      .toBe(true);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    release();
    await page.waitForLoadState('load');
  });
});
