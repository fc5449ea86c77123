/** Which running campaign a slot shows: targeting, weighted choice and the frequency cap. */
import { describe, expect, it } from 'vitest';
import { chooseWeighted } from './serving';
import { base, servingApp } from './testing';

const ads = servingApp();
const { inject, running, serve } = ads;

describe('GET /api/ads: targeting', () => {
  it('serves a running campaign only where its city, page, placement, size and dates match', async () => {
    const id = await running();
    expect((await serve()).ad).toMatchObject({ id, title: 'Wings on Elmwood' });
    expect((await serve({ city: 'rochester' })).ad).toBeNull();
    expect((await serve({ page: 'articles' })).ad).toBeNull();
    expect((await serve({ placement: 'sidebar' })).ad).toBeNull();
    expect((await serve({ size: 'rectangle' })).ad).toBeNull();

    ads.at('2026-05-31T15:00:00Z');
    expect((await serve()).ad).toBeNull();
    ads.at('2026-06-09T23:00:00Z'); // the last day charged (June 1 to 10 is 9 days), evening in Buffalo
    expect((await serve()).ad).toMatchObject({ id });
    ads.at('2026-06-10T15:00:00Z'); // the end date: not charged, not shown
    expect((await serve()).ad).toBeNull();
    expect((await inject('GET', '/api/admin/ad-campaigns', ads.admin)).json()[0].state).toBe('ended');
  });

  it('a campaign without target pages runs on every page; drafts never run', async () => {
    const everywhere = await running({ targetPages: [] });
    await inject('POST', '/api/admin/ad-campaigns', ads.admin, { ...base, title: 'Just a draft' });
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
    const res = await inject('POST', '/api/admin/ad-campaigns', ads.admin, { ...base, budget: 99_999_999.99 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BUDGET_OVER_PRICE');
    expect(res.json().errors).toEqual([
      { path: 'budget', message: 'Budget must be at most the campaign price ($2,025.00)' },
    ]);
    expect((await inject('POST', '/api/admin/ad-campaigns', ads.admin, { ...base, budget: 2025 })).statusCode).toBe(
      201,
    );
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
    ads.at('2026-06-03T15:00:00Z'); // the next day
    expect((await serve({}, cookie)).ad?.id).toBe(id);
  });
});
