/**
 * Test helpers of ad serving: a campaign an admin runs free, an app whose clock a test moves (11:00 in
 * Buffalo on June 2nd at the start of every test), and a reader asking for, seeing and clicking banners.
 */
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createUser } from '../../test/factories';
import { adCampaigns } from '../../db/schema';

export const base = {
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
export type Campaign = typeof base;

/** 11:00 in Buffalo on June 2nd. */
export const JUNE_2ND = '2026-06-02T15:00:00Z';

export interface Served {
  ad: { id: string; title: string; clickUrl: string; token: string } | null;
}
export const slot = { placement: 'header', size: 'leaderboard', page: 'home', city: 'buffalo' };

/**
 * An app with an admin (Ada) and a member (Max), emptied of campaigns before each test; `at` moves
 * its clock. Call it at the top of a test file: it registers the file's hooks.
 */
export function servingApp() {
  const state = { t: undefined as unknown as TestContext, admin: '', member: '', clock: new Date(JUNE_2ND) };
  beforeAll(async () => {
    state.t = await createTestApp({}, undefined, { now: () => state.clock });
    state.admin = (await createUser(state.t, { firstName: 'Ada' })).cookie;
    state.member = (await createUser(state.t, { firstName: 'Max' })).cookie;
  });
  afterAll(() => state.t.close());
  beforeEach(async () => {
    state.clock = new Date(JUNE_2ND);
    await state.t.database.db.delete(adCampaigns);
  });

  const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
    state.t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  /** An admin builds the campaign and runs it free (complimentary). */
  async function running(over: Partial<Campaign> = {}): Promise<string> {
    const created = await inject('POST', '/api/admin/ad-campaigns', state.admin, { ...base, ...over });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    const activated = await inject('POST', `/api/admin/ad-campaigns/${id}/activate`, state.admin, {
      complimentary: true,
    });
    expect(activated.statusCode).toBe(200);
    return id;
  }

  async function serve(query: Partial<typeof slot> = {}, cookie?: string) {
    const res = await inject('GET', `/api/ads?${new URLSearchParams({ ...slot, ...query })}`, cookie);
    expect(res.statusCode).toBe(200);
    const cap = res.cookies.find((c) => c.name === 'bl_adcap');
    return { ...res.json<Served>(), cap: cap ? `bl_adcap=${cap.value}` : cookie };
  }
  const beacon = (tokens: string[], remoteAddress = '127.0.0.1') =>
    state.t.app.inject({
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
    const res = await state.t.app.inject({ method: 'GET', url: ad.clickUrl, remoteAddress });
    expect(res.statusCode).toBe(302);
    return ad;
  }
  const campaignRow = async (id: string) => {
    const rows = await state.t.database.db.select().from(adCampaigns);
    return rows.find((r) => r.id === id)!;
  };

  return Object.assign(state, {
    at: (when: string | Date) => {
      state.clock = new Date(when);
    },
    /** The app's clock, for a test that moves it by some minutes. */
    now: () => state.clock,
    inject,
    running,
    serve,
    beacon,
    seenAndClicked,
    campaignRow,
  });
}
