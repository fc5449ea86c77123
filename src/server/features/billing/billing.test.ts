/** Membership payments: off without keys, the browser key, who may subscribe, signed webhooks, provider errors, the portal. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { registerVerified } from '../../test/accounts';
import { postEvent } from '../../test/payments';
import { stripePayments } from '../../adapters/stripe-payments';
import { call, nextSeq, signUp, stripeMembershipApp } from './testing';

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
  const pay = stripeMembershipApp();
  const { userRow, paidMember } = pay;

  it('publishes the browser key', async () => {
    expect((await call(pay.t, 'GET', '/api/billing/config')).json()).toEqual({
      enabled: true,
      publishableKey: pay.standIn.publishableKey,
    });
  });

  it('refuses a paid subscription with 403 until the address is verified, creating nothing at the provider', async () => {
    const seq = nextSeq();
    const unverified = await registerVerified(pay.t, { email: `billing-unverified-${seq}@example.com`, verify: false });
    const [customers, subscriptions] = [pay.standIn.customers.size, pay.standIn.subscriptions.size];
    const res = await call(pay.t, 'POST', '/api/get-or-create-subscription', unverified.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: expect.stringContaining('verify your e-mail address'),
    });
    expect([pay.standIn.customers.size, pay.standIn.subscriptions.size]).toEqual([customers, subscriptions]);
    expect((await userRow(unverified.id)).stripeSubscriptionId).toBeNull();
  });

  it('creates the customer once and reuses the incomplete subscription on a second call', async () => {
    const member = await signUp(pay.t);
    const first = await call(pay.t, 'POST', '/api/get-or-create-subscription', member.cookie);
    expect(first.statusCode).toBe(200);
    const second = await call(pay.t, 'POST', '/api/get-or-create-subscription', member.cookie);
    expect(second.json().clientSecret).toBe(first.json().clientSecret);
    const row = await userRow(member.id);
    const mine = [...pay.standIn.subscriptions.values()].filter((s) => s.customer === row.stripeCustomerId);
    expect(mine).toHaveLength(1);
    expect(
      [...pay.standIn.customers.values()].filter((c) => (c.metadata as { userId: string }).userId === member.id),
    ).toHaveLength(1);
    expect(mine[0]!.status).toBe('incomplete');
    // Still free until the first payment is confirmed.
    expect(row).toMatchObject({ membershipType: 'free', canUploadContent: false });
  });

  it('refuses tampered, stale, wrongly signed and unsigned events with 400', async () => {
    const { events } = await paidMember();
    const event = events[1]!;
    const tampered = await postEvent(pay.t.app, pay.standIn, event, {
      tamper: (p) => p.replace('invoice.paid', 'invoice.payment_failed'),
    });
    expect(tampered.statusCode).toBe(400);
    const stale = await postEvent(pay.t.app, pay.standIn, event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await postEvent(pay.t.app, pay.standIn, event, { secret: 'whsec_someone_else' })).statusCode).toBe(400);
    const unsigned = await pay.t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    // Within the five minutes it is accepted.
    expect(
      (await postEvent(pay.t.app, pay.standIn, event, { timestamp: Math.floor(Date.now() / 1000) - 240 })).statusCode,
    ).toBe(200);
  });

  it('answers a plain 502 when Stripe refuses the request (here: a wrong secret key)', async () => {
    const wrongKey = stripePayments({
      secretKey: 'sk_test_wrong',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: pay.standIn.url,
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
    const stranger = await signUp(pay.t);
    expect((await call(pay.t, 'POST', '/api/billing/portal', stranger.cookie)).statusCode).toBe(409);
    const member = await paidMember();
    const res = await call(pay.t, 'POST', '/api/billing/portal', member.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(new RegExp(`^${pay.standIn.url}/p/session/bps_`));
    expect((await call(pay.t, 'POST', '/api/billing/portal')).statusCode).toBe(401);
  });
});
