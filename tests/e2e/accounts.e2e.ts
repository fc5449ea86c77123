import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { registerSignedIn, verifyEmail } from './support/accounts';
import { REGISTER_ACCEPTED_MESSAGE } from '../../src/shared/auth';

const banner = (page: Page) => page.getByRole('banner');

describe('accounts', () => {
  test('create an account, open the mailed link to sign in, stay signed in across a reload, sign out', async ({
    page,
  }) => {
    const email = `e2e-${Date.now()}@example.com`;
    await page.goto('/events');
    await banner(page).getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('returnTo') === '/events');

    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('First name').fill('Harriet');
    await form.getByLabel('Last name').fill('Tubman');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password').fill('a good long password');
    await form.getByRole('button', { name: 'Create Account' }).click();
    // Creating an account signs nobody in: the mailed link does, once the password is set there.
    await form.getByRole('status').getByText(REGISTER_ACCEPTED_MESSAGE).waitFor();
    expect(await banner(page).getByText('Harriet').count()).toBe(0);
    await verifyEmail(page, email);
    await banner(page).getByText('Harriet').waitFor();

    await page.reload();
    await banner(page).getByText('Harriet').waitFor();

    await banner(page).getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await banner(page).getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await banner(page).getByText('Harriet').count()).toBe(0);

    // The same address again: the same confirmation, which never says the account exists.
    await page.goto('/sign-in');
    const again = page.getByRole('form', { name: 'Create account' });
    await again.getByLabel('First name').fill('Someone');
    await again.getByLabel('Last name').fill('Else');
    await again.getByLabel('E-mail').fill(email);
    await again.getByLabel('Password').fill('another long password');
    await again.getByRole('button', { name: 'Create Account' }).click();
    await again.getByRole('status').getByText(REGISTER_ACCEPTED_MESSAGE).waitFor();
    expect(await again.getByRole('alert').count()).toBe(0);
  });

  test('a wrong password is refused with a message, then the right one signs in', async ({ page }) => {
    const email = `e2e-pw-${Date.now()}@example.com`;
    await registerSignedIn(page, { firstName: 'Frederick', lastName: 'Douglass', email, password: 'rochester 1847' });
    await page.context().clearCookies();

    await page.goto('/sign-in');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Password').fill('not it');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await form.getByRole('alert').getByText('The e-mail or password is incorrect.').waitFor();

    await form.getByLabel('Password').fill('rochester 1847');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await banner(page).getByText('Frederick').waitFor();
  });

  test('/subscribe tells a signed-out visitor to sign in, then takes them there', async ({ page }) => {
    await page.goto('/subscribe');
    await page.getByText('Authentication Required', { exact: true }).waitFor();
    await page.getByText('Please log in to subscribe.', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('returnTo') === '/subscribe');
  });

  test('/submit shows the sign-in card to a signed-out visitor', async ({ page }) => {
    await page.goto('/submit');
    await page.getByRole('heading', { name: 'Join Our Community' }).waitFor();
    await page.getByRole('button', { name: 'Sign In to Get Started' }).click();
    await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('returnTo') === '/submit');
  });
});
