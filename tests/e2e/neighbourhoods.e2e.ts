import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { MOBILE } from './support/browser';
import { expect, test } from './support/fixtures';

const params = (page: Page) => new URL(page.url()).searchParams;
const cardTitles = (page: Page) => page.locator('main article h2 a').allTextContents();

/** The titles the API lists for a query, in its order. */
async function listed(page: Page, query: string): Promise<string[]> {
  return page.evaluate(
    async (q) =>
      ((await (await fetch(`/api/events?${q}&limit=100`)).json()) as { title: string }[]).map((e) => e.title),
    query,
  );
}

describe('neighbourhoods', () => {
  test('at 390 px a reader narrows Buffalo’s events to Canalside, and the address shares it', async ({ openPage }) => {
    const page = await openPage(MOBILE);
    await page.goto('/events?city=buffalo');
    await page.locator('main article').first().waitFor();

    const select = page.getByRole('combobox', { name: 'Neighbourhood' });
    await select.selectOption({ label: 'Canalside' });
    await expect.poll(() => params(page).get('neighbourhood')).toBe('canalside');
    expect(params(page).get('city')).toBe('buffalo');

    // The demo places several Buffalo events at Canalside (seeded from their venues).
    const canalside = await listed(page, 'city=buffalo&neighbourhood=canalside');
    expect(canalside).toContain('Canalside Craft Beer and Wing Tasting');
    expect(canalside.length).toBeLessThan((await listed(page, 'city=buffalo')).length);
    await expect.poll(() => cardTitles(page)).toEqual(canalside);
    for (const text of await page.locator('main article').allTextContents())
      expect(text).toContain('Canalside · Buffalo');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The address is the filter: opened afresh (a shared link) it shows the same list and choice.
    await page.goto(page.url());
    await expect.poll(() => cardTitles(page)).toEqual(canalside);
    expect(await page.getByRole('combobox', { name: 'Neighbourhood' }).inputValue()).toBe('canalside');

    // "All cities" has no neighbourhoods: the choice goes with the city.
    await page.getByRole('combobox', { name: 'City' }).selectOption('all');
    await expect.poll(() => params(page).get('city')).toBe('all');
    expect(params(page).get('neighbourhood')).toBe(null);
    expect(await page.getByRole('combobox', { name: 'Neighbourhood' }).count()).toBe(0);
  });
});
