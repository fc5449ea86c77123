import { describe, expect, it } from 'vitest';
import {
  adCampaignFormSchema,
  campaignDays,
  campaignRun,
  priceCampaign,
  toCents,
  type PriceInput,
} from './ad-campaigns';
import { campaignState } from './ad-serving';

const base: PriceInput = {
  adSize: 'leaderboard',
  placement: 'header',
  frequency: 'daily',
  startDate: '2026-06-01',
  endDate: '2026-06-11',
  needsCreativeService: false,
};

describe('priceCampaign (spec 001 section 9)', () => {
  it('prices the defaults: 150 x 1 x 1.5 x 1 per day over 10 days', () => {
    expect(priceCampaign(base)).toEqual({ perDay: 225, days: 10, subtotal: 2250, creativeFee: 0, total: 2250 });
  });

  it.each([
    ['leaderboard', 150],
    ['rectangle', 80],
    ['skyscraper', 108],
    ['mobile', 48],
    ['square', 63],
  ] as const)('%s costs %d a day before placement and frequency', (adSize, perDay) => {
    expect(priceCampaign({ ...base, adSize, placement: 'footer' }).perDay).toBeCloseTo(perDay, 10);
  });

  it.each([
    ['header', 225],
    ['sidebar', 180],
    ['content', 195],
    ['footer', 150],
  ] as const)('placement %s gives %d a day for a leaderboard', (placement, perDay) => {
    expect(priceCampaign({ ...base, placement }).perDay).toBeCloseTo(perDay, 10);
  });

  it.each([
    ['daily', 2250],
    ['weekly', 1800],
    ['monthly', 1350],
  ] as const)('frequency %s totals %d over 10 days', (frequency, total) => {
    expect(priceCampaign({ ...base, frequency }).total).toBeCloseTo(total, 10);
  });

  it('adds $75 for the creative service', () => {
    const priced = priceCampaign({ ...base, needsCreativeService: true });
    expect(priced.creativeFee).toBe(75);
    expect(priced.total).toBe(2325);
  });

  it('is 0 when a date is missing or the days are not positive, even with the creative service', () => {
    for (const dates of [
      { startDate: '', endDate: '2026-06-11' },
      { startDate: '2026-06-01', endDate: null },
      { startDate: '2026-06-01', endDate: '2026-06-01' },
      { startDate: '2026-06-11', endDate: '2026-06-01' },
      { startDate: 'soon', endDate: '2026-06-11' },
    ]) {
      expect(priceCampaign({ ...base, ...dates, needsCreativeService: true }).total).toBe(0);
    }
  });

  it('counts calendar days across a month end and a daylight-saving change', () => {
    expect(campaignDays('2026-01-30', '2026-02-02')).toBe(3);
    expect(campaignDays('2026-03-07', '2026-03-09')).toBe(2);
  });
});

describe('toCents', () => {
  it('rounds to whole cents', () => {
    expect(toCents(2325)).toBe(232500);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(63 * 1.2 * 0.8 * 3)).toBe(18144);
    expect(toCents(10.005)).toBe(1001);
  });
});

describe('adCampaignFormSchema (spec 001 section 5)', () => {
  const valid = {
    title: 'Spring Sale',
    advertiserName: 'Corner Bakery',
    advertiserEmail: 'owner@bakery.test',
    imageUrl: '',
    targetUrl: 'https://bakery.test',
    backgroundColor: '#7a1428',
    adSize: 'leaderboard',
    placement: 'header',
    targetCities: ['rochester'],
    startDate: '2026-06-01',
    endDate: '2026-06-11',
    budget: '100',
    costPerClick: 0.5,
    maxImpressions: 1000,
    frequency: 'daily',
  };
  const messages = (input: object) => {
    const result = adCampaignFormSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it('accepts a complete form and turns numeric text into numbers', () => {
    const parsed = adCampaignFormSchema.parse(valid);
    expect(parsed.budget).toBe(100);
    expect(parsed.needsCreativeService).toBe(false);
  });

  it('says which numbers must be positive', () => {
    expect(messages({ ...valid, budget: 0, costPerClick: '-1', maxImpressions: '' })).toEqual([
      'Budget must be a positive number',
      'Cost per click must be a positive number',
      'Max impressions must be a positive number',
    ]);
  });

  it('requires the title, advertiser, a valid e-mail and valid URLs', () => {
    expect(
      messages({
        ...valid,
        title: ' ',
        advertiserName: '',
        advertiserEmail: 'nope',
        targetUrl: 'bakery',
        targetCities: [],
      }),
    ).toEqual([
      'Title is required',
      'Advertiser name is required',
      'Please enter a valid email address',
      'Please enter a valid URL',
      'Target cities are required',
    ]);
  });

  it('rejects an unknown frequency', () => {
    expect(messages({ ...valid, frequency: 'hourly' })).toEqual(['Frequency must be daily, weekly or monthly']);
  });
});

describe('the days charged are the days shown (issue 38 item 18)', () => {
  const running = {
    status: 'paid',
    startDate: '2026-11-28',
    endDate: '2026-12-04',
    paused: false,
    impressions: 0,
    maxImpressions: 1000,
    clicks: 0,
    costPerClick: 0.5,
    budget: 100,
  };
  it('Nov 28 to Dec 4 is charged 6 days and shown on 6: Nov 28 to Dec 3', () => {
    expect(priceCampaign({ ...base, startDate: '2026-11-28', endDate: '2026-12-04' }).days).toBe(6);
    expect(campaignRun('2026-11-28', '2026-12-04')).toEqual({
      days: 6,
      firstDay: 'Nov 28, 2026',
      lastDay: 'Dec 3, 2026',
    });
    expect(campaignState(running, '2026-11-27')).toBe('scheduled');
    expect(campaignState(running, '2026-11-28')).toBe('running');
    expect(campaignState(running, '2026-12-03')).toBe('running');
    expect(campaignState(running, '2026-12-04')).toBe('ended');
  });
  it('a one-day campaign ends the next day and is priced for one day', () => {
    expect(priceCampaign({ ...base, startDate: '2026-11-28', endDate: '2026-11-29' }).total).toBe(225);
    expect(campaignRun('2026-11-28', '2026-11-29')).toMatchObject({ days: 1, lastDay: 'Nov 28, 2026' });
    expect(campaignRun('2026-11-28', '2026-11-28')).toBeNull();
  });
});
