import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { registerSignedIn } from './support/accounts';

/** The listings that follow the reader's edition, with the API list their first card comes from. */
const LISTINGS = [
  { path: '/articles', api: '/api/articles', field: 'title' },
  { path: '/businesses', api: '/api/businesses', field: 'name' },
  { path: '/events', api: '/api/events', field: 'title' },
  { path: '/sports', api: '/api/sports', field: 'title' },
  { path: '/marketplace', api: '/api/deals', field: 'title' },
  { path: '/vent-room', api: '/api/vent/posts', field: 'title' },
] as const;

const cityParam = (page: Page) => new URL(page.url()).searchParams.get('city');
const cityFilter = (page: Page) => page.getByLabel('City', { exact: true });

/** The title of the first item the public API lists (for one city or, without, every city). */
async function firstTitle(page: Page, api: string, field: string, city?: string): Promise<string> {
  return page.evaluate(
    async ({ api, field, city }) => {
      const query = new URLSearchParams({ limit: '24', ...(city ? { city } : {}) });
      if (api === '/api/vent/posts') query.set('status', 'approved');
      const items = (await (await fetch(`${api}?${query}`)).json()) as Record<string, string>[];
      return items[0]?.[field] ?? '';
    },
    { api, field, city },
  );
}

/** Hydration mismatches are console errors, not page errors: collect them so a test can fail on them. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

describe('the reader’s city edition', () => {
  test('the city chosen on home is carried to every listing, kept after a reload and rendered by the server', async ({
    page,
  }) => {
    const mismatches = hydrationErrors(page);
    await page.goto('/');
    await cityFilter(page).selectOption('buffalo');
    await expect.poll(() => cityParam(page)).toBe('buffalo');
    await page.getByRole('heading', { level: 1, name: 'The Buffalo, NY Edition' }).waitFor();

    for (const { path, api, field } of LISTINGS) {
      await page.goto(path);
      expect(await cityFilter(page).inputValue(), path).toBe('buffalo');
      // The address completes itself, so what the reader copies opens the same city.
      await expect.poll(() => cityParam(page), { message: path }).toBe('buffalo');
      const expected = await firstTitle(page, api, field, 'buffalo');
      expect(expected, path).not.toBe('');
      await page.getByText(expected, { exact: true }).first().waitFor();
    }

    // Search keeps the edition too, with "All cities" one choice away.
    await page.goto('/search?q=the');
    expect(await cityFilter(page).inputValue()).toBe('buffalo');

    await page.goto('/articles');
    await page.reload();
    expect(await cityFilter(page).inputValue()).toBe('buffalo');
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'The Buffalo, NY Edition' }).waitFor();
    expect(mismatches).toEqual([]);
  });

  test('a city or "All cities" in a list filter lists those cities and leaves the edition as it was', async ({
    page,
  }) => {
    await page.goto('/?city=charlotte');
    // A reader takes a moment to look at the page: by then the edition is remembered.
    await expect.poll(() => page.evaluate(() => document.cookie)).toContain('bl_city=charlotte');
    await page.goto('/articles');
    expect(await cityFilter(page).inputValue()).toBe('charlotte');
    // Filtering a list by another city is a filter, not a new edition.
    await cityFilter(page).selectOption('buffalo');
    await expect.poll(() => cityParam(page)).toBe('buffalo');
    expect(await page.evaluate(() => document.cookie)).toContain('bl_city=charlotte');
    await cityFilter(page).selectOption({ label: 'All cities' });
    await expect.poll(() => cityParam(page)).toBe('all');
    const everyCity = await firstTitle(page, '/api/articles', 'title');
    await page.getByText(everyCity, { exact: true }).first().waitFor();
    await page.reload();
    expect(await cityFilter(page).inputValue()).toBe('all');
    // The edition itself did not change.
    await page.goto('/businesses');
    expect(await cityFilter(page).inputValue()).toBe('charlotte');
  });

  test('a shared link opens its city for someone who never chose one; a new visitor sees every city', async ({
    openPage,
  }) => {
    const friend = await openPage();
    await friend.goto('/events?city=atlanta');
    expect(await cityFilter(friend).inputValue()).toBe('atlanta');
    const atlanta = await firstTitle(friend, '/api/events', 'title', 'atlanta');
    await friend.getByText(atlanta, { exact: true }).first().waitFor();
    await friend.goto('/?city=nyc');
    await friend.getByRole('heading', { level: 1, name: 'The New York City, NY Edition' }).waitFor();

    const stranger = await openPage();
    await stranger.goto('/articles');
    expect(await cityFilter(stranger).inputValue()).toBe('all');
    expect(cityParam(stranger)).toBeNull();
  });

  test("a member's edition is kept in their preferences and follows them to a browser that has none", async ({
    page,
  }) => {
    await page.goto('/');
    await registerSignedIn(page, { firstName: 'Edie', lastName: 'Tion', email: `edition-${Date.now()}@example.com` });
    await page.reload();
    await page.getByRole('link', { name: 'Edie' }).waitFor();
    await cityFilter(page).selectOption('atlanta');
    await expect
      .poll(() =>
        page.evaluate(async () => ((await (await fetch('/api/preferences')).json()) as { city: string }).city),
      )
      .toBe('atlanta');

    // The same account on a browser without the edition cookie.
    await page.evaluate(() => (document.cookie = 'bl_city=; Path=/; Max-Age=0'));
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'The Atlanta, GA Edition' }).waitFor();
  });
});

describe('the home page', () => {
  test('the cover story is not repeated as the first of the latest stories', async ({ page }) => {
    await page.goto('/?city=rochester');
    const hero = await page.getByRole('link', { name: /Read Full Story/ }).getAttribute('href');
    expect(hero).toMatch(/^\/articles\//);
    const latest = page.getByRole('region', { name: 'Latest Stories' });
    await latest.getByRole('article').first().waitFor();
    const links = await latest.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).not.toContain(hero);
    expect(await latest.getByRole('article').count()).toBe(6);
  });
});
