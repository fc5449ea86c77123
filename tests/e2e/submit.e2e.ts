import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { verifyEmail } from './support/accounts';
import { E2E_ADMINS, grantUploads, signInAsAdmin } from './support/staff';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** A real 1x1 PNG, made here as bytes, so the upload goes through the server's image check. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('the /submit page', () => {
  test('a new reader uploads a photo and submits it for review', async ({ page, openPage }) => {
    const email = `e2e-photo-${Date.now()}@example.com`;
    await page.goto('/sign-in?returnTo=/submit');
    const signUp = page.getByRole('form', { name: 'Create account' });
    await signUp.getByLabel('First name').fill('Lu');
    await signUp.getByLabel('Last name').fill('Lens');
    await signUp.getByLabel('E-mail').fill(email);
    await signUp.getByLabel('Password').fill('a good long password');
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    // The account is made; the mailed link verifies the address and signs the reader in.
    await signUp
      .getByRole('status')
      .getByText(/check your e-mail/)
      .waitFor();
    await verifyEmail(page, email);
    await page.goto('/submit');

    // Uploading is for premium members: a new reader is told why, with the way to subscribe.
    await page.getByRole('tab', { name: 'Photos' }).click();
    await page.getByRole('link', { name: 'Subscribe to upload photos' }).waitFor();
    // Staff grant the right (as for a premium member); the page then offers the upload.
    const admin = await openPage();
    await signInAsAdmin(admin, E2E_ADMINS.submit);
    await grantUploads(admin, email);
    await page.reload();

    await page.getByRole('tab', { name: 'Photos' }).click();
    const form = page.getByRole('form', { name: 'Submit a Photo' });
    const submit = form.getByRole('button', { name: 'Submit Photo' });
    expect(await submit.isDisabled()).toBe(true);

    await form.getByLabel('Photo file').setInputFiles({ name: 'falls.png', mimeType: 'image/png', buffer: PNG });
    await toasts(page).getByText('Photo Uploaded', { exact: true }).waitFor();
    await form.getByRole('button', { name: 'Change Photo' }).waitFor();
    // The preview is the stored file, served back by our own server.
    await expect
      .poll(() =>
        form.getByRole('img', { name: 'Your uploaded photo' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(1);

    await form.getByLabel('Title').fill('Fog over the High Falls');
    await form.getByLabel('Description').fill('Six in the morning, from the pedestrian bridge.');
    await form.getByLabel('Category').selectOption('nature');
    expect(await form.getByLabel('Photographer email').inputValue()).toMatch(/^e2e-photo-/);
    await submit.click();

    await toasts(page).getByText('Photo Submitted!', { exact: true }).waitFor();
    await form.getByRole('button', { name: 'Upload Photo' }).waitFor();
    expect(await form.getByLabel('Title').inputValue()).toBe('');
  });
});
