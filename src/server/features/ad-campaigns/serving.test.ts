import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createUser } from '../../test/factories';
import { postEvent, stripeForTests } from '../../test/payments';
import type { StripeStandIn } from '../../test/stripe-stand-in';
import { eq } from 'drizzle-orm';
import { adCampaignDailyStats, adCampaigns, outgoingMail } from '../../db/schema';
import { priceCampaign, toCents } from '../../../shared/ad-campaigns';
import { chooseWeighted } from './serving';
import { TINY_PNG } from '../../test/uploads';

const base = {
  title: 'Wings on Elmwood',
  description: 'Half-price wings every Tuesday',
  advertiserName: 'Elmwood Wings',
  advertiserEmail: 'owner@wings.test',
  advertiserPhone: '',
  imageUrl: '',
  ctaText: 'Order Now',
  targetUrl: 'https://wings.test/menu?from=ad',
  backgroundColor: '#7a1428',
  adSize: 'leaderboard',
  placement: 'header',
  targetPages: ['home'],
  targetCities: ['buffalo'],
  startDate: '2026-06-01',
  endDate: '2026-06-10',
  budget: 100,
  costPerClick: 0.5,
  maxImpressions: 1000,
  frequency: 'daily',
  needsCreativeService: false,
};
type Campaign = typeof base;

// 11:00 in Buffalo on June 2nd.
let clock = new Date('2026-06-02T15:00:00Z');
let t: TestContext;
let admin: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: () => clock });
  admin = (await createUser(t, { firstName: 'Ada' })).cookie;
  member = (await createUser(t, { firstName: 'Max' })).cookie;
});
afterAll(() => t.close());
beforeEach(async () => {
  clock = new Date('2026-06-02T15:00:00Z');
  await t.database.db.delete(adCampaigns);
});

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/** An admin builds the campaign and runs it free (complimentary). */
async function running(over: Partial<Campaign> = {}): Promise<string> {
  const created = await inject('POST', '/api/admin/ad-campaigns', admin, { ...base, ...over });
  expect(created.statusCode).toBe(201);
  const id = created.json<{ id: string }>().id;
  const activated = await inject('POST', `/api/admin/ad-campaigns/${id}/activate`, admin, { complimentary: true });
  expect(activated.statusCode).toBe(200);
  return id;
}

interface Served {
  ad: { id: string; title: string; clickUrl: string; token: string } | null;
}
const slot = { placement: 'header', size: 'leaderboard', page: 'home', city: 'buffalo' };
async function serve(query: Partial<typeof slot> = {}, cookie?: string) {
  const res = await inject('GET', `/api/ads?${new URLSearchParams({ ...slot, ...query })}`, cookie);
  expect(res.statusCode).toBe(200);
  const cap = res.cookies.find((c) => c.name === 'bl_adcap');
  return { ...res.json<Served>(), cap: cap ? `bl_adcap=${cap.value}` : cookie };
}
const beacon = (tokens: string[], remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/ads/impressions',
    remoteAddress,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: JSON.stringify({ tokens }),
  });
/** A reader at another address sees the banner (its impression counts), then clicks it. */
async function seenAndClicked(remoteAddress: string) {
  const ad = (await serve()).ad!;
  expect((await beacon([ad.token], remoteAddress)).json()).toEqual({ counted: 1 });
  const res = await t.app.inject({ method: 'GET', url: ad.clickUrl, remoteAddress });
  expect(res.statusCode).toBe(302);
  return ad;
}
const campaignRow = async (id: string) => {
  const rows = await t.database.db.select().from(adCampaigns);
  return rows.find((r) => r.id === id)!;
};

describe('GET /api/ads: targeting', () => {
  it('serves a running campaign only where its city, page, placement, size and dates match', async () => {
    const id = await running();
    expect((await serve()).ad).toMatchObject({ id, title: 'Wings on Elmwood' });
    expect((await serve({ city: 'rochester' })).ad).toBeNull();
    expect((await serve({ page: 'articles' })).ad).toBeNull();
    expect((await serve({ placement: 'sidebar' })).ad).toBeNull();
    expect((await serve({ size: 'rectangle' })).ad).toBeNull();

    clock = new Date('2026-05-31T15:00:00Z');
    expect((await serve()).ad).toBeNull();
    clock = new Date('2026-06-09T23:00:00Z'); // the last day charged (June 1 to 10 is 9 days), evening in Buffalo
    expect((await serve()).ad).toMatchObject({ id });
    clock = new Date('2026-06-10T15:00:00Z'); // the end date: not charged, not shown
    expect((await serve()).ad).toBeNull();
    expect((await inject('GET', '/api/admin/ad-campaigns', admin)).json()[0].state).toBe('ended');
  });

  it('a campaign without target pages runs on every page; drafts never run', async () => {
    const everywhere = await running({ targetPages: [] });
    await inject('POST', '/api/admin/ad-campaigns', admin, { ...base, title: 'Just a draft' });
    for (const page of ['home', 'articles', 'events']) expect((await serve({ page })).ad?.id).toBe(everywhere);
  });

  it('answers 400 in the error shape for a slot it does not know', async () => {
    const res = await inject('GET', '/api/ads?placement=roof&size=leaderboard');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('placement');
  });
});

describe('fair choice and frequency cap', () => {
  it('chooses in proportion to the weights', () => {
    const items = [
      { item: 'a', weight: 300 },
      { item: 'b', weight: 100 },
      { item: 'spent', weight: 0 },
    ];
    const picks = Array.from({ length: 400 }, (_, i) => chooseWeighted(items, () => i));
    expect(picks.filter((p) => p === 'a')).toHaveLength(300);
    expect(picks.filter((p) => p === 'b')).toHaveLength(100);
    expect(chooseWeighted([{ item: 'x', weight: 0 }], () => 0)).toBeNull();
  });

  it('weighs by the price paid per day: an unpaid budget buys no exposure, a cheaper frequency buys less', async () => {
    const big = await running({ title: 'Big budget', budget: 2000 });
    const small = await running({ title: 'Small budget', budget: 1 });
    const monthly = await running({ title: 'Monthly', frequency: 'monthly' });
    const counts = new Map<string, number>();
    for (let i = 0; i < 300; i += 1) {
      const { ad } = await serve();
      counts.set(ad!.id, (counts.get(ad!.id) ?? 0) + 1);
    }
    // Per day: 225, 225 and 135 (x0.6), so expected 115, 115 and 69 of 300; the bounds are over
    // five standard deviations wide.
    expect(counts.get(big)! + counts.get(small)! + counts.get(monthly)!).toBe(300);
    expect(counts.get(small)).toBeGreaterThan(70);
    expect(counts.get(big)).toBeLessThan(160);
    expect(counts.get(monthly)).toBeLessThan(counts.get(big)! + counts.get(small)! - 100);
  });

  it('refuses a budget above the campaign’s price, with a field error', async () => {
    // June 1 to 10 at $225 a day is $2,025.
    const res = await inject('POST', '/api/admin/ad-campaigns', admin, { ...base, budget: 99_999_999.99 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BUDGET_OVER_PRICE');
    expect(res.json().errors).toEqual([
      { path: 'budget', message: 'Budget must be at most the campaign price ($2,025.00)' },
    ]);
    expect((await inject('POST', '/api/admin/ad-campaigns', admin, { ...base, budget: 2025 })).statusCode).toBe(201);
  });

  it('shows one browser the same campaign at most 3 times a day, then the house ad', async () => {
    const id = await running();
    let cookie: string | undefined;
    for (let i = 0; i < 3; i += 1) {
      const served = await serve({}, cookie);
      expect(served.ad?.id).toBe(id);
      cookie = served.cap;
    }
    expect(cookie).not.toContain('@');
    expect((await serve({}, cookie)).ad).toBeNull();
    expect((await serve()).ad?.id).toBe(id); // another browser
    clock = new Date('2026-06-03T15:00:00Z'); // the next day
    expect((await serve({}, cookie)).ad?.id).toBe(id);
  });
});

describe('counting impressions (beacons only) and clicks', () => {
  it('serving counts nothing; a beacon counts each served token once; forged or expired tokens count nothing', async () => {
    const id = await running();
    const a = (await serve()).ad!;
    const b = (await serve()).ad!;
    expect((await campaignRow(id)).impressions).toBe(0);

    const first = await beacon([a.token, a.token, b.token]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ counted: 2 });
    expect((await beacon([a.token, b.token])).json()).toEqual({ counted: 0 }); // replayed
    const forged = a.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const otherCampaign = `x${a.token}`;
    expect((await beacon([forged, otherCampaign])).json()).toEqual({ counted: 0 });

    const late = (await serve()).ad!;
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect((await beacon([late.token])).json()).toEqual({ counted: 0 });
    expect((await campaignRow(id)).impressions).toBe(2);
  });

  it('refuses a beacon that is not a bounded list of tokens', async () => {
    for (const payload of [
      'not json',
      JSON.stringify({ tokens: [] }),
      JSON.stringify({ tokens: Array(21).fill('x') }),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/ads/impressions',
        headers: { 'content-type': 'text/plain' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it('stops serving at maxImpressions', async () => {
    const id = await running({ maxImpressions: 2 });
    const tokens = [(await serve()).ad!.token, (await serve()).ad!.token, (await serve()).ad!.token];
    expect((await beacon(tokens)).json()).toEqual({ counted: 2 });
    expect((await serve()).ad).toBeNull();
    const list = await inject('GET', '/api/admin/ad-campaigns', admin);
    expect(list.json()).toEqual([expect.objectContaining({ id, state: 'ended', impressions: 2 })]);
  });

  it('a click counts once per served banner and redirects to the campaign’s own URL only', async () => {
    const id = await running();
    const ad = (await serve()).ad!;
    expect(ad.clickUrl).toMatch(new RegExp(`^/api/ads/${id}/click\\?t=`));
    await beacon([ad.token]);
    const click = await inject('GET', ad.clickUrl);
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://wings.test/menu?from=ad');
    expect((await inject('GET', ad.clickUrl)).statusCode).toBe(302); // replayed: still goes, not counted
    expect((await campaignRow(id)).clicks).toBe(1);

    // Nothing in the request can choose where it goes.
    for (const extra of ['&url=https://evil.example', '&next=//evil.example', '&target=javascript:alert(1)']) {
      const res = await inject('GET', `${ad.clickUrl}${extra}`);
      expect(res.headers.location).toBe('https://wings.test/menu?from=ad');
    }
    expect((await inject('GET', `/api/ads/${encodeURIComponent('https://evil.example')}/click`)).statusCode).toBe(404);
    const draft = await inject('POST', '/api/admin/ad-campaigns', admin, { ...base, targetUrl: 'https://draft.test' });
    expect((await inject('GET', `/api/ads/${draft.json().id}/click`)).statusCode).toBe(404);
    // A token from one campaign does not count for another.
    const other = await running({ title: 'Other', targetUrl: 'https://other.test/' });
    const res = await inject('GET', `/api/ads/${other}/click?t=${encodeURIComponent(ad.token)}`);
    expect(res.headers.location).toBe('https://other.test/');
    expect((await campaignRow(other)).clicks).toBe(0);
  });

  it('stops serving once clicks have spent the budget', async () => {
    const id = await running({ budget: 1, costPerClick: 0.5 });
    for (const address of ['198.51.100.7', '203.0.113.9']) await seenAndClicked(address);
    expect((await serve()).ad).toBeNull();
    const [view] = (await inject('GET', '/api/admin/ad-campaigns', admin)).json();
    expect(view).toMatchObject({ id, clicks: 2, spend: 1, remainingBudget: 0, state: 'ended' });
  });
});

describe('figures per day', () => {
  it('answers the daily series with CTR and spend, and the same as CSV', async () => {
    const id = await running();
    const first = (await serve()).ad!;
    await beacon([first.token, (await serve()).ad!.token]);
    await inject('GET', first.clickUrl);
    clock = new Date('2026-06-04T15:00:00Z');
    const ad = (await serve()).ad!;
    await beacon([ad.token]);
    await inject('GET', ad.clickUrl);

    const stats = await inject('GET', `/api/admin/ad-campaigns/${id}/stats?from=2026-06-01&to=2026-06-04`, admin);
    expect(stats.statusCode).toBe(200);
    expect(stats.json().days).toEqual([
      { day: '2026-06-01', impressions: 0, clicks: 0, ctr: 0, spend: 0 },
      { day: '2026-06-02', impressions: 2, clicks: 1, ctr: 50, spend: 0.5 },
      { day: '2026-06-03', impressions: 0, clicks: 0, ctr: 0, spend: 0 },
      { day: '2026-06-04', impressions: 1, clicks: 1, ctr: 100, spend: 0.5 },
    ]);
    expect(stats.json().totals).toEqual({ impressions: 3, clicks: 2, ctr: 66.67, spend: 1 });
    // One row per day, not per impression.
    expect(await t.database.db.select().from(adCampaignDailyStats)).toHaveLength(2);

    const csv = await inject('GET', `/api/admin/ad-campaigns/${id}/stats.csv?from=2026-06-02&to=2026-06-04`, admin);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="wings-on-elmwood-2026-06-02-2026-06-04.csv"',
    );
    expect(csv.body.split('\r\n')).toEqual([
      'date,impressions,clicks,ctr_percent,spend_usd',
      '2026-06-02,2,1,50,0.50',
      '2026-06-03,0,0,0,0.00',
      '2026-06-04,1,1,100,0.50',
      '',
    ]);
    const report = await inject('GET', '/api/admin/ad-campaigns/report.csv', admin);
    expect(report.body).toContain('Wings on Elmwood,Elmwood Wings,running,2026-06-01,2026-06-10,3,2,66.67,1.00,99.00');

    const backwards = await inject('GET', `/api/admin/ad-campaigns/${id}/stats?from=2026-06-04&to=2026-06-01`, admin);
    expect(backwards.statusCode).toBe(400);
    expect((await inject('GET', `/api/admin/ad-campaigns/${id}/stats?from=June`, admin)).statusCode).toBe(400);
  });
});

describe('managing campaigns', () => {
  it('is for admins only: 401 signed out, 403 for a member', async () => {
    const id = await running();
    for (const [method, url, payload] of [
      ['POST', `/api/admin/ad-campaigns/${id}/activate`, { complimentary: true }],
      ['POST', `/api/admin/ad-campaigns/${id}/pause`, undefined],
      ['PATCH', `/api/admin/ad-campaigns/${id}`, { title: 'Mine now' }],
      ['DELETE', `/api/admin/ad-campaigns/${id}`, undefined],
      ['GET', `/api/admin/ad-campaigns/${id}/stats`, undefined],
      ['GET', `/api/admin/ad-campaigns/${id}/stats.csv`, undefined],
      ['GET', '/api/admin/ad-campaigns/report.csv', undefined],
    ] as const) {
      expect((await inject(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await inject(method, url, member, payload)).statusCode).toBe(403);
    }
    expect((await campaignRow(id)).title).toBe('Wings on Elmwood');
  });

  it('activation checks the dates and the creative', async () => {
    const noTarget = await inject('POST', '/api/admin/ad-campaigns', admin, { ...base, targetUrl: '' });
    const res = await inject('POST', `/api/admin/ad-campaigns/${noTarget.json().id}/activate`, admin, {
      complimentary: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'targetUrl' })]);

    const over = await inject('POST', '/api/admin/ad-campaigns', admin, {
      ...base,
      startDate: '2026-05-01',
      endDate: '2026-05-10',
    });
    const ended = await inject('POST', `/api/admin/ad-campaigns/${over.json().id}/activate`, admin, {
      complimentary: true,
    });
    expect(ended.json().errors).toEqual([expect.objectContaining({ path: 'endDate' })]);
    const noFlag = await inject('POST', `/api/admin/ad-campaigns/${over.json().id}/activate`, admin, {});
    expect(noFlag.statusCode).toBe(400);

    const soon = await running({ startDate: '2026-06-05' });
    const [view] = (await inject('GET', '/api/admin/ad-campaigns', admin)).json();
    expect(view).toMatchObject({ id: soon, state: 'scheduled', complimentary: true });
    expect(
      (await inject('POST', `/api/admin/ad-campaigns/${soon}/activate`, admin, { complimentary: true })).statusCode,
    ).toBe(409);
  });

  it('pause and resume; a paid-for price never moves; only drafts are deleted', async () => {
    const id = await running();
    expect((await inject('POST', `/api/admin/ad-campaigns/${id}/pause`, admin)).json().state).toBe('paused');
    expect((await serve()).ad).toBeNull();
    expect((await inject('POST', `/api/admin/ad-campaigns/${id}/resume`, admin)).json().state).toBe('running');
    expect((await serve()).ad?.id).toBe(id);

    const edited = await inject('PATCH', `/api/admin/ad-campaigns/${id}`, admin, {
      title: 'Wings and Beer',
      endDate: '2026-06-20',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Wings and Beer', endDate: '2026-06-20' });
    expect((await inject('PATCH', `/api/admin/ad-campaigns/${id}`, admin, { status: 'paid' })).statusCode).toBe(400);

    // A campaign in checkout (or paid) keeps its number of days.
    const [row] = await t.database.db
      .insert(adCampaigns)
      .values({ ...base, budget: '100', costPerClick: '0.5', totalCost: '2025.00', status: 'paid' })
      .returning();
    const longer = await inject('PATCH', `/api/admin/ad-campaigns/${row!.id}`, admin, { endDate: '2026-06-30' });
    expect(longer.statusCode).toBe(409);
    expect(longer.json().code).toBe('PRICE_WOULD_CHANGE');
    expect(longer.json().message).toContain('$2,025.00');
    const moved = await inject('PATCH', `/api/admin/ad-campaigns/${row!.id}`, admin, {
      startDate: '2026-06-03',
      endDate: '2026-06-12',
    });
    expect(moved.json()).toMatchObject({ startDate: '2026-06-03', endDate: '2026-06-12', totalCost: 2025 });

    expect((await inject('DELETE', `/api/admin/ad-campaigns/${id}`, admin)).statusCode).toBe(409);
    const draft = (await inject('POST', '/api/admin/ad-campaigns', admin, base)).json().id;
    expect((await inject('DELETE', `/api/admin/ad-campaigns/${draft}`, admin)).statusCode).toBe(204);
    expect((await inject('DELETE', `/api/admin/ad-campaigns/${draft}`, admin)).statusCode).toBe(404);
  });
});

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
    local = await createTestApp({}, undefined, { payments: stripe.payments, now: () => clock });
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
