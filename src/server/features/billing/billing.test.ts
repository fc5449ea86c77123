import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';
import { registerVerified } from '../../test/accounts';
import { postEvent, stripeForTests } from '../../test/payments';
import type { StripeStandIn } from '../../test/stripe-stand-in';
import { users } from '../../db/schema';
import { expireLapsedMemberships } from '../../platform/membership';
import { stripePayments } from '../../adapters/stripe-payments';

let seq = 0;
/** A verified member (unverified accounts may not pay). */
async function signUp(t: TestContext) {
  seq += 1;
  const { cookie, id } = await registerVerified(t, {
    firstName: 'Mae',
    lastName: 'Member',
    email: `billing-${seq}@example.com`,
  });
  return { cookie, id };
}
const call = (t: TestContext, method: 'GET' | 'POST', url: string, cookie?: string) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {} });

describe('membership without payment keys', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says payments are off, and starting a subscription answers 503 with a plain message', async () => {
    expect((await call(t, 'GET', '/api/billing/config')).json()).toEqual({ enabled: false, publishableKey: null });
    expect((await call(t, 'POST', '/api/get-or-create-subscription')).statusCode).toBe(401);
    const { cookie } = await signUp(t);
    const res = await call(t, 'POST', '/api/get-or-create-subscription', cookie);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'PAYMENTS_NOT_CONFIGURED',
      message: expect.stringContaining('not set up'),
    });
    const membership = (await call(t, 'GET', '/api/billing/membership', cookie)).json();
    expect(membership).toMatchObject({ membershipType: 'free', membershipStatus: 'active', paymentsEnabled: false });
    const webhook = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: { id: 'evt_1' } });
    expect(webhook.statusCode).toBe(503);
  });
});

describe('membership through Stripe (local stand-in, real SDK)', () => {
  let t: TestContext;
  let standIn: StripeStandIn;
  beforeAll(async () => {
    const stripe = await stripeForTests();
    standIn = stripe.standIn;
    t = await createTestApp({}, undefined, { payments: stripe.payments });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
  const send = async (event: object) => {
    const res = await postEvent(t.app, standIn, event);
    expect(res.statusCode).toBe(200);
    return res.json() as { duplicate: boolean };
  };
  /** Subscribes a new member and pays the first invoice; answers the events Stripe would send. */
  async function paidMember() {
    const member = await signUp(t);
    expect((await call(t, 'POST', '/api/get-or-create-subscription', member.cookie)).statusCode).toBe(200);
    const subId = (await userRow(member.id)).stripeSubscriptionId!;
    const created = standIn.event('customer.subscription.created', standIn.subscriptions.get(subId)!);
    standIn.paySubscription(subId);
    const sub = standIn.subscriptions.get(subId)!;
    const invoice = standIn.invoices.get(String(sub.latest_invoice))!;
    const intent = standIn.paymentIntents.get(String(invoice.payment_intent_id))!;
    const events = [
      created,
      standIn.event('invoice.paid', invoice),
      standIn.event('customer.subscription.updated', sub),
      standIn.event('payment_intent.succeeded', intent),
    ];
    return { ...member, subId, events };
  }

  it('publishes the browser key', async () => {
    expect((await call(t, 'GET', '/api/billing/config')).json()).toEqual({
      enabled: true,
      publishableKey: standIn.publishableKey,
    });
  });

  it('refuses a paid subscription with 403 until the address is verified, creating nothing at the provider', async () => {
    seq += 1;
    const unverified = await registerVerified(t, { email: `billing-unverified-${seq}@example.com`, verify: false });
    const [customers, subscriptions] = [standIn.customers.size, standIn.subscriptions.size];
    const res = await call(t, 'POST', '/api/get-or-create-subscription', unverified.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: expect.stringContaining('verify your e-mail address'),
    });
    expect([standIn.customers.size, standIn.subscriptions.size]).toEqual([customers, subscriptions]);
    expect((await userRow(unverified.id)).stripeSubscriptionId).toBeNull();
  });

  it('creates the customer once and reuses the incomplete subscription on a second call', async () => {
    const member = await signUp(t);
    const first = await call(t, 'POST', '/api/get-or-create-subscription', member.cookie);
    expect(first.statusCode).toBe(200);
    const second = await call(t, 'POST', '/api/get-or-create-subscription', member.cookie);
    expect(second.json().clientSecret).toBe(first.json().clientSecret);
    const row = await userRow(member.id);
    const mine = [...standIn.subscriptions.values()].filter((s) => s.customer === row.stripeCustomerId);
    expect(mine).toHaveLength(1);
    expect(
      [...standIn.customers.values()].filter((c) => (c.metadata as { userId: string }).userId === member.id),
    ).toHaveLength(1);
    expect(mine[0]!.status).toBe('incomplete');
    // Still free until the first payment is confirmed.
    expect(row).toMatchObject({ membershipType: 'free', canUploadContent: false });
  });

  it('refuses tampered, stale, wrongly signed and unsigned events with 400', async () => {
    const { events } = await paidMember();
    const event = events[1]!;
    const tampered = await postEvent(t.app, standIn, event, {
      tamper: (p) => p.replace('invoice.paid', 'invoice.payment_failed'),
    });
    expect(tampered.statusCode).toBe(400);
    const stale = await postEvent(t.app, standIn, event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await postEvent(t.app, standIn, event, { secret: 'whsec_someone_else' })).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    // Within the five minutes it is accepted.
    expect(
      (await postEvent(t.app, standIn, event, { timestamp: Math.floor(Date.now() / 1000) - 240 })).statusCode,
    ).toBe(200);
  });

  it('applies each event once, and three shuffled replays leave the same membership as one ordered pass', async () => {
    const ordered = await paidMember();
    for (const event of ordered.events) expect((await send(event)).duplicate).toBe(false);

    const shuffled = await paidMember();
    const replays = [...shuffled.events, ...shuffled.events, ...shuffled.events].reverse();
    replays.push(replays.splice(3, 1)[0]!, replays.splice(0, 1)[0]!); // the stale "created" snapshot arrives last
    const answers = [];
    for (const event of replays) answers.push((await send(event)).duplicate);
    expect(answers.filter((d) => !d)).toHaveLength(4);

    const pick = (u: Awaited<ReturnType<typeof userRow>>) => ({
      membershipType: u.membershipType,
      membershipStatus: u.membershipStatus,
      canUploadContent: u.canUploadContent,
      cancelAtPeriodEnd: u.cancelAtPeriodEnd,
      graceEndsAt: u.graceEndsAt,
    });
    const a = await userRow(ordered.id);
    const b = await userRow(shuffled.id);
    expect(pick(b)).toEqual(pick(a));
    expect(pick(b)).toEqual({
      membershipType: 'premium',
      membershipStatus: 'active',
      canUploadContent: true,
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
    });
    const period = (standIn.subscriptions.get(shuffled.subId)!.items as { data: { current_period_end: number }[] })
      .data[0]!;
    expect(b.subscriptionEndDate?.getTime()).toBe(period.current_period_end * 1000);
    expect(b.subscriptionStartDate).toBeInstanceOf(Date);

    const me = (await call(t, 'GET', '/api/auth/user', shuffled.cookie)).json();
    expect(me).toMatchObject({ membershipType: 'premium', membershipStatus: 'active', canUploadContent: true });
    expect((await call(t, 'POST', '/api/get-or-create-subscription', shuffled.cookie)).statusCode).toBe(409);
  });

  it('a failed renewal makes the member past_due, keeps uploads for 7 days, then takes them away', async () => {
    const member = await paidMember();
    for (const event of member.events) await send(event);
    standIn.failRenewal(member.subId);
    const sub = standIn.subscriptions.get(member.subId)!;
    const failed = standIn.event('invoice.payment_failed', standIn.invoices.get(String(sub.latest_invoice))!);
    const updated = standIn.event('customer.subscription.updated', sub);
    for (const event of [updated, ...member.events, failed, updated, failed]) await send(event);

    const row = await userRow(member.id);
    const periodStart =
      (sub.items as { data: { current_period_start: number }[] }).data[0]!.current_period_start * 1000;
    expect(row).toMatchObject({ membershipType: 'premium', membershipStatus: 'past_due', canUploadContent: true });
    expect(row.graceEndsAt?.getTime()).toBe(periodStart + 7 * 86_400_000);

    // The clock moves: six days in, rights stay; past the seventh, the sweep removes them.
    await expireLapsedMemberships(t.database.db, new Date(periodStart + 6 * 86_400_000));
    expect((await userRow(member.id)).canUploadContent).toBe(true);
    expect(await expireLapsedMemberships(t.database.db, new Date(periodStart + 7 * 86_400_000 + 1000))).toBe(1);
    expect(await userRow(member.id)).toMatchObject({ membershipStatus: 'past_due', canUploadContent: false });
    const me = (await call(t, 'GET', '/api/auth/user', member.cookie)).json();
    expect(me.canUploadContent).toBe(false);

    // Paying the overdue invoice restores everything.
    standIn.paySubscription(member.subId);
    await send(standIn.event('invoice.paid', standIn.invoices.get(String(sub.latest_invoice))!));
    expect(await userRow(member.id)).toMatchObject({
      membershipStatus: 'active',
      canUploadContent: true,
      graceEndsAt: null,
    });
  });

  it('cancels at the period end keeping rights, resumes, and ends when the subscription is deleted', async () => {
    const member = await paidMember();
    for (const event of member.events) await send(event);

    const cancelled = await call(t, 'POST', '/api/billing/cancel', member.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      membershipType: 'premium',
      membershipStatus: 'active',
      cancelAtPeriodEnd: true,
      canUploadContent: true,
    });
    expect(standIn.subscriptions.get(member.subId)!.cancel_at_period_end).toBe(true);

    const resumed = await call(t, 'POST', '/api/billing/resume', member.cookie);
    expect(resumed.json()).toMatchObject({ cancelAtPeriodEnd: false, membershipStatus: 'active' });
    expect(standIn.subscriptions.get(member.subId)!.cancel_at_period_end).toBe(false);

    await call(t, 'POST', '/api/billing/cancel', member.cookie);
    standIn.endSubscription(member.subId);
    const deleted = standIn.event('customer.subscription.deleted', standIn.subscriptions.get(member.subId)!);
    for (const event of [deleted, ...member.events, deleted]) await send(event);
    const membership = (await call(t, 'GET', '/api/billing/membership', member.cookie)).json();
    expect(membership).toMatchObject({
      membershipType: 'free',
      membershipStatus: 'canceled',
      canUploadContent: false,
      cancelAtPeriodEnd: false,
    });
    expect((await call(t, 'POST', '/api/billing/cancel', member.cookie)).statusCode).toBe(409);
  });

  it('never takes away a complimentary membership granted by staff', async () => {
    const member = await paidMember();
    for (const event of member.events) await send(event);
    await t.database.db.update(users).set({ complimentaryPremium: true }).where(eq(users.id, member.id));
    standIn.failRenewal(member.subId);
    await send(standIn.event('customer.subscription.updated', standIn.subscriptions.get(member.subId)!));
    await expireLapsedMemberships(t.database.db, new Date(Date.now() + 90 * 86_400_000));
    standIn.endSubscription(member.subId);
    await send(standIn.event('customer.subscription.deleted', standIn.subscriptions.get(member.subId)!));
    await expireLapsedMemberships(t.database.db, new Date(Date.now() + 90 * 86_400_000));
    expect(await userRow(member.id)).toMatchObject({
      membershipType: 'premium',
      membershipStatus: 'active',
      canUploadContent: true,
    });
  });

  it('ends a membership cancelled at its period end once that end has passed, even without the final event', async () => {
    const member = await paidMember();
    for (const event of member.events) await send(event);
    await call(t, 'POST', '/api/billing/cancel', member.cookie);
    const end = (await userRow(member.id)).subscriptionEndDate!;
    expect(await expireLapsedMemberships(t.database.db, new Date(end.getTime() - 1000))).toBe(0);
    await expireLapsedMemberships(t.database.db, new Date(end.getTime() + 1000));
    expect(await userRow(member.id)).toMatchObject({
      membershipType: 'free',
      membershipStatus: 'canceled',
      canUploadContent: false,
    });
  });

  it('answers a plain 502 when Stripe refuses the request (here: a wrong secret key)', async () => {
    const wrongKey = stripePayments({
      secretKey: 'sk_test_wrong',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: standIn.url,
    });
    const other = await createTestApp({}, undefined, { payments: wrongKey });
    try {
      const member = await signUp(other);
      const res = await call(other, 'POST', '/api/get-or-create-subscription', member.cookie);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        code: 'PAYMENT_PROVIDER_ERROR',
        message: expect.stringContaining('try again'),
      });
      expect(res.body).not.toContain('sk_test');
    } finally {
      await other.close();
    }
  });

  it('opens the billing portal for a member with a billing account, and says so otherwise', async () => {
    const stranger = await signUp(t);
    expect((await call(t, 'POST', '/api/billing/portal', stranger.cookie)).statusCode).toBe(409);
    const member = await paidMember();
    const res = await call(t, 'POST', '/api/billing/portal', member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(new RegExp(`^${standIn.url}/p/session/bps_`));
    expect((await call(t, 'POST', '/api/billing/portal')).statusCode).toBe(401);
  });
});
