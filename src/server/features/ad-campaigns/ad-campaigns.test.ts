import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createUser } from '../../test/factories';
import { postEvent, stripeForTests } from '../../test/payments';
import type { StripeStandIn } from '../../test/stripe-stand-in';
import { adCampaigns } from '../../db/schema';

const campaign = {
  title: 'Spring Sale',
  description: 'Fresh bread every morning',
  advertiserName: 'Corner Bakery',
  advertiserEmail: 'owner@bakery.test',
  advertiserPhone: '',
  imageUrl: '',
  ctaText: 'Visit Us',
  targetUrl: 'https://bakery.test',
  backgroundColor: '#7a1428',
  adSize: 'rectangle',
  placement: 'sidebar',
  targetPages: ['home'],
  targetCities: ['rochester', 'buffalo'],
  startDate: '2026-06-01',
  endDate: '2026-06-04',
  budget: 100,
  costPerClick: 0.5,
  maxImpressions: 1000,
  frequency: 'weekly',
  needsCreativeService: true,
};
// 100 x 0.8 x 1.2 x 0.8 = 76.80 a day, 3 days = 230.40, plus 75 for the creative service.
const PRICE_CENTS = 30540;

let t: TestContext;
let admin: string;
let member: string;
const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUser(t, { firstName: 'Ada' })).cookie;
  member = (await createUser(t, { firstName: 'Max' })).cookie;
});
afterAll(() => t.close());

describe('ad campaigns API', () => {
  it('is for staff only: 401 signed out, 403 for a member', async () => {
    for (const [method, url, payload] of [
      ['POST', '/api/admin/ad-campaigns', campaign],
      ['GET', '/api/admin/ad-campaigns', undefined],
      ['POST', '/api/admin/ad-campaigns/payment-intent', { campaignData: campaign, amount: PRICE_CENTS }],
    ] as const) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, url, member, payload)).statusCode).toBe(403);
    }
  });

  it('saves a draft at the server price, ignoring a total sent by the browser, and lists newest first', async () => {
    const first = await call('POST', '/api/admin/ad-campaigns', admin, { ...campaign, totalCost: 1 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ title: 'Spring Sale', status: 'draft', totalCost: 305.4, budget: 100 });
    const second = await call('POST', '/api/admin/ad-campaigns', admin, { ...campaign, title: 'Summer Sale' });
    expect(second.statusCode).toBe(201);

    const list = await call('GET', '/api/admin/ad-campaigns', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: { title: string }) => c.title)).toEqual(['Summer Sale', 'Spring Sale']);
  });

  it('answers 400 with the spec messages for an invalid campaign', async () => {
    const res = await call('POST', '/api/admin/ad-campaigns', admin, { ...campaign, title: '', budget: 0 });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(expect.arrayContaining(['Title is required', 'Budget must be a positive number']));
  });

  it('refuses a payment amount that differs from the server price', async () => {
    const res = await call('POST', '/api/admin/ad-campaigns/payment-intent', admin, {
      campaignData: campaign,
      amount: PRICE_CENTS - 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('AMOUNT_MISMATCH');
  });

  it('says plainly that card payments are not set up when no provider is configured', async () => {
    const res = await call('POST', '/api/admin/ad-campaigns/payment-intent', admin, {
      campaignData: campaign,
      amount: PRICE_CENTS,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'PAYMENTS_NOT_CONFIGURED',
      message: 'Card payments are not set up on this site yet. Please contact us to complete your booking.',
    });
  });
});

describe('ad campaign payments through Stripe (local stand-in, real SDK)', () => {
  let local: TestContext;
  let standIn: StripeStandIn;
  let staff: string;
  beforeAll(async () => {
    const stripe = await stripeForTests();
    standIn = stripe.standIn;
    local = await createTestApp({}, undefined, { payments: stripe.payments });
    staff = (await createUser(local, { firstName: 'Ada', email: 'ads-pay@example.com' })).cookie;
  });
  afterAll(async () => {
    await local.close();
    await standIn.close();
  });
  const pay = (amount: number, campaignData: object = campaign) =>
    local.app.inject({
      method: 'POST',
      url: '/api/admin/ad-campaigns/payment-intent',
      headers: { cookie: staff },
      payload: { campaignData, amount },
    });
  const list = async () =>
    (await local.app.inject({ method: 'GET', url: '/api/admin/ad-campaigns', headers: { cookie: staff } })).json() as {
      title: string;
      status: string;
    }[];

  it('refuses a forged amount with both figures, and asks the provider for nothing', async () => {
    const res = await pay(100);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'AMOUNT_MISMATCH' });
    expect(res.json().message).toContain('$1.00');
    expect(res.json().message).toContain('$305.40');
    expect(standIn.paymentIntents.size).toBe(0);
    expect(await list()).toEqual([]);
  });

  it('charges the server price, stores the campaign awaiting payment, reuses it on a retry, and marks it paid', async () => {
    const first = await pay(PRICE_CENTS);
    expect(first.statusCode).toBe(200);
    const second = await pay(PRICE_CENTS);
    expect(second.json().clientSecret).toBe(first.json().clientSecret);
    expect(standIn.paymentIntents.size).toBe(1);
    const intent = [...standIn.paymentIntents.values()][0]!;
    expect(intent).toMatchObject({ amount: PRICE_CENTS, currency: 'usd' });
    expect(first.json().clientSecret).toBe(intent.client_secret);
    expect(await list()).toEqual([expect.objectContaining({ title: 'Spring Sale', status: 'awaiting_payment' })]);

    const succeeded = standIn.event('payment_intent.succeeded', standIn.succeedPaymentIntent(intent.id));
    for (let i = 0; i < 3; i += 1) expect((await postEvent(local.app, standIn, succeeded)).statusCode).toBe(200);
    expect(await list()).toEqual([expect.objectContaining({ title: 'Spring Sale', status: 'paid' })]);
    const [row] = await local.database.db.select().from(adCampaigns);
    expect(row).toMatchObject({ paymentIntentId: intent.id, status: 'paid' });
    expect(row?.paidAt).toBeInstanceOf(Date);

    // A changed campaign is a new checkout with its own payment.
    const other = await pay(PRICE_CENTS - 7500, { ...campaign, needsCreativeService: false });
    expect(other.statusCode).toBe(200);
    expect(standIn.paymentIntents.size).toBe(2);
  });
});
