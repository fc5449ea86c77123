import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { MOBILE } from './support/browser';
import { E2E_ADMINS, signInAsAdmin } from './support/staff';
import { expect, test } from './support/fixtures';

interface Answer {
  settings: Record<string, unknown>;
}

/** The settings as they were, put back at the end: the other specs on this server read the footer too. */
async function savedSettings(admin: Page): Promise<Answer['settings']> {
  const res = await admin.request.get('/api/admin/settings');
  expect(res.status()).toBe(200);
  return ((await res.json()) as Answer).settings;
}
async function restore(admin: Page, settings: Answer['settings']) {
  const res = await admin.request.put('/api/admin/settings', { data: settings });
  expect(res.status(), await res.text()).toBe(200);
}

describe('site settings', () => {
  test('an admin sets the site name and footer contact details, and a visitor sees them on a fresh load', async ({
    page,
    openPage,
  }) => {
    await signInAsAdmin(page, E2E_ADMINS.settings);
    const original = await savedSettings(page);
    try {
      await page.goto('/admin/settings');
      const form = page.getByRole('form', { name: 'Site settings' });
      await form.getByLabel('Site name', { exact: true }).fill('The Genesee Ledger');
      await form.getByLabel('Contact e-mail', { exact: true }).fill('newsroom@ledger.example');
      await form.getByLabel('Phone', { exact: true }).fill('(585) 555-0177');
      await form.getByLabel('Address', { exact: true }).fill('12 Water Street\nRochester, NY 14614');
      // The preview follows the form before anything is saved.
      const preview = page.getByRole('region', { name: 'Footer preview' });
      await preview.getByText('© 2024 The Genesee Ledger. Serving locals since 2020.').waitFor();
      await form.getByRole('button', { name: 'Save settings' }).click();
      await page.getByRole('status').filter({ hasText: 'Settings saved' }).waitFor();

      // A visitor of their own, on a page the server renders: the footer is in the HTML as sent.
      const visitor = await openPage();
      const html = await (await visitor.request.get('/about')).text();
      expect(html).toContain('newsroom@ledger.example');
      expect(html).toContain('<title>About Us — The Genesee Ledger</title>');
      await visitor.goto('/about');
      const footer = visitor.getByRole('contentinfo');
      await footer.getByText('newsroom@ledger.example').waitFor();
      await footer.getByText('(585) 555-0177').waitFor();
      await footer.getByText('12 Water Street').waitFor();
      await footer.getByText('© 2024 The Genesee Ledger. Serving locals since 2020.').waitFor();
      expect(await footer.getByRole('link', { name: /555-0177/ }).getAttribute('href')).toBe('tel:+15855550177');
      expect(await visitor.title()).toBe('About Us — The Genesee Ledger');
    } finally {
      await restore(page, original);
    }
  });

  test('a mistake is shown beside its field and nothing is saved', async ({ page }) => {
    await signInAsAdmin(page, E2E_ADMINS.settings);
    const original = await savedSettings(page);
    await page.goto('/admin/settings');
    const form = page.getByRole('form', { name: 'Site settings' });
    await form.getByLabel('Phone', { exact: true }).fill('12');
    await form.getByLabel('Instagram', { exact: true }).fill('https://example.com/us');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await form.getByText('The phone number must have 7 to 15 digits, like (585) 555-0142.').waitFor();
    await form.getByText('The Instagram link must be an address on instagram.com.').waitFor();
    expect(await savedSettings(page)).toEqual(original);
  });

  test('the settings page fits a phone’s width', async ({ openPage }) => {
    const page = await openPage(MOBILE);
    await signInAsAdmin(page, E2E_ADMINS.settings);
    await page.goto('/admin/settings');
    await page.getByRole('form', { name: 'Site settings' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
