import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { emptyBaseURL } from './support/env';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const discussions = (page: Page) => page.getByRole('list', { name: 'Discussions' }).locator(':scope > li');
// A seeded Rochester thread and one of its approved replies (src/server/db/seed/community-content/vent-upstate.ts).
const SEEDED_TITLE = 'The potholes on Monroe Avenue are eating my tires';
const SEEDED_REPLY = "Keep every receipt. The claim form is on the city clerk's page and you have 90 days.";

describe('the Vent Room', () => {
  test("lists Rochester's approved posts and opens a discussion with its comments", async ({ page }) => {
    await page.goto('/vent-room?city=rochester');
    await page.getByRole('heading', { level: 1, name: 'Vent Room' }).waitFor();
    const card = discussions(page).filter({ has: page.getByRole('heading', { name: SEEDED_TITLE }) });
    await card.waitFor();
    expect(await discussions(page).count()).toBeGreaterThan(1);
    expect(await card.getByRole('img', { name: 'Approved' }).count()).toBe(1);

    await card.getByRole('button', { name: 'Show Discussion' }).click();
    const panel = card.getByRole('region', { name: `Discussion of ${SEEDED_TITLE}` });
    await panel.getByText(SEEDED_REPLY).waitFor();
    await card.getByRole('button', { name: 'Hide Discussion' }).click();
    await panel.waitFor({ state: 'detached' });
  });

  test('switching the city shows that city and keeps it in the URL', async ({ page }) => {
    await page.goto('/vent-room');
    await discussions(page).first().waitFor();
    await page.getByLabel('City').selectOption('buffalo');
    await expect.poll(() => new URL(page.url()).searchParams.get('city')).toBe('buffalo');
    await expect
      .poll(async () => (await discussions(page).allTextContents()).join(' ').includes(SEEDED_TITLE))
      .toBe(false);
    // Buffalo's own posts (the list may be empty for a moment while they load).
    await expect.poll(() => discussions(page).count()).toBeGreaterThan(0);
  });

  test('a visitor submits a post and is told it waits for review', async ({ page }) => {
    await page.goto('/vent-room?city=rochester');
    await page.getByRole('button', { name: 'Share Your Thoughts' }).click();
    const form = page.getByRole('form', { name: 'Share Your Thoughts' });

    await form.getByRole('button', { name: 'Submit Post' }).click();
    await toasts(page).getByText('Please fill in all required fields').waitFor();

    const title = `Late trains again ${Date.now()}`;
    await form.getByLabel('Title').fill(title);
    await form.getByLabel("What's on your mind?").fill('Third time this week the 8:10 never showed.');
    await form.getByLabel('Tags (comma separated, optional)').fill('transit');
    await form.getByLabel('Your name').fill('E2E Rider');
    await form.getByLabel('Your email').fill('e2e-rider@example.com');
    await form.getByLabel('Post anonymously').check();
    await form.getByRole('button', { name: 'Submit Post' }).click();

    await toasts(page).getByText('Post submitted for review').waitFor();
    await form.waitFor({ state: 'detached' });
    // Pending posts are not public.
    expect(await page.getByRole('heading', { name: title }).count()).toBe(0);
  });

  test('an empty site says "No Discussions Yet"', async ({ openPage }) => {
    const page = await openPage({ baseURL: emptyBaseURL() });
    await page.goto('/vent-room');
    await page.getByRole('main').getByRole('heading', { name: 'No Discussions Yet' }).waitFor();
  });
});
