/** Ad campaigns' sizes, placements and the one pricing rule (spec 001 section 9), and the days a campaign runs. */
import { formatDate } from './dates';

export const AD_CAMPAIGN_SIZES = ['leaderboard', 'rectangle', 'skyscraper', 'mobile', 'square'] as const;
export const AD_PLACEMENTS = ['header', 'sidebar', 'content', 'footer'] as const;
export const AD_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type AdCampaignSize = (typeof AD_CAMPAIGN_SIZES)[number];
export type AdPlacement = (typeof AD_PLACEMENTS)[number];
export type AdFrequency = (typeof AD_FREQUENCIES)[number];

/** Spec 001 section 9: base price per day and the size multiplier. */
export const SIZE_PRICING: Record<AdCampaignSize, { base: number; multiplier: number }> = {
  leaderboard: { base: 150, multiplier: 1 },
  rectangle: { base: 100, multiplier: 0.8 },
  skyscraper: { base: 120, multiplier: 0.9 },
  mobile: { base: 80, multiplier: 0.6 },
  square: { base: 90, multiplier: 0.7 },
};
export const PLACEMENT_MULTIPLIER: Record<AdPlacement, number> = { header: 1.5, sidebar: 1.2, content: 1.3, footer: 1 };
export const FREQUENCY_MULTIPLIER: Record<AdFrequency, number> = { daily: 1, weekly: 0.8, monthly: 0.6 };
export const CREATIVE_SERVICE_FEE = 75;
/** The browser key that carries a campaign from the builder to /ad-checkout. */
export const AD_CHECKOUT_STORAGE_KEY = 'ad-campaign-checkout';

export interface PriceInput {
  adSize: AdCampaignSize;
  placement: AdPlacement;
  frequency: AdFrequency;
  startDate?: string | null;
  endDate?: string | null;
  needsCreativeService: boolean;
}
export interface PriceBreakdown {
  perDay: number;
  days: number;
  subtotal: number;
  creativeFee: number;
  total: number;
}

const DAY_MS = 86_400_000;
/**
 * Milliseconds of a 'YYYY-MM-DD' date at UTC midnight, or NaN; UTC so a daylight-saving change never
 * adds a day. A date that does not exist (2026-02-30) is NaN too, not quietly moved to March.
 */
export function dayStart(value: string | null | undefined): number {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!m) return Number.NaN;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day
    ? ms
    : Number.NaN;
}

/** Number of campaign days: end minus start, rounded up (0 when a date is missing or invalid). */
export function campaignDays(startDate?: string | null, endDate?: string | null): number {
  const diff = dayStart(endDate) - dayStart(startDate);
  return Number.isFinite(diff) ? Math.ceil(diff / DAY_MS) : 0;
}

/** A day counted from midnight UTC, as the site writes a calendar date ("Nov 28, 2026"). */
const dayLabel = (ms: number) => formatDate(new Date(ms).toISOString().slice(0, 10));

/**
 * The days a campaign is shown, matching the days it is charged (spec 001: end minus start): from the
 * start date up to the day before the end date; on the end date it no longer shows. Null without a
 * positive number of days.
 */
export function campaignRun(startDate?: string | null, endDate?: string | null) {
  const days = campaignDays(startDate, endDate);
  if (days <= 0) return null;
  const first = dayStart(startDate);
  return {
    days,
    firstDay: dayLabel(first),
    lastDay: dayLabel(first + (days - 1) * DAY_MS),
  };
}

/** The days shown, for the checkout and the advertiser's list: "Nov 28, 2026 to Dec 3, 2026 (6 days)". */
export function runLabel(startDate?: string | null, endDate?: string | null): string {
  const run = campaignRun(startDate, endDate);
  if (!run) return 'No days chosen';
  return run.days === 1 ? `${run.firstDay} (1 day)` : `${run.firstDay} to ${run.lastDay} (${run.days} days)`;
}

/** Spec 001 section 9, exactly; the client shows it and the server recomputes it (never trusting the client). */
export function priceCampaign(input: PriceInput): PriceBreakdown {
  const size = SIZE_PRICING[input.adSize];
  const perDay =
    size.base * size.multiplier * PLACEMENT_MULTIPLIER[input.placement] * FREQUENCY_MULTIPLIER[input.frequency];
  const days = campaignDays(input.startDate, input.endDate);
  if (days <= 0) return { perDay, days: Math.max(days, 0), subtotal: 0, creativeFee: 0, total: 0 };
  const subtotal = perDay * days;
  const creativeFee = input.needsCreativeService ? CREATIVE_SERVICE_FEE : 0;
  return { perDay, days, subtotal, creativeFee, total: subtotal + creativeFee };
}

/** The payment amount in whole cents, rounded (spec 001 sections 7 and 9). */
export const toCents = (total: number) => Math.round(total * 100);

/** Dollars with cents, as shown on the builder and the checkout. */
export const formatUsd = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/**
 * Clicks are charged against the budget, and the budget is part of what was paid: a budget above the
 * campaign's price would buy exposure nobody paid for. The message when it is above, or null.
 */
export function budgetOverPrice(input: PriceInput & { budget: number }): string | null {
  const total = priceCampaign(input).total;
  if (total <= 0 || toCents(input.budget) <= toCents(total)) return null;
  return `Budget must be at most the campaign price (${formatUsd(total)})`;
}
