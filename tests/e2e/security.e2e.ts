import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { expect, test } from './support/fixtures';
import { registerVerified } from './support/accounts';
import { E2E_ADMIN_EMAIL, E2E_ADMINS, signInAsAdmin } from './support/staff';

// scripts/e2e.mjs lists this address in the demo site's ADMIN_EMAILS; only this spec signs it up.
const ADMIN = E2E_ADMIN_EMAIL;
const PASSWORD = 'a good long password';

const discussions = (page: Page) => page.getByRole('list', { name: 'Discussions' }).locator(':scope > li');
/** A code for the next 30-second step, so it is never the one just used (codes work once). */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function signInWithCode(page: Page, secret: string) {
  await page.goto('/sign-in');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(ADMIN);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  const code = page.getByRole('form', { name: 'Two-step sign-in' });
  await code.getByLabel('Code').fill(await nextCode(secret));
  await code.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Reports a post on the Vent Room page, as a signed-in reader does. */
async function report(reader: Page, title: string) {
  await reader.goto('/vent-room?city=rochester');
  const card = discussions(reader).filter({ has: reader.getByRole('heading', { name: title }) });
  await card.getByRole('button', { name: `Report ${title}` }).click();
  const form = card.getByRole('form', { name: `Report ${title}` });
  await form.getByLabel('What is wrong with it?').fill('It names a neighbour and insults them.');
  await form.getByRole('button', { name: 'Send Report' }).click();
  await card.getByText('Thank you for your report. Staff will review it.').waitFor();
}

describe('account security', () => {
  test('an admin turns on two-step sign-in, then signs in with a code from the app', async ({ page }) => {
    await registerVerified(page, ADMIN, PASSWORD);
    // Staff cannot use the staff area before two-step sign-in is on.
    expect((await page.request.get('/api/vent/admin/pending')).status()).toBe(403);

    await page.goto('/account');
    await page.getByRole('button', { name: 'Set Up Two-Step Sign-In' }).click();
    const setup = page.getByRole('form', { name: 'Turn on two-step sign-in' });
    await setup.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = ((await setup.locator('code').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await setup.getByLabel('Code from the app').fill(await generate({ secret }));
    await setup.getByRole('button', { name: 'Turn On' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    await page.getByRole('button', { name: 'I Have Saved My Codes' }).click();

    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await signInWithCode(page, secret);
    expect((await page.request.get('/api/vent/admin/pending')).status()).toBe(200);
  });

  test('staff reports hide a post until staff restore it (flags weigh by trust)', async ({ page, openPage }) => {
    const list = await page.request.get('/api/vent/posts?city=rochester&limit=50');
    const posts = (await list.json()) as { id: string; title: string }[];
    // Not the thread vent-room.e2e.ts opens.
    const target = posts.find((p) => !p.title.startsWith('The potholes on Monroe'));
    expect(target).toBeTruthy();
    const title = target!.title;

    // A new account's report weighs little (decision 047): it alone leaves the post up.
    const newcomer = await openPage();
    await registerVerified(newcomer, `e2e-flag-${Date.now()}@example.com`);
    await report(newcomer, title);
    await page.goto('/vent-room?city=rochester');
    await discussions(page)
      .filter({ has: page.getByRole('heading', { name: title }) })
      .waitFor();

    // Staff reports count in full: three more hide it (the threshold is 3).
    for (const email of E2E_ADMINS.flaggers) {
      const reader = await openPage();
      await signInAsAdmin(reader, email);
      await report(reader, title);
    }
    await page.goto('/vent-room?city=rochester');
    await discussions(page).first().waitFor();
    await expect.poll(async () => (await discussions(page).allTextContents()).join(' ').includes(title)).toBe(false);

    // Another admin (created, verified and with two-step sign-in on if this is its first visit).
    const staff = await openPage();
    await signInAsAdmin(staff, E2E_ADMINS.moderator);
    // The review desk shows the report with its count, and staff restore the post from there.
    await staff.goto('/admin/review');
    const reported = staff.getByRole('region', { name: 'Reported in the Vent Room' });
    const entry = reported.getByRole('listitem').filter({ hasText: title });
    await entry.getByText(/4 reports · hidden until you decide/).waitFor();
    await entry.getByRole('button', { name: `Restore ${title}` }).click();
    await expect.poll(() => entry.count()).toBe(0);

    await page.reload();
    await discussions(page)
      .filter({ has: page.getByRole('heading', { name: title }) })
      .waitFor();
  });
});
