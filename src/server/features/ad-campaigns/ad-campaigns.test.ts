import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { sessionCookie } from '../../test/http';
import type { PaymentIntentRequest, Payments } from '../../adapters/payments';
import { createUser } from '../../test/factories';

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

describe('ad campaign payments with a provider', () => {
  it('asks the provider for the checked amount and returns its client secret', async () => {
    const requests: PaymentIntentRequest[] = [];
    const payments: Payments = {
      kind: 'fake',
      async createPaymentIntent(request) {
        requests.push(request);
        return { clientSecret: 'secret_123' };
      },
    };
    const local = await createTestApp({}, undefined, { payments });
    try {
      const reg = await local.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { firstName: 'Ada', lastName: 'Tester', email: 'ads-pay@example.com', password: 'a long enough password' },
      });
      const res = await local.app.inject({
        method: 'POST',
        url: '/api/admin/ad-campaigns/payment-intent',
        headers: { cookie: sessionCookie(reg) },
        payload: { campaignData: campaign, amount: PRICE_CENTS },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ clientSecret: 'secret_123' });
      expect(requests).toEqual([expect.objectContaining({ amountCents: PRICE_CENTS })]);
    } finally {
      await local.close();
    }
  });
});
