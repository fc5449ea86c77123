import sharp from 'sharp';
import { describe } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { paymentsBaseURL } from './support/env';
import { E2E_ADMINS, signInAsAdmin } from './support/staff';

/** The magazine's calendar day (Eastern time), n days from now. */
const easternDay = (n = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + n * 86_400_000));

/** What the browser refused under the page's Content Security Policy. */
function cspRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

/** The picture's decoded width: 0 when the browser blocked it or could not read it. */
const drawnWidth = (picture: Locator) =>
  picture.evaluate((img) => ((img as HTMLImageElement).complete ? (img as HTMLImageElement).naturalWidth : 0));

describe('the media library', () => {
  test('an admin uploads a picture to the library, chooses it in the ad builder, and readers see the running ad', async ({
    openPage,
  }) => {
    const stamp = Date.now();
    const fileName = `buffalo-market-${stamp}.png`;
    const title = `Buffalo winter market ${stamp}`;
    const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#8f2f4f' } })
      .png()
      .toBuffer();
    const admin = await openPage({ baseURL: paymentsBaseURL() });
    const adminRefusals = cspRefusals(admin);
    await signInAsAdmin(admin, E2E_ADMINS.media);

    // The library, from the staff navigation: upload a picture; it is listed, unused.
    await admin.goto('/admin');
    await admin.getByRole('link', { name: 'Media library' }).first().click();
    await admin.getByRole('heading', { level: 1, name: 'Media library' }).waitFor();
    await admin
      .getByLabel('Upload a picture')
      .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: picture });
    const tile = admin.getByRole('button', { name: new RegExp(fileName) });
    await tile.waitFor();
    await expect.poll(() => tile.textContent()).toContain('Unused');

    // The ad builder: choose it from the library instead of uploading again.
    await admin.goto('/admin/ads');
    const form = admin.getByRole('form', { name: 'Ad campaign' });
    await form.getByLabel('Campaign title').fill(title);
    await form.getByLabel('Advertiser name').fill('Elmwood Makers');
    await form.getByLabel('Advertiser email').fill('hello@makers.example');
    await form.getByLabel('Target URL').fill('https://makers.example/market');
    await form.getByLabel('Start date').fill(easternDay());
    await form.getByLabel('End date').fill(easternDay(7));
    await form.getByLabel('Target pages (comma-separated)').fill('events');
    await form.getByLabel('Ad size').selectOption('square');
    await form.getByLabel('Placement').selectOption('sidebar');
    await form.getByLabel('Rochester, NY').uncheck();
    await form.getByLabel('Buffalo, NY').check();
    await form.getByRole('button', { name: 'Choose from library' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Choose from library' });
    await dialog.getByLabel('Search by name or alt text').fill(`buffalo-market-${stamp}`);
    // A tap on the tile chooses it (the radio button inside is for the keyboard and screen readers).
    await dialog.getByText(fileName).click();
    await expect.poll(() => dialog.getByRole('radio', { name: fileName }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Use this picture' }).click();
    await dialog.waitFor({ state: 'detached' });

    const preview = admin.getByRole('region', { name: 'Live Preview' }).getByRole('img', { name: title });
    await expect.poll(() => drawnWidth(preview)).toBeGreaterThan(0);
    await form.getByRole('button', { name: 'Save Campaign (Admin Only)' }).click();
    await admin.getByText('Ad campaign created successfully').first().waitFor();
    await admin.getByRole('tab', { name: 'Manage Campaigns' }).click();
    const row = admin.getByRole('listitem', { name: title });
    await row.getByRole('button', { name: 'Activate Free' }).click();
    await row.getByText('Running', { exact: true }).waitFor();

    // A reader of the Buffalo edition sees the ad with the library's picture, served by the site.
    const reader = await openPage({ baseURL: paymentsBaseURL() });
    const readerRefusals = cspRefusals(reader);
    await reader.goto('/events?city=buffalo');
    const banner = reader.getByRole('complementary', { name: `Sponsored: ${title}` });
    const shown = banner.getByRole('img', { name: title });
    await shown.scrollIntoViewIfNeeded();
    await expect.poll(() => drawnWidth(shown)).toBeGreaterThan(0);
    expect(await shown.getAttribute('src')).toMatch(/^\/uploads\/[a-f0-9]{32}$/);

    // Back in the library the picture is in use by the campaign, and cannot be deleted.
    await admin.goto('/admin/media');
    await admin.getByRole('button', { name: new RegExp(fileName) }).click();
    const details = admin.getByRole('complementary', { name: 'Picture details' });
    await details.getByRole('link', { name: title }).waitFor();
    await details.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => details.getByRole('alert').textContent()).toContain(`Ad campaign “${title}”`);

    expect(adminRefusals).toEqual([]);
    expect(readerRefusals).toEqual([]);
  });
});
