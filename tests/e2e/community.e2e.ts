import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { registerSignedIn } from './support/accounts';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
// Direct children only: a card holds lists of its own (tags).
const artistCards = (page: Page) => page.getByRole('list', { name: 'Artists' }).locator(':scope > li');

/** A new member, registered from the page itself so the session cookie lands in this browser. */
async function signUp(page: Page) {
  await page.goto('/');
  await registerSignedIn(page, {
    firstName: 'Fan',
    lastName: 'Reader',
    email: `fan-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
  });
}

/** Opens the profile of the first artist the directory lists and answers its name. */
async function openFirstProfile(page: Page): Promise<string> {
  await page.goto('/artists');
  const link = artistCards(page).first().getByRole('heading').getByRole('link');
  const name = (await link.textContent())?.trim() ?? '';
  await link.click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return name;
}

describe('artists', () => {
  test('filters the directory by city and medium, kept in the URL', async ({ page }) => {
    await page.goto('/artists');
    await page.getByRole('heading', { name: 'Local Artists & Music' }).waitFor();
    await artistCards(page).first().waitFor();

    await page.getByLabel('City').selectOption({ label: 'Rochester' });
    await expect.poll(() => new URL(page.url()).searchParams.get('city')).toBe('rochester');
    await page.getByLabel('Medium').selectOption({ label: 'Visual Arts' });
    await expect.poll(() => new URL(page.url()).searchParams.get('medium')).toBe('Visual Arts');

    await expect
      .poll(async () => {
        const cards = await artistCards(page).allTextContents();
        return cards.length > 0 && cards.every((text) => text.includes('Rochester') && text.includes('Visual Arts'));
      })
      .toBe(true);
    const count = await artistCards(page).count();
    expect(await page.getByText(`${count} artist(s) found`).isVisible()).toBe(true);

    // The same URL opened fresh shows the same filtered view.
    await page.reload();
    expect(await page.getByLabel('City').inputValue()).toBe('rochester');
    await expect.poll(() => artistCards(page).count()).toBe(count);
  });

  test('opens a profile, and counts a like on a gallery item once', async ({ page }) => {
    await openFirstProfile(page);
    expect(await page.getByRole('tab', { name: 'Portfolio', selected: true }).isVisible()).toBe(true);

    const like = page
      .getByRole('tabpanel')
      .getByRole('button', { name: /^Like / })
      .first();
    await like.waitFor();
    const before = Number(await like.textContent());
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(Number(await like.textContent())).toBe(before + 1);

    // Reloading shows the like remembered for this visitor, counted once.
    await page.reload();
    const again = page
      .getByRole('tabpanel')
      .getByRole('button', { name: /^Like / })
      .first();
    await expect.poll(() => again.getAttribute('aria-pressed')).toBe('true');
    expect(Number(await again.textContent())).toBe(before + 1);
  });

  test('a signed-in reader follows and unfollows an artist', async ({ page }) => {
    await signUp(page);
    const name = await openFirstProfile(page);
    const followers = page.getByText('Followers').locator('xpath=..').locator('dd');
    const before = Number((await followers.textContent())?.replace(/,/g, ''));

    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await toasts(page).getByText(`You are now following ${name}`).waitFor();
    await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
    await expect.poll(async () => Number((await followers.textContent())?.replace(/,/g, ''))).toBe(before + 1);

    await page.getByRole('button', { name: 'Following', exact: true }).click();
    await toasts(page).getByText(`You unfollowed ${name}`).waitFor();
    await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    await expect.poll(async () => Number((await followers.textContent())?.replace(/,/g, ''))).toBe(before);
  });

  test('signed-out visitors see no Follow button', async ({ page }) => {
    await openFirstProfile(page);
    await page.getByRole('button', { name: 'Share Profile' }).waitFor();
    expect(await page.getByRole('button', { name: 'Follow', exact: true }).count()).toBe(0);
  });
});

describe('sports', () => {
  test('filters by sport and by tab, both kept in the URL', async ({ page }) => {
    await page.goto('/sports');
    const stories = page.getByRole('list', { name: 'Sports stories' }).locator(':scope > li');
    await stories.first().waitFor();

    await page.getByLabel('Sport', { exact: true }).selectOption({ label: 'Basketball' });
    await page.getByRole('tab', { name: 'Game Recaps' }).click();
    await expect.poll(() => new URL(page.url()).search).toContain('category=recap');
    expect(new URL(page.url()).searchParams.get('sport')).toBe('basketball');
    expect(await page.getByRole('tab', { name: 'Game Recaps' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByLabel('Content type', { exact: true }).inputValue()).toBe('recap');

    await expect
      .poll(async () => {
        const cards = await stories.allTextContents();
        return cards.length > 0 && cards.every((text) => text.includes('Basketball') && text.includes('Game Recap'));
      })
      .toBe(true);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await page.getByRole('tab', { name: 'All Sports' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('deals', () => {
  test('copies a coupon code to the clipboard', async ({ openPage }) => {
    const page = await openPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto('/marketplace');
    const copy = page.getByRole('button', { name: /^Copy coupon code / }).first();
    await copy.waitFor();
    const code = ((await copy.getAttribute('aria-label')) ?? '').replace('Copy coupon code ', '');
    await copy.click();
    await toasts(page).getByText(`Coupon code ${code} copied to clipboard`).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });
});
