/** Admins managing campaigns: who may, activation checks, pause and resume, edits that keep the price. */
import { describe, expect, it } from 'vitest';
import { adCampaigns } from '../../db/schema';
import { base, servingApp } from './testing';

const ads = servingApp();
const { inject, running, serve, campaignRow } = ads;

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
      expect((await inject(method, url, ads.member, payload)).statusCode).toBe(403);
    }
    expect((await campaignRow(id)).title).toBe('Wings on Elmwood');
  });

  it('activation checks the dates and the creative', async () => {
    const noTarget = await inject('POST', '/api/admin/ad-campaigns', ads.admin, { ...base, targetUrl: '' });
    const res = await inject('POST', `/api/admin/ad-campaigns/${noTarget.json().id}/activate`, ads.admin, {
      complimentary: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'targetUrl' })]);

    const over = await inject('POST', '/api/admin/ad-campaigns', ads.admin, {
      ...base,
      startDate: '2026-05-01',
      endDate: '2026-05-10',
    });
    const ended = await inject('POST', `/api/admin/ad-campaigns/${over.json().id}/activate`, ads.admin, {
      complimentary: true,
    });
    expect(ended.json().errors).toEqual([expect.objectContaining({ path: 'endDate' })]);
    const noFlag = await inject('POST', `/api/admin/ad-campaigns/${over.json().id}/activate`, ads.admin, {});
    expect(noFlag.statusCode).toBe(400);

    const soon = await running({ startDate: '2026-06-05' });
    const [view] = (await inject('GET', '/api/admin/ad-campaigns', ads.admin)).json();
    expect(view).toMatchObject({ id: soon, state: 'scheduled', complimentary: true });
    expect(
      (await inject('POST', `/api/admin/ad-campaigns/${soon}/activate`, ads.admin, { complimentary: true })).statusCode,
    ).toBe(409);
  });

  it('pause and resume; a paid-for price never moves; only drafts are deleted', async () => {
    const id = await running();
    expect((await inject('POST', `/api/admin/ad-campaigns/${id}/pause`, ads.admin)).json().state).toBe('paused');
    expect((await serve()).ad).toBeNull();
    expect((await inject('POST', `/api/admin/ad-campaigns/${id}/resume`, ads.admin)).json().state).toBe('running');
    expect((await serve()).ad?.id).toBe(id);

    const edited = await inject('PATCH', `/api/admin/ad-campaigns/${id}`, ads.admin, {
      title: 'Wings and Beer',
      endDate: '2026-06-20',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Wings and Beer', endDate: '2026-06-20' });
    expect((await inject('PATCH', `/api/admin/ad-campaigns/${id}`, ads.admin, { status: 'paid' })).statusCode).toBe(
      400,
    );

    // A campaign in checkout (or paid) keeps its number of days.
    const [row] = await ads.t.database.db
      .insert(adCampaigns)
      .values({ ...base, budget: '100', costPerClick: '0.5', totalCost: '2025.00', status: 'paid' })
      .returning();
    const longer = await inject('PATCH', `/api/admin/ad-campaigns/${row!.id}`, ads.admin, { endDate: '2026-06-30' });
    expect(longer.statusCode).toBe(409);
    expect(longer.json().code).toBe('PRICE_WOULD_CHANGE');
    expect(longer.json().message).toContain('$2,025.00');
    const moved = await inject('PATCH', `/api/admin/ad-campaigns/${row!.id}`, ads.admin, {
      startDate: '2026-06-03',
      endDate: '2026-06-12',
    });
    expect(moved.json()).toMatchObject({ startDate: '2026-06-03', endDate: '2026-06-12', totalCost: 2025 });

    expect((await inject('DELETE', `/api/admin/ad-campaigns/${id}`, ads.admin)).statusCode).toBe(409);
    const draft = (await inject('POST', '/api/admin/ad-campaigns', ads.admin, base)).json().id;
    expect((await inject('DELETE', `/api/admin/ad-campaigns/${draft}`, ads.admin)).statusCode).toBe(204);
    expect((await inject('DELETE', `/api/admin/ad-campaigns/${draft}`, ads.admin)).statusCode).toBe(404);
  });
});
