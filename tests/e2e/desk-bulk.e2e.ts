import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { deskBaseURL } from './support/env';
import { E2E_ADMINS, signInAsAdmin } from './support/staff';

// The operator's desk on a demo site of its own (removing the demo content would empty the shared one).
const stamp = Date.now();
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

async function draft(page: Page, title: string): Promise<string> {
  const res = await page.request.post('/api/admin/content/articles', {
    data: {
      title,
      excerpt: 'Three stories filed at once.',
      category: 'Community',
      city: 'rochester',
      html: '<p>Filed together.</p>',
      imageUrl: '/media/demo/cover.svg',
      imageAlt: 'A row of houses',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

describe.sequential('the operator desk', () => {
  test('an admin bulk-publishes three drafts, then removes all demo content in one action', async ({ openPage }) => {
    const admin = await openPage({ baseURL: deskBaseURL() });
    await signInAsAdmin(admin, E2E_ADMINS.desk);
    const titles = [1, 2, 3].map((n) => `Desk story ${n} ${stamp}`);
    const ids: string[] = [];
    for (const title of titles) ids.push(await draft(admin, title));

    await admin.goto(`/admin/content/articles?q=${stamp}`);
    const list = admin.getByRole('list', { name: 'Articles' });
    await list.getByRole('link', { name: titles[0], exact: true }).waitFor();
    await admin.getByRole('checkbox', { name: 'Select all on this page' }).check();
    const bar = admin.getByRole('region', { name: 'Selected items' });
    await bar.getByText('3 selected').waitFor();
    // A phone's width: the filters, the bar and the rows fit without scrolling sideways.
    await admin.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await admin.setViewportSize({ width: 1280, height: 900 });
    await bar.getByLabel('With the selected').selectOption('publish');
    await bar.getByRole('button', { name: 'Apply' }).click();
    await toasts(admin).getByText('3 published.').waitFor();

    for (const [i, id] of ids.entries()) {
      await admin.goto(`/articles/${id}`);
      await admin.getByRole('heading', { level: 1, name: titles[i] }).waitFor();
    }

    // The three go again (one action, confirmed), so the site holds nothing but what is left of the demo.
    await admin.goto(`/admin/content/articles?q=${stamp}`);
    await admin.getByRole('checkbox', { name: `Select “${titles[1]}”` }).waitFor();
    await admin.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await bar.getByLabel('With the selected').selectOption('delete');
    await bar.getByRole('button', { name: 'Apply' }).click();
    await admin
      .getByRole('dialog', { name: 'Delete 3 items for good?' })
      .getByRole('button', { name: 'Delete 3' })
      .click();
    await toasts(admin).getByText('3 deleted.').waitFor();

    await admin.goto('/admin');
    await admin.getByRole('button', { name: 'Remove all demo content' }).click();
    const dialog = admin.getByRole('dialog', { name: /^Remove \d+ demo items\?$/ });
    await dialog.waitFor();
    const count = Number(/Remove (\d+)/.exec((await dialog.getByRole('heading').first().textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(100);
    await dialog.getByRole('button', { name: `Remove ${count}` }).click();
    await toasts(admin).getByText(`${count} demo items removed.`).waitFor();
    await admin.getByRole('button', { name: 'Remove all demo content' }).waitFor({ state: 'detached' });

    await admin.goto('/');
    const main = admin.getByRole('main');
    for (const text of [
      'No featured articles available',
      'No articles available at this time.',
      'No businesses available at this time.',
      'No upcoming events at this time.',
      'No Artist Spotlight Yet',
    ]) {
      await main.getByText(text, { exact: true }).waitFor();
    }
  });
});
