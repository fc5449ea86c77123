/** What counts: impressions by beacon only, clicks once per banner, and serving stops when spent. */
import { describe, expect, it } from 'vitest';
import { base, servingApp } from './testing';

const ads = servingApp();
const { inject, running, serve, beacon, seenAndClicked, campaignRow } = ads;

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
    ads.at(new Date(ads.now().getTime() + 31 * 60_000));
    expect((await beacon([late.token])).json()).toEqual({ counted: 0 });
    expect((await campaignRow(id)).impressions).toBe(2);
  });

  it('refuses a beacon that is not a bounded list of tokens', async () => {
    for (const payload of [
      'not json',
      JSON.stringify({ tokens: [] }),
      JSON.stringify({ tokens: Array(21).fill('x') }),
    ]) {
      const res = await ads.t.app.inject({
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
    const list = await inject('GET', '/api/admin/ad-campaigns', ads.admin);
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
    const draft = await inject('POST', '/api/admin/ad-campaigns', ads.admin, {
      ...base,
      targetUrl: 'https://draft.test',
    });
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
    const [view] = (await inject('GET', '/api/admin/ad-campaigns', ads.admin)).json();
    expect(view).toMatchObject({ id, clicks: 2, spend: 1, remainingBudget: 0, state: 'ended' });
  });
});
