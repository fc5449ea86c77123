/** Advertisers buying their own campaigns through the payments stand-in, and the desk approving them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';
import { createUser } from '../../test/factories';
import { postEvent, stripeForTests } from '../../test/payments';
import type { StripeStandIn } from '../../test/stripe-stand-in';
import { outgoingMail } from '../../db/schema';
import { priceCampaign, toCents } from '../../../shared/ad-campaigns';
import { TINY_PNG } from '../../test/uploads';
import { base, JUNE_2ND, slot, type Campaign, type Served } from './testing';

describe('advertisers buy their own (payments stand-in)', () => {
  let local: TestContext;
  let standIn: StripeStandIn;
  let staff: string;
  let owner: string;
  let ownerEmail: string;
  let stranger: string;
  beforeAll(async () => {
    const stripe = await stripeForTests();
    standIn = stripe.standIn;
    local = await createTestApp({}, undefined, { payments: stripe.payments, now: () => new Date(JUNE_2ND) });
    staff = (await createUser(local, { firstName: 'Ada' })).cookie;
    ({ cookie: owner, email: ownerEmail } = await createUser(local, { firstName: 'Olive' }));
    stranger = (await createUser(local, { firstName: 'Stan' })).cookie;
  });
  afterAll(async () => {
    await local.close();
    await standIn.close();
  });
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    local.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

  async function buy(cookie: string, over: Partial<Campaign> = {}) {
    const campaignData = { ...base, ...over };
    const amount = toCents(priceCampaign(campaignData as Parameters<typeof priceCampaign>[0]).total);
    const res = await call('POST', '/api/ad-campaigns/payment-intent', cookie, { campaignData, amount });
    expect(res.statusCode).toBe(200);
    const intent = [...standIn.paymentIntents.values()].find((i) => i.client_secret === res.json().clientSecret)!;
    const event = standIn.event('payment_intent.succeeded', standIn.succeedPaymentIntent(intent.id));
    expect((await postEvent(local.app, standIn, event)).statusCode).toBe(200);
    const mine = (await call('GET', '/api/account/ad-campaigns', cookie)).json() as { id: string; title: string }[];
    return { id: mine.find((c) => c.title === campaignData.title)!.id, intent: intent.id };
  }
  /** What the site queued for the campaign's owner, newest last. */
  const mailsToOwner = async () =>
    (await local.database.db.select().from(outgoingMail).where(eq(outgoingMail.recipient, ownerEmail))).filter(
      (m) => m.kind === 'ad-campaign-decision',
    );
  const serveLocal = async () => (await call('GET', `/api/ads?${new URLSearchParams(slot)}`)).json<Served>().ad;

  it('a paid self-serve campaign waits for approval, then runs; its owner alone sees its figures', async () => {
    const { id } = await buy(owner, { title: 'Olive Oil Shop' });
    const mine = (await call('GET', '/api/account/ad-campaigns', owner)).json();
    expect(mine).toEqual([expect.objectContaining({ id, state: 'awaiting_approval', selfServe: true })]);
    expect(await serveLocal()).toBeNull();

    expect((await call('GET', '/api/account/ad-campaigns', stranger)).json()).toEqual([]);
    expect((await call('GET', `/api/account/ad-campaigns/${id}/stats`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/account/ad-campaigns/${id}/stats.csv`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/account/ad-campaigns/${id}/stats`)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/ad-review', owner)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/ad-review/${id}`, owner, { decision: 'approve' })).statusCode).toBe(403);

    const queue = (await call('GET', '/api/admin/ad-review', staff)).json();
    expect(queue.map((c: { id: string }) => c.id)).toEqual([id]);
    const approved = await call('POST', `/api/admin/ad-review/${id}`, staff, { decision: 'approve' });
    expect(approved.json()).toMatchObject({ state: 'running' });
    expect((await mailsToOwner()).map((m) => m.subject)).toEqual(['Approved: Olive Oil Shop']);
    const ad = await serveLocal();
    expect(ad?.id).toBe(id);
    await call('POST', '/api/ads/impressions', undefined, { tokens: [ad!.token] });
    const stats = await call('GET', `/api/account/ad-campaigns/${id}/stats`, owner);
    expect(stats.json().totals).toMatchObject({ impressions: 1, clicks: 0 });
  });

  it("an advertiser's campaign shows a picture they uploaded, never someone else's", async () => {
    const upload = async (cookie: string) => {
      const target = await call('POST', '/api/photos/upload-url', cookie, { purpose: 'ad-creative' });
      const url = target.json<{ uploadURL: string }>().uploadURL;
      const res = await local.app.inject({
        method: 'PUT',
        url,
        payload: TINY_PNG,
        headers: { 'content-type': 'image/png' },
      });
      expect(res.statusCode).toBe(201);
      return res.json<{ imageUrl: string }>().imageUrl;
    };
    const olives = await upload(owner);
    const campaignData = { ...base, title: 'Borrowed picture', imageUrl: olives };
    const amount = toCents(priceCampaign(campaignData as Parameters<typeof priceCampaign>[0]).total);
    const intents = standIn.paymentIntents.size;
    const refused = await call('POST', '/api/ad-campaigns/payment-intent', stranger, { campaignData, amount });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'campaignData.imageUrl', message: 'Please choose a picture you uploaded for your ads.' },
    ]);
    expect(standIn.paymentIntents.size).toBe(intents);

    const { id } = await buy(owner, { title: 'Olive picture', imageUrl: olives });
    const mine = (await call('GET', '/api/account/ad-campaigns', owner)).json() as { id: string; imageUrl: string }[];
    expect(mine.find((c) => c.id === id)?.imageUrl).toBe(olives);
  });

  it('a rejection needs a reason, and refunds the payment through the provider', async () => {
    const { id, intent } = await buy(owner, { title: 'Too Loud Ad' });
    const noReason = await call('POST', `/api/admin/ad-review/${id}`, staff, { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([expect.objectContaining({ path: 'note' })]);

    const rejected = await call('POST', `/api/admin/ad-review/${id}`, staff, {
      decision: 'reject',
      note: 'The image is not the advertised shop.',
    });
    expect(rejected.json()).toMatchObject({ state: 'rejected', reviewNote: 'The image is not the advertised shop.' });
    const refunds = [...standIn.refunds.values()].filter((r) => r.payment_intent === intent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(standIn.paymentIntents.get(intent)!.amount);
    expect((await call('POST', `/api/admin/ad-review/${id}`, staff, { decision: 'approve' })).statusCode).toBe(409);
    // The owner is told by e-mail at their account's address, with the reason and the refund.
    const told = (await mailsToOwner()).find((m) => m.subject === 'Not approved: Too Loud Ad');
    expect(told?.text).toContain('The reason: The image is not the advertised shop.');
    expect(told?.text).toContain('refunded in full');
    expect(told?.text).toContain('/account/ads');
    const mine = (await call('GET', '/api/account/ad-campaigns', owner)).json() as { id: string; reviewNote: string }[];
    expect(mine.find((c) => c.id === id)?.reviewNote).toBe('The image is not the advertised shop.');
  });

  it('an admin buying through the same checkout runs at once', async () => {
    const { id } = await buy(staff, { title: 'House Sale', targetCities: ['rochester'] });
    const list = (await call('GET', '/api/admin/ad-campaigns', staff)).json() as { id: string; state: string }[];
    expect(list.find((c) => c.id === id)?.state).toBe('running');
  });
});
