/** Pages hydrating as rendered: no Intl object made, no mismatch or refetch, whatever day the reader's clock keeps. */
import { describe } from 'vitest';
import { expect, test } from './support/fixtures';
import { MAGAZINE_TIME_ZONE, formatDateline } from '../../src/shared/dates';
import { weekdayInTimeZone } from '../../src/shared/zoned-days';
import { api } from './support/demo-api';

describe('pages rendered on the server', () => {
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
      // shows depends on this visitor's frequency cap, so the browser asks for each one; an event's
      // comments load after the page is drawn, decision 059).
      expect(
        gets.filter(
          (g) =>
            !g.startsWith('/api/radio') &&
            !g.startsWith('/api/ads?') &&
            !g.startsWith('/api/comments/') &&
            !/^\/api\/artists\/[^/]+\/gallery$/.test(g),
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
});
