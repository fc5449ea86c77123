/** Test helpers of billing: verified members, calls as them, and an app taking payments through the Stripe stand-in. */
import { afterAll, beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';
import { registerVerified } from '../../test/accounts';
import { postEvent, stripeForTests } from '../../test/payments';
import type { StripeStandIn } from '../../test/stripe-stand-in';
import { users } from '../../db/schema';

let seq = 0;
/** A number no other account of this worker's tests used in its address. */
export const nextSeq = () => ++seq;
/** A verified member (unverified accounts may not pay). */
export async function signUp(t: TestContext) {
  const { cookie, id } = await registerVerified(t, {
    firstName: 'Mae',
    lastName: 'Member',
    email: `billing-${nextSeq()}@example.com`,
  });
  return { cookie, id };
}
export const call = (t: TestContext, method: 'GET' | 'POST', url: string, cookie?: string) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {} });

/**
 * An app taking payments through the Stripe stand-in (the real SDK against a local server), and a
 * member's row, webhook events and a paid-up member. Call it at the top of a test file: it registers
 * the file's hooks.
 */
export function stripeMembershipApp() {
  const s = { t: undefined as unknown as TestContext, standIn: undefined as unknown as StripeStandIn };
  beforeAll(async () => {
    const stripe = await stripeForTests();
    s.standIn = stripe.standIn;
    s.t = await createTestApp({}, undefined, { payments: stripe.payments });
  });
  afterAll(async () => {
    await s.t.close();
    await s.standIn.close();
  });

  const userRow = async (id: string) => (await s.t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
  const send = async (event: object) => {
    const res = await postEvent(s.t.app, s.standIn, event);
    expect(res.statusCode).toBe(200);
    return res.json() as { duplicate: boolean };
  };
  /** Subscribes a new member and pays the first invoice; answers the events Stripe would send. */
  async function paidMember() {
    const member = await signUp(s.t);
    expect((await call(s.t, 'POST', '/api/get-or-create-subscription', member.cookie)).statusCode).toBe(200);
    const subId = (await userRow(member.id)).stripeSubscriptionId!;
    const created = s.standIn.event('customer.subscription.created', s.standIn.subscriptions.get(subId)!);
    s.standIn.paySubscription(subId);
    const sub = s.standIn.subscriptions.get(subId)!;
    const invoice = s.standIn.invoices.get(String(sub.latest_invoice))!;
    const intent = s.standIn.paymentIntents.get(String(invoice.payment_intent_id))!;
    const events = [
      created,
      s.standIn.event('invoice.paid', invoice),
      s.standIn.event('customer.subscription.updated', sub),
      s.standIn.event('payment_intent.succeeded', intent),
    ];
    return { ...member, subId, events };
  }

  return Object.assign(s, {
    userRow,
    send,
    paidMember,
  });
}
