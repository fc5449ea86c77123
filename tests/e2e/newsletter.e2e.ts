import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';

const SUBSCRIBE = '**/api/newsletter/subscribe';

function newsletterForm(page: Page) {
  const section = page.getByRole('region', { name: 'Stay Connected' });
  return {
    section,
    email: section.getByLabel(/e-?mail/i),
    submit: section.getByRole('button', { name: /^Subscrib/ }),
  };
}

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** Counts the subscribe calls the page makes, so a test can prove that one was never sent. */
function countSubscribeCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/newsletter/subscribe')) calls.push(req.postData() ?? '');
  });
  return calls;
}

describe('the newsletter sign-up', () => {
  test('subscribes, shows the success toast and clears the field', async ({ page }) => {
    await page.goto('/');
    const form = newsletterForm(page);
    const address = `reader-${Date.now()}@example.com`;
    await form.email.fill(address);
    await form.submit.click();

    const toast = toasts(page);
    await toast.getByText('Success!', { exact: true }).waitFor();
    expect(await toast.getByText("You've been subscribed to our newsletter.").isVisible()).toBe(true);
    await expect.poll(() => form.email.inputValue()).toBe('');
  });

  test('does nothing for an empty field, and says what is wrong with an address like a@b', async ({ page }) => {
    const calls = countSubscribeCalls(page);
    await page.goto('/about');
    const form = newsletterForm(page);
    await form.submit.click();
    // The browser accepts a@b as an e-mail address; the shared rules (and so the server) do not.
    await form.email.fill('a@b');
    await form.submit.click();
    await form.section.getByRole('alert').getByText('Please enter a valid e-mail address.').waitFor();
    expect(await form.email.getAttribute('aria-invalid')).toBe('true');

    await form.email.fill(`fixed-${Date.now()}@example.com`);
    await form.submit.click();
    await toasts(page).getByText('Success!', { exact: true }).waitFor();
    expect(calls).toHaveLength(1);
  });

  test('loads its checks when the reader first reaches for the field, not with every page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    const form = newsletterForm(page);
    const loadedWithThePage = scripts.length;
    await form.email.focus();
    await expect.poll(() => scripts.length).toBeGreaterThan(loadedWithThePage);
    await form.email.fill('a@b');
    await form.submit.click();
    await form.section.getByRole('alert').getByText('Please enter a valid e-mail address.').waitFor();
  });

  test("shows the server's message in an error toast when it refuses", async ({ page }) => {
    await page.route(SUBSCRIBE, (route) =>
      route.fulfill({ status: 400, json: { message: 'That address cannot receive our mail.' } }),
    );
    await page.goto('/');
    const form = newsletterForm(page);
    await form.email.fill('someone@example.com');
    await form.submit.click();

    const toast = toasts(page);
    await toast.getByText('Error', { exact: true }).waitFor();
    expect(await toast.getByText('That address cannot receive our mail.').isVisible()).toBe(true);
    expect(await form.email.inputValue()).toBe('someone@example.com');
  });

  test('shows the pending state until the server answers', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SUBSCRIBE, async (route) => {
      await held;
      await route.fulfill({ status: 200, json: { message: "You've been subscribed to our newsletter." } });
    });
    await page.goto('/');
    const form = newsletterForm(page);
    await form.email.fill('patient@example.com');
    await form.submit.click();

    const pending = form.section.getByRole('button', { name: 'Subscribing...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    await toasts(page).getByText('Success!', { exact: true }).waitFor();
    await form.section.getByRole('button', { name: 'Subscribe', exact: true }).waitFor();
  });

  test('falls back to a generic message when the failure has none', async ({ page }) => {
    await page.route(SUBSCRIBE, (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await page.goto('/');
    const form = newsletterForm(page);
    await form.email.fill('someone@example.com');
    await form.submit.click();
    await toasts(page).getByText('Failed to subscribe. Please try again.').waitFor();
  });
});
