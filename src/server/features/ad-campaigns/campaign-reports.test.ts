/** A campaign's figures per day, as JSON and CSV, and the report of every campaign. */
import { describe, expect, it } from 'vitest';
import { adCampaignDailyStats } from '../../db/schema';
import { servingApp } from './testing';

const ads = servingApp();
const { inject, running, serve, beacon } = ads;

describe('figures per day', () => {
  it('answers the daily series with CTR and spend, and the same as CSV', async () => {
    const id = await running();
    const first = (await serve()).ad!;
    await beacon([first.token, (await serve()).ad!.token]);
    await inject('GET', first.clickUrl);
    ads.at('2026-06-04T15:00:00Z');
    const ad = (await serve()).ad!;
    await beacon([ad.token]);
    await inject('GET', ad.clickUrl);

    const stats = await inject('GET', `/api/admin/ad-campaigns/${id}/stats?from=2026-06-01&to=2026-06-04`, ads.admin);
    expect(stats.statusCode).toBe(200);
    expect(stats.json().days).toEqual([
      { day: '2026-06-01', impressions: 0, clicks: 0, ctr: 0, spend: 0 },
      { day: '2026-06-02', impressions: 2, clicks: 1, ctr: 50, spend: 0.5 },
      { day: '2026-06-03', impressions: 0, clicks: 0, ctr: 0, spend: 0 },
      { day: '2026-06-04', impressions: 1, clicks: 1, ctr: 100, spend: 0.5 },
    ]);
    expect(stats.json().totals).toEqual({ impressions: 3, clicks: 2, ctr: 66.67, spend: 1 });
    // One row per day, not per impression.
    expect(await ads.t.database.db.select().from(adCampaignDailyStats)).toHaveLength(2);

    const csv = await inject('GET', `/api/admin/ad-campaigns/${id}/stats.csv?from=2026-06-02&to=2026-06-04`, ads.admin);
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
    const report = await inject('GET', '/api/admin/ad-campaigns/report.csv', ads.admin);
    expect(report.body).toContain('Wings on Elmwood,Elmwood Wings,running,2026-06-01,2026-06-10,3,2,66.67,1.00,99.00');

    const backwards = await inject(
      'GET',
      `/api/admin/ad-campaigns/${id}/stats?from=2026-06-04&to=2026-06-01`,
      ads.admin,
    );
    expect(backwards.statusCode).toBe(400);
    expect((await inject('GET', `/api/admin/ad-campaigns/${id}/stats?from=June`, ads.admin)).statusCode).toBe(400);
  });
});
