import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { MOBILE } from './support/browser';
import { expect, test } from './support/fixtures';

const params = (page: Page) => new URL(page.url()).searchParams;
const cardTitles = (page: Page) => page.locator('main article h2 a').allTextContents();

/** What the API lists for a query: the titles and the shown prices the page must match. */
async function listed(page: Page, query: string): Promise<{ title: string; priceCents: number | null }[]> {
  return page.evaluate(async (q) => (await (await fetch(`/api/events?${q}&limit=100`)).json()) as never, query);
}

describe('event discovery', () => {
  test('at 390 px a reader filters Buffalo’s events to this weekend and free, and the address holds both', async ({
    openPage,
  }) => {
    const page = await openPage(MOBILE);
    await page.goto('/events?city=buffalo');
    await page.locator('main article').first().waitFor();

    await page.getByRole('button', { name: 'This weekend' }).click();
    await expect.poll(() => params(page).get('when')).toBe('weekend');
    await page.getByRole('button', { name: 'Free', exact: true }).click();
    await expect.poll(() => params(page).get('price')).toBe('free');
    expect(params(page).get('city')).toBe('buffalo');

    // The demo has a free and a paid event this weekend in Buffalo (seeded relative to today).
    const free = await listed(page, 'city=buffalo&when=weekend&price=free');
    const weekend = await listed(page, 'city=buffalo&when=weekend');
    expect(free.map((e) => e.title)).toContain('Elmwood Village Porch Concert Series');
    expect(weekend.map((e) => e.title)).toContain('Canalside Craft Beer and Wing Tasting');
    expect(free.every((e) => e.priceCents === 0)).toBe(true);

    await expect.poll(() => cardTitles(page)).toEqual(free.map((e) => e.title));
    for (const text of await page.locator('main article').allTextContents()) expect(text).toContain('Free');
    expect(await page.getByRole('button', { name: 'This weekend' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The address is the filter: opened afresh it shows the same list; Back undoes the last choice.
    await page.reload();
    await expect.poll(() => cardTitles(page)).toEqual(free.map((e) => e.title));
    expect(await page.getByRole('button', { name: 'Free', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.goBack();
    await expect.poll(() => params(page).get('price')).toBe(null);
    expect(params(page).get('when')).toBe('weekend');
    await expect.poll(() => cardTitles(page)).toEqual(weekend.map((e) => e.title));
    expect(await page.locator('main article').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('$35')]),
    );
  });

  test('at 390 px the filters fit beside every city’s events', async ({ openPage }) => {
    const page = await openPage(MOBILE);
    await page.goto('/events?city=all&when=weekend&from=&price=free');
    await page.getByRole('button', { name: 'Clear filters' }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
