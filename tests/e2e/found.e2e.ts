import { describe } from 'vitest';
import { expect, test } from './support/fixtures';
import { baseURL } from './support/env';
import { MAGAZINE_TIME_ZONE, formatDateline } from '../../src/shared/dates';
import { weekdayInTimeZone } from '../../src/shared/zoned-days';

interface Article {
  id: string;
  title: string;
  content: string;
}
interface Business {
  id: string;
  name: string;
  description: string;
}

async function api<T>(path: string): Promise<T> {
  const res = await fetch(new URL(path, baseURL()));
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

async function someArticle(): Promise<Article> {
  const [summary] = await api<{ id: string }[]>('/api/articles?city=rochester&limit=1');
  return api<Article>(`/api/articles/${summary!.id}`);
}

describe('pages rendered on the server', () => {
  test('an article hydrates from the HTML without asking the API again', async ({ openPage }) => {
    const article = await someArticle();
    const page = await openPage();
    const apiCalls: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname + url.search);
    });
    await page.goto(`/articles/${article.id}`);
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Hydrated: the header's search button works.
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('dialog', { name: 'Search' }).waitFor();
    await page.keyboard.press('Escape');
    // Only the visitor's own account is asked for; the story and its related stories came with the page.
    expect(apiCalls.filter((u) => !u.startsWith('/api/auth/user'))).toEqual([]);
  });

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

  test('the front page, the article list, an artist page and a business page load and hydrate without making an Intl object', async ({
    openPage,
  }) => {
    // A page's first Intl object loads the browser's locale data (25-45 ms of one task here): their dates
    // and counts keep the server's text while the page hydrates, and calendar dates need no Intl at all.
    const [artist] = await api<{ id: string }[]>('/api/artists?limit=1');
    const businesses = await api<{ id: string; openingHours: unknown }[]>('/api/businesses?limit=50');
    const withHours = businesses.find((business) => business.openingHours);
    // What each page shows that Intl would otherwise write: dates on the two lists, counts on the
    // artist's, today among the business's opening hours (the day in the cities' time zone).
    const shown = [
      ['/', 'time', /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/],
      ['/articles', 'time', /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/],
      [`/artist/${artist!.id}`, 'header dd', /^\d{1,3}(,\d{3})*$/],
      [`/businesses/${withHours!.id}`, 'tr[aria-current="date"] th', /^[A-Z][a-z]+day$/],
    ] as const;
    for (const [url, selector, text] of shown) {
      const page = await openPage();
      await page.addInitScript(() => {
        const made: string[] = [];
        (window as { intlMade?: string[] }).intlMade = made;
        const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
        for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat']) {
          intl[name] = new Proxy(intl[name]!, {
            construct(target, args, newTarget) {
              made.push(name);
              return Reflect.construct(target, args, newTarget) as object;
            },
          });
        }
        const methods: [object, string][] = [
          [Date.prototype, 'toLocaleDateString'],
          [Date.prototype, 'toLocaleString'],
          [Number.prototype, 'toLocaleString'],
        ];
        for (const [owner, method] of methods) {
          const original = (owner as Record<string, (...args: unknown[]) => string>)[method]!;
          Object.defineProperty(owner, method, {
            value(this: unknown, ...args: unknown[]) {
              made.push(method);
              return original.apply(this, args);
            },
          });
        }
      });
      await page.goto(url);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      // They are on the page all the same, as the server wrote them.
      expect(await page.locator(selector).first().innerText(), url).toMatch(text);
      expect(await page.evaluate(() => (window as { intlMade?: string[] }).intlMade), url).toEqual([]);
    }
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

  test('the front page and the business, event and artist pages hydrate without a mismatch or a refetch', async ({
    openPage,
  }) => {
    const [business] = await api<{ id: string }[]>('/api/businesses?city=rochester&limit=1');
    const [event] = await api<{ id: string }[]>('/api/events/upcoming?city=rochester&limit=1');
    const [artist] = await api<{ id: string }[]>('/api/artists?limit=1');
    for (const url of [
      '/',
      '/?city=buffalo',
      `/businesses/${business!.id}`,
      `/events/${event!.id}`,
      `/artist/${artist!.id}`,
      '/events',
    ]) {
      const page = await openPage();
      const problems: string[] = [];
      const gets: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /hydrat|did not match/i.test(msg.text())) problems.push(msg.text());
      });
      page.on('request', (req) => {
        const u = new URL(req.url());
        if (req.method() === 'GET' && u.pathname.startsWith('/api/') && u.pathname !== '/api/auth/user')
          gets.push(u.pathname + u.search);
      });
      await page.goto(url);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect(problems, url).toEqual([]);
      // What the server rendered is not fetched again (the artist's radio list is asked for on play only;
      // the gallery says what this visitor liked, so only the browser asks for it; which banner a slot
      // shows depends on this visitor's frequency cap, so the browser asks for each one).
      expect(
        gets.filter(
          (g) =>
            !g.startsWith('/api/radio') && !g.startsWith('/api/ads?') && !/^\/api\/artists\/[^/]+\/gallery$/.test(g),
        ),
        url,
      ).toEqual([]);
    }
  });

  test('a reader whose clock keeps another day gets the front page and a business page as the server rendered them', async ({
    openPage,
  }) => {
    // A zone where it is another day than in the magazine's cities right now (Kiritimati is 18-19
    // hours ahead of New York, Pago Pago 6 behind): the browser's own calendar disagrees with the city's.
    const now = new Date();
    const timezoneId = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find(
      (zone) => formatDateline(now, zone) !== formatDateline(now, MAGAZINE_TIME_ZONE),
    )!;
    const businesses = await api<{ id: string; openingHours?: unknown }[]>('/api/businesses?city=rochester&limit=50');
    const business = businesses.find((b) => b.openingHours);
    expect(business, 'a demo business with opening hours').toBeDefined();
    const page = await openPage({ timezoneId });
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /hydrat|did not match|#418/i.test(msg.text())) problems.push(msg.text());
    });

    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const dateline = await page
      .getByText(/^\w+day, \w+ \d{1,2}, \d{4}$/)
      .first()
      .innerText();
    // Today in the city (or, had midnight passed there during the test, the next day).
    const cityDays = [now, new Date()].map((at) => formatDateline(at).toUpperCase());
    expect(cityDays, `${timezoneId}: ${dateline}`).toContain(dateline.toUpperCase());

    await page.goto(`/businesses/${business!.id}`);
    await page.waitForLoadState('networkidle');
    const today = await page.locator('tr[aria-current="date"] th').innerText();
    const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    expect([now, new Date()].map((at) => DAY_NAMES[weekdayInTimeZone(at)])).toContain(today);
    expect(problems, timezoneId).toEqual([]);
  });

  test('with JavaScript off, the article page still shows the story', async ({ openPage }) => {
    const article = await someArticle();
    const page = await openPage({ javaScriptEnabled: false });
    const res = await page.goto(`/articles/${article.id}`);
    expect(res?.status()).toBe(200);
    expect(await page.title()).toBe(`${article.title} — By Locals, For Locals`);
    await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
    const firstParagraph = article.content.split(/\n\s*\n/)[0]!.trim();
    expect(await page.getByText(firstParagraph.slice(0, 60)).first().isVisible()).toBe(true);
  });

  test('a missing story or artist answers 404 with its not-found page, which hydrates as rendered without asking again', async ({
    openPage,
  }) => {
    for (const [url, heading] of [
      ['/articles/no-such-story', 'Story Not Found'],
      ['/artist/no-such-artist', 'Artist Not Found'],
    ] as const) {
      const page = await openPage();
      const problems: string[] = [];
      const gets: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /hydrat|did not match|#418/i.test(msg.text())) problems.push(msg.text());
      });
      page.on('request', (req) => {
        const u = new URL(req.url());
        if (req.method() === 'GET' && u.pathname.startsWith('/api/') && u.pathname !== '/api/auth/user')
          gets.push(u.pathname);
      });
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(404);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect(problems, url).toEqual([]);
      // The server's "not found" came with the page: the browser neither shows a skeleton nor asks again.
      expect(
        gets.filter((g) => !g.startsWith('/api/ads') && !g.startsWith('/api/radio')),
        url,
      ).toEqual([]);
      expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible(), url).toBe(true);
    }
  });
});

describe('search', () => {
  test('the header search finds a business by a word of its description and opens it', async ({ page }) => {
    const businesses = await api<Business[]>('/api/businesses?city=rochester&limit=8');
    // A word of a description that search ranks that business among its first three for.
    let target: { business: Business; word: string } | undefined;
    for (const business of businesses) {
      const words = [...new Set(business.description.match(/[A-Za-z]{6,}/g) ?? [])].sort((a, b) => b.length - a.length);
      for (const word of words.slice(0, 4)) {
        const found = await api<{ groups: { kind: string; hits: { id: string }[] }[] }>(
          `/api/search?q=${encodeURIComponent(word)}&kind=businesses&limit=3`,
        );
        if (found.groups[0]?.hits.some((h) => h.id === business.id)) {
          target = { business, word };
          break;
        }
      }
      if (target) break;
    }
    expect(target, 'a searchable word in a seeded description').toBeDefined();
    const { business, word } = target!;

    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Search' }).click();
    const box = page.getByRole('combobox', { name: 'Search the site' });
    await box.pressSequentially(word.toLowerCase(), { delay: 20 });
    const option = page.getByRole('option').filter({ hasText: business.name }).first();
    await option.waitFor();
    await option.click();
    await page.waitForURL(`**/businesses/${business.id}`);
    await page.getByRole('heading', { level: 1, name: business.name }).waitFor();
  });

  test('Enter opens the results page, grouped by kind, with the words marked', async ({ page }) => {
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('combobox', { name: 'Search the site' }).fill('market');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search?q=market');
    await page.getByRole('heading', { level: 1, name: 'Results for “market”' }).waitFor();
    // The results arrive after the client-side navigation; matched words are marked.
    await page.locator('main mark').first().waitFor();
    await page.getByRole('heading', { level: 2, name: 'Articles' }).waitFor();
  });
});

test('the events page offers each city calendar as a webcal subscription', async ({ page }) => {
  await page.goto('/events');
  const link = page.getByRole('link', { name: 'Subscribe to the calendar: Buffalo, NY' });
  expect(await link.getAttribute('href')).toMatch(/^webcal:\/\/[^/]+\/calendar\/buffalo\.ics$/);
});
