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

describe("an advertiser's picture", () => {
  test('uploaded in the builder, it shows in the preview, on the ads desk and in the slot on a public page', async ({
    openPage,
  }) => {
    const title = `Charlotte pottery fair ${Date.now()}`;
    const picture = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#2f6f8f' } })
      .png()
      .toBuffer();
    const admin = await openPage({ baseURL: paymentsBaseURL() });
    const adminRefusals = cspRefusals(admin);
    await signInAsAdmin(admin, E2E_ADMINS.ads);

    await admin.goto('/admin/ads');
    const form = admin.getByRole('form', { name: 'Ad campaign' });
    await form.getByLabel('Campaign title').fill(title);
    await form.getByLabel('Advertiser name').fill('Queen City Clay');
    await form.getByLabel('Advertiser email').fill('hello@clay.example');
    await form.getByLabel('Target URL').fill('https://clay.example/fair');
    await form.getByLabel('Start date').fill(easternDay());
    await form.getByLabel('End date').fill(easternDay(7));
    await form.getByLabel('Target pages (comma-separated)').fill('events');
    await form.getByLabel('Ad size').selectOption('square');
    await form.getByLabel('Placement').selectOption('sidebar');
    await form.getByLabel('Rochester, NY').uncheck();
    await form.getByLabel('Charlotte, NC').check();
    await form
      .getByLabel('Ad picture file')
      .setInputFiles({ name: 'fair.png', mimeType: 'image/png', buffer: picture });

    const preview = admin.getByRole('region', { name: 'Live Preview' }).getByRole('img', { name: title });
    await expect.poll(() => drawnWidth(preview)).toBeGreaterThan(0);
    await form.getByRole('button', { name: 'Save Campaign (Admin Only)' }).click();
    await admin.getByText('Ad campaign created successfully').first().waitFor();

    await admin.getByRole('tab', { name: 'Manage Campaigns' }).click();
    const row = admin.getByRole('listitem', { name: title });
    await expect.poll(() => drawnWidth(row.getByRole('img', { name: `Picture of ${title}` }))).toBeGreaterThan(0);
    await row.getByRole('button', { name: 'Activate Free' }).click();
    await row.getByText('Running', { exact: true }).waitFor();

    // A reader of the Charlotte edition sees it beside the events, with its picture drawn.
    const reader = await openPage({ baseURL: paymentsBaseURL() });
    const readerRefusals = cspRefusals(reader);
    await reader.goto('/events?city=charlotte');
    const banner = reader.getByRole('complementary', { name: `Sponsored: ${title}` });
    const shown = banner.getByRole('img', { name: title });
    await shown.scrollIntoViewIfNeeded();
    await expect.poll(() => drawnWidth(shown)).toBeGreaterThan(0);
    expect(await shown.getAttribute('src')).toMatch(/^\/uploads\/[a-f0-9]{32}$/);

    expect(adminRefusals).toEqual([]);
    expect(readerRefusals).toEqual([]);
  });
});
