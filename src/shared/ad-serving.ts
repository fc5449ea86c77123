/**
 * Ad serving rules both sides share, kept free of zod so the reader's banner code stays small:
 * what a served banner carries, how a campaign's status and spend are worked out.
 */

/** The pages a campaign can target; an empty target list means every page. */
export const AD_PAGES = ['home', 'articles', 'businesses', 'events'] as const;

/** At most this many times a day one browser is shown the same campaign. */
export const AD_VISITOR_DAILY_CAP = 3;
/** Beacons carry at most this many impression tokens. */
export const AD_BEACON_MAX_TOKENS = 20;

/** GET /api/ads answers this: a paid banner, or null when the slot shows the site's own house ad. */
export interface ServedAd {
  id: string;
  title: string;
  description: string;
  ctaText: string;
  imageUrl: string | null;
  backgroundColor: string;
  /** Our click-counting link, which sends the reader on to the campaign's own site. */
  clickUrl: string;
  /** Signed and short-lived: the impression beacon sends it back, and it counts once. */
  token: string;
}

/** Where a campaign stands, as staff and advertisers see it. */
export const CAMPAIGN_STATES = [
  'draft',
  'awaiting_payment',
  'awaiting_approval',
  'scheduled',
  'running',
  'paused',
  'ended',
  'rejected',
] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

export const CAMPAIGN_STATE_LABELS: Record<CampaignState, string> = {
  draft: 'Draft',
  awaiting_payment: 'Awaiting payment',
  awaiting_approval: 'Awaiting approval',
  scheduled: 'Scheduled',
  running: 'Running',
  paused: 'Paused',
  ended: 'Ended',
  rejected: 'Rejected',
};

/** Stored statuses that let a campaign run (paid and cleared, or given free by an admin). */
export const SERVING_STATUSES = ['paid', 'complimentary'] as const;

/** A page path or name as a target key: "/" and "Home" are "home", "/articles/" is "articles". */
export function normalizePage(value: string): string {
  return (
    value
      .trim()
      .toLowerCase()
      .replace(/^\/+|\/+$/g, '') || 'home'
  );
}

/** What a campaign has spent, in cents: its clicks at its cost per click, never more than its budget. */
export function spentCents(c: { clicks: number; costPerClick: number; budget: number }): number {
  return Math.min(Math.round(c.clicks * Math.round(c.costPerClick * 100)), Math.round(c.budget * 100));
}

export interface StateInput {
  status: string;
  startDate: string;
  endDate: string;
  paused: boolean;
  impressions: number;
  maxImpressions: number;
  clicks: number;
  costPerClick: number;
  budget: number;
}

/**
 * A running campaign's status follows its dates and its limits; `today` is "YYYY-MM-DD". It runs from
 * its start date up to the day before its end date, the days it was charged for (end minus start).
 */
export function campaignState(c: StateInput, today: string): CampaignState {
  if (!(SERVING_STATUSES as readonly string[]).includes(c.status)) {
    return (CAMPAIGN_STATES as readonly string[]).includes(c.status) ? (c.status as CampaignState) : 'draft';
  }
  const exhausted = c.impressions >= c.maxImpressions || spentCents(c) >= Math.round(c.budget * 100);
  if (today >= c.endDate || exhausted) return 'ended';
  if (c.paused) return 'paused';
  return today < c.startDate ? 'scheduled' : 'running';
}

/** Click-through rate in percent with two decimals (0 without impressions). */
export const clickThroughRate = (clicks: number, impressions: number) =>
  impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 100 : 0;
