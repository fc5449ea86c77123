/** Test helpers of the payouts desk: the app on the Stripe stand-in, accounts of each role, a contributor's piece. */
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { contributorPayments, contributors, users } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { enableTotp, registerVerified } from '../../../test/accounts';
import { startStripeStandIn, type StripeStandIn } from '../../../test/stripe-stand-in';
import { stripePayouts } from '../../../adapters/stripe-payouts';
import type { Config } from '../../../config';

export interface Who {
  id: string;
  email: string;
  cookie: string;
}

export async function payoutsApp(overrides: Partial<Config> = {}, opts: { stripe?: boolean; timeoutMs?: number } = {}) {
  const standIn = opts.stripe === false ? null : await startStripeStandIn();
  const payouts = standIn
    ? stripePayouts({
        secretKey: standIn.secretKey,
        webhookSecret: standIn.webhookSecret,
        apiUrl: standIn.url,
        timeoutMs: opts.timeoutMs,
      })
    : undefined;
  const t = await createTestApp(overrides, undefined, { payouts });
  return { t, standIn };
}

let seq = 0;
/** A verified account with this role (staff with two-step sign-in on unless told otherwise). */
export async function person(
  t: TestContext,
  role: 'member' | 'editor' | 'admin' = 'member',
  opts: { twoStep?: boolean } = {},
): Promise<Who> {
  seq += 1;
  const email = `payouts-${seq}-${Date.now()}@example.com`;
  const made = await registerVerified(t, { firstName: `Pat${seq}`, lastName: 'Local', email });
  if (role !== 'member' && made.role !== 'admin' && opts.twoStep !== false) await enableTotp(t, made.cookie);
  await t.database.db.update(users).set({ role }).where(eq(users.id, made.id));
  return { id: made.id, email, cookie: made.cookie };
}

export const call = (
  t: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

/** A member applies as a contributor and an editor approves the application, through the API. */
export async function contributor(t: TestContext, editor: Who): Promise<Who & { contributorId: string }> {
  const who = await person(t);
  const applied = await call(t, 'POST', '/api/contributors', who.cookie, {
    name: 'Casey Writer',
    email: who.email,
    specialty: 'writing',
    city: 'buffalo',
  });
  if (applied.statusCode !== 202) throw new Error(`apply failed: ${applied.body}`);
  const [row] = await t.database.db.select().from(contributors).where(eq(contributors.userId, who.id));
  if (!row) throw new Error('no application');
  const approved = await call(t, 'POST', `/api/admin/review/contributor/${row.id}/decision`, editor.cookie, {
    decision: 'approve',
  });
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  return { ...who, contributorId: row.id };
}

/** The contributor sends a sports story; answers its id on the review desk. */
export async function sportsStory(t: TestContext, who: Who, title = 'Bills win in the snow') {
  const res = await call(t, 'POST', '/api/sports', who.cookie, {
    title,
    content: 'A cold night at the stadium.',
    sport: 'football',
    authorName: 'Casey Writer',
    authorEmail: who.email,
    city: 'buffalo',
  });
  if (res.statusCode !== 201) throw new Error(`sports story failed: ${res.body}`);
  return res.json<{ id: string }>().id;
}

export const publishOnDesk = (t: TestContext, editor: Who, id: string, extra: object = {}) =>
  call(t, 'POST', `/api/admin/review/sports/${id}/decision`, editor.cookie, { decision: 'approve', ...extra });

export const paymentsOf = (t: TestContext, contributorId: string) =>
  t.database.db.select().from(contributorPayments).where(eq(contributorPayments.contributorId, contributorId));

/** Contributors whose totalEarnings is not the sum of their paid payments (always none). */
export async function driftedTotals(t: TestContext) {
  const rows = await t.database.db.execute(sql`
    select c.id from contributors c
    where c.total_earnings <> coalesce((select sum(p.amount) from contributor_payments p
      where p.contributor_id = c.id and p.status = 'paid'), 0)`);
  return (rows as unknown as { rows: unknown[] }).rows;
}

/** The contributor connects a payout account and finishes onboarding on the stand-in. */
export async function connectPayoutAccount(t: TestContext, standIn: StripeStandIn, who: Who) {
  const link = await call(t, 'POST', '/api/account/earnings/payout-account', who.cookie);
  if (link.statusCode !== 200) throw new Error(`connect failed: ${link.body}`);
  const onboarding = await fetch(link.json<{ url: string }>().url, { redirect: 'manual' });
  if (onboarding.status !== 302) throw new Error('onboarding did not send the person back');
  const earnings = await call(t, 'GET', '/api/account/earnings?refresh=1', who.cookie);
  return earnings.json<{ payoutAccountState: string }>().payoutAccountState;
}

const signer = new Stripe('sk_test_signer_only');
/** Posts a Connect event signed as Stripe signs it. */
export function postConnectEvent(t: TestContext, standIn: StripeStandIn, event: object) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: standIn.webhookSecret,
    timestamp: Math.floor(Date.now() / 1000),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/connect-webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload,
  });
}
