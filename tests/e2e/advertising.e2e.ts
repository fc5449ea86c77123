import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { paymentsBaseURL } from './support/env';
import { E2E_ADMINS, signInAsAdmin } from './support/staff';

/** The advertiser's own site: a page of theirs on this machine (there is no internet here). */
let advertiser: http.Server;
let advertiserUrl = '';
beforeAll(async () => {
  advertiser = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Elmwood Wings</title><h1>Elmwood Wings: the menu</h1>');
  });
  await new Promise<void>((resolve) => advertiser.listen(0, '127.0.0.1', resolve));
  advertiserUrl = `http://127.0.0.1:${(advertiser.address() as AddressInfo).port}/menu`;
});
afterAll(() => new Promise<void>((resolve) => advertiser.close(() => resolve())));

/** The magazine's calendar day (Eastern time), n days from now. */
const easternDay = (n = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + n * 86_400_000));

const headerAd = (page: Page) => page.getByRole('complementary', { name: /^(Sponsored|Advertisement): / }).first();

describe('advertising that runs', () => {
  test('an admin builds a Buffalo home page header campaign, runs it free, and Analytics counts what readers did', async ({
    openPage,
  }) => {
    const title = `Half-price wings ${Date.now()}`;
    const admin = await openPage({ baseURL: paymentsBaseURL() });
    await signInAsAdmin(admin, E2E_ADMINS.ads);

    // Build it in the campaign builder and save it.
    await admin.goto('/admin/ads');
    const form = admin.getByRole('form', { name: 'Ad campaign' });
    await form.getByLabel('Campaign title').fill(title);
    await form.getByLabel('Advertiser name').fill('Elmwood Wings');
    await form.getByLabel('Advertiser email').fill('owner@wings.example');
    await form.getByLabel('Target URL').fill(advertiserUrl);
    await form.getByLabel('Button text').fill('See the Menu');
    await form.getByLabel('Start date').fill(easternDay());
    await form.getByLabel('End date').fill(easternDay(7));
    await form.getByLabel('Target pages (comma-separated)').fill('home');
    await form.getByLabel('Ad size').selectOption('leaderboard');
    await form.getByLabel('Placement').selectOption('header');
    await form.getByLabel('Rochester, NY').uncheck();
    await form.getByLabel('Buffalo, NY').check();
    await form.getByLabel('Description').fill('Every Tuesday on Elmwood Avenue.');
    await form.getByRole('button', { name: 'Save Campaign (Admin Only)' }).click();
    await admin.getByText('Ad campaign created successfully').first().waitFor();

    // Manage: a draft until an admin runs it as complimentary.
    await admin.getByRole('tab', { name: 'Manage Campaigns' }).click();
    const row = admin.getByRole('listitem', { name: title });
    await row.getByText('Draft', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Activate Free' }).click();
    await row.getByText('Running', { exact: true }).waitFor();

    // Buffalo's home page shows it, labelled Sponsored; Rochester's does not.
    const reader = await openPage({ baseURL: paymentsBaseURL() });
    await reader.goto('/?city=rochester');
    await expect.poll(() => headerAd(reader).getAttribute('aria-label')).toMatch(/^Advertisement: /);
    expect(await reader.getByText(title).count()).toBe(0);

    await reader.goto('/?city=buffalo');
    const sponsored = reader.getByRole('complementary', { name: /^Sponsored: / });
    await sponsored.getByText(title).waitFor();
    await sponsored.getByText('Sponsored', { exact: true }).waitFor();

    // Seen for a second: the beacon reaches the server.
    const figures = async () => {
      const res = await admin.request.get('/api/admin/ad-campaigns');
      const list = (await res.json()) as { title: string; impressions: number; clicks: number }[];
      return list.find((c) => c.title === title);
    };
    await expect.poll(async () => (await figures())?.impressions ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);

    // A click opens the advertiser's own site in a new tab.
    const [site] = await Promise.all([
      reader.context().waitForEvent('page'),
      sponsored.getByRole('link', { name: 'See the Menu' }).click(),
    ]);
    await site.waitForLoadState();
    expect(site.url()).toBe(advertiserUrl);
    await site.getByRole('heading', { name: 'Elmwood Wings: the menu' }).waitFor();
    await expect.poll(async () => (await figures())?.clicks).toBe(1);

    // Analytics: 1 click, at least one impression.
    await admin.goto('/admin/ads');
    await admin.getByRole('tab', { name: 'Analytics' }).click();
    const line = admin.getByRole('row', { name: new RegExp(title) });
    const cells = line.getByRole('cell');
    await cells.first().waitFor();
    expect(Number(await cells.nth(0).textContent())).toBeGreaterThanOrEqual(1);
    expect(await cells.nth(1).textContent()).toBe('1');
    await admin.getByRole('img', { name: 'Impressions and clicks per day' }).waitFor();
  });
});
