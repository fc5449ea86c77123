import { describe } from 'vitest';
import Stripe from 'stripe';
import type { Page } from 'playwright-core';
import { expect, test } from './support/fixtures';
import { registerSignedIn, verifyEmail } from './support/accounts';
import { paymentsBaseURL, stripeStandIn } from './support/env';
import { stripeAddress } from '../../src/server/adapters/stripe-payments';

const BENEFITS = [
  'Upload and submit photos',
  'Write and submit articles',
  'Post events and business listings',
  'Contributor payment opportunities',
  'Weekly newsletter included',
  'Chance of social media promotion',
];

/** A new account with its address verified (paying needs that), signed in in this page's context. */
async function signUp(page: Page, tag: string) {
  const email = `e2e-${tag}-${Date.now()}@example.com`;
  const account = await registerSignedIn(page, { firstName: 'Mae', lastName: 'Member', email });
  await verifyEmail(page, email);
  return account;
}

describe('/subscribe', () => {
  test('signed out: the plan with every benefit, the spec toast, then the sign-in page', async ({ page }) => {
    await page.goto('/subscribe');
    await page.getByRole('heading', { name: 'Premium Plan' }).waitFor();
    for (const benefit of BENEFITS) await page.getByText(benefit, { exact: true }).waitFor();
    await page.getByText('Please log in to subscribe.', { exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('returnTo') === '/subscribe');
  });

  test('without payment keys: says plainly that card payments are not set up', async ({ page }) => {
    await signUp(page, 'nopay');
    await page.goto('/subscribe');
    await page.getByRole('heading', { name: 'Card payments are not set up' }).waitFor();
    expect(await page.getByRole('button', { name: 'Subscribe Now' }).count()).toBe(0);
  });

  test('with Stripe configured: the subscription is created, and the offline card form says so with Try Again', async ({
    openPage,
  }) => {
    const page = await openPage({ baseURL: paymentsBaseURL() });
    const user = await signUp(page, 'pay');
    await page.goto('/subscribe');
    // Stripe.js cannot be fetched from here: the page must say so rather than spin forever.
    const unavailable = page.getByRole('alert').filter({ hasText: 'The secure card form could not load' });
    await unavailable.waitFor({ timeout: 25_000 });
    await unavailable.getByRole('button', { name: 'Try Again' }).waitFor();
    await page.getByRole('heading', { name: 'Premium Plan' }).waitFor();

    // Behind the page, the server made one subscription waiting for its first payment.
    const { url, secretKey } = stripeStandIn();
    const stripe = new Stripe(secretKey, stripeAddress(url));
    const subs = await stripe.subscriptions.list({ status: 'incomplete' });
    const mine = subs.data.filter((s) => s.metadata.userId === user.id);
    expect(mine).toHaveLength(1);

    // Visiting again reuses it.
    await page.reload();
    await unavailable.waitFor({ timeout: 25_000 });
    const again = await stripe.subscriptions.list({ status: 'incomplete' });
    expect(again.data.filter((s) => s.metadata.userId === user.id)).toHaveLength(1);
  });
});
