import { describe, expect, it } from 'vitest';
import { adCampaignDailyStats } from '../../db/schema';
import { networkKey } from '../../platform/rate-limit';
import { servingApp } from './testing';

const ads = servingApp();
/** A $5 campaign an admin runs free. */
const running = (over: Parameters<typeof ads.running>[0] = {}) => ads.running({ budget: 5, ...over });
const asAdmin = (method: 'GET' | 'POST', url: string) => ads.inject(method, url, ads.admin);
const later = (ms: number) => ads.at(new Date(ads.now().getTime() + ms));

/** A reader at an address with a browser: asks for a banner without any cookie, as a script does. */
const reader = (remoteAddress: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140') => ({
  async serve() {
    const res = await ads.t.app.inject({
      method: 'GET',
      url: '/api/ads?placement=header&size=leaderboard&page=home&city=buffalo',
      remoteAddress,
      headers: { 'user-agent': userAgent },
    });
    return res.json<{ ad: { clickUrl: string; token: string } | null }>().ad!;
  },
  async beacon(tokens: string[]) {
    const res = await ads.t.app.inject({
      method: 'POST',
      url: '/api/ads/impressions',
      remoteAddress,
      headers: { 'content-type': 'text/plain', 'user-agent': userAgent },
      payload: JSON.stringify({ tokens }),
    });
    return res.json<{ counted: number }>().counted;
  },
  async click(url: string) {
    const res = await ads.t.app.inject({ method: 'GET', url, remoteAddress, headers: { 'user-agent': userAgent } });
    expect(res.statusCode).toBe(302);
  },
});
const figures = async (id: string) => {
  const row = await ads.campaignRow(id);
  return { impressions: row.impressions, clicks: row.clicks };
};

describe('inflated counts', () => {
  it('a client dropping the frequency cookie counts 3 impressions a day, and one IPv6 /64 at most 10', async () => {
    const id = await running();
    const bot = reader('203.0.113.5');
    const ads = [];
    for (let i = 0; i < 20; i += 1) ads.push(await bot.serve());
    expect(await bot.beacon(ads.map((a) => a.token))).toBe(3);

    // Twenty addresses and browsers inside one /64 count as one network.
    let counted = 0;
    for (let i = 1; i <= 20; i += 1) {
      const other = reader(`2001:db8:7:9::${i.toString(16)}`, `Bot/${i}`);
      counted += await other.beacon([(await other.serve()).token]);
    }
    expect(counted).toBe(10);
    expect(await figures(id)).toEqual({ impressions: 13, clicks: 0 });
    expect(networkKey('2001:db8:7:9:ffff::1')).toBe(networkKey('2001:db8:7:9::2'));
    expect(networkKey('::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('10 scripted clicks on a $5 campaign count once: a click needs its counted impression, once a visitor a day', async () => {
    const id = await running();
    const bot = reader('198.51.100.20');
    const unseen = await bot.serve();
    await bot.click(unseen.clickUrl); // no impression counted yet: the click counts nothing
    expect((await figures(id)).clicks).toBe(0);

    const ads = [];
    for (let i = 0; i < 10; i += 1) ads.push(await bot.serve());
    await bot.beacon(ads.map((a) => a.token));
    for (const ad of ads) await bot.click(ad.clickUrl);
    expect(await figures(id)).toEqual({ impressions: 3, clicks: 1 });

    // Many browsers in one /64 count 3 clicks at most; the campaign keeps running.
    for (let i = 1; i <= 6; i += 1) {
      const other = reader(`2001:db8:5::${i}`, `Script/${i}`);
      const ad = await other.serve();
      await other.beacon([ad.token]);
      await other.click(ad.clickUrl);
    }
    expect((await figures(id)).clicks).toBe(4);
    const [view] = (await asAdmin('GET', '/api/admin/ad-campaigns')).json();
    expect(view).toMatchObject({ state: 'running', spend: 2 });
  });

  it('a campaign counts at most 5 clicks a minute from everyone together', async () => {
    const id = await running({ budget: 20 });
    for (let i = 1; i <= 7; i += 1) {
      const r = reader(`192.0.2.${i}`);
      const ad = await r.serve();
      await r.beacon([ad.token]);
      await r.click(ad.clickUrl);
    }
    expect((await figures(id)).clicks).toBe(5);
    later(60_000);
    const late = reader('192.0.2.50');
    const ad = await late.serve();
    await late.beacon([ad.token]);
    await late.click(ad.clickUrl);
    expect((await figures(id)).clicks).toBe(6);
  });

  it('tokens of a paused or ended campaign count nothing', async () => {
    const id = await running();
    const r = reader('192.0.2.77');
    const [a, b] = [await r.serve(), await r.serve()];
    await asAdmin('POST', `/api/admin/ad-campaigns/${id}/pause`);
    expect(await r.beacon([a.token])).toBe(0);
    await asAdmin('POST', `/api/admin/ad-campaigns/${id}/resume`);
    expect(await r.beacon([b.token])).toBe(1);
    await asAdmin('POST', `/api/admin/ad-campaigns/${id}/pause`);
    await r.click(b.clickUrl);
    expect(await figures(id)).toEqual({ impressions: 1, clicks: 0 });
    await asAdmin('POST', `/api/admin/ad-campaigns/${id}/resume`);

    ads.at('2026-06-10T03:50:00Z'); // 23:50 on June 9, the last day charged
    const last = await r.serve();
    ads.at('2026-06-10T04:10:00Z'); // 00:10 on June 10: the campaign has ended
    expect(await r.beacon([last.token])).toBe(0);
    expect((await figures(id)).impressions).toBe(1);
  });
});

describe('click-through alerts for staff', () => {
  it('flags a campaign whose click-through rate jumps today, not one at its usual rate', async () => {
    const jumped = await running({ title: 'Jumped' });
    const steady = await running({ title: 'Steady' });
    const week = ['2026-05-27', '2026-05-28', '2026-05-29', '2026-05-30', '2026-05-31', '2026-06-01'];
    await ads.t.database.db
      .insert(adCampaignDailyStats)
      .values([
        ...week.map((day) => ({ campaignId: jumped, day, impressions: 200, clicks: 2 })),
        ...week.map((day) => ({ campaignId: steady, day, impressions: 200, clicks: 2 })),
        { campaignId: jumped, day: '2026-06-02', impressions: 40, clicks: 12 },
        { campaignId: steady, day: '2026-06-02', impressions: 500, clicks: 6 },
      ]);
    const list = (await asAdmin('GET', '/api/admin/ad-campaigns')).json() as { title: string; ctrAlert: string }[];
    expect(list.find((c) => c.title === 'Jumped')?.ctrAlert).toBe(
      'Click-through rate jumped to 30% today (12 clicks, 40 impressions), against 1% over the 7 days before. Check for scripted clicks before it spends more.',
    );
    expect(list.find((c) => c.title === 'Steady')?.ctrAlert).toBeNull();
  });
});
