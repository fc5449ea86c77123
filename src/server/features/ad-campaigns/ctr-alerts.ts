/**
 * An alert for staff when a campaign's click-through rate jumps: today's rate far above its own rate
 * over the week before (or, without that history, far above what display ads see), once enough clicks
 * came in to mean something. Scripted clicks show up this way before they spend much.
 */
import { and, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adCampaignDailyStats } from '../../db/schema';
import { clickThroughRate } from '../../../shared/ad-serving';

/** Fewer clicks in a day say nothing about the rate. */
const CTR_ALERT_MIN_CLICKS = 5;
/** Impressions over the week before that make the campaign's own rate the yardstick. */
const HISTORY_MIN_IMPRESSIONS = 100;
/** Without history: display ads rarely reach a rate of 1%, so 10% is a jump for any of them. */
const ALERT_RATE_WITHOUT_HISTORY = 10;

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

interface Figures {
  impressions: number;
  clicks: number;
}

/** The alert's text when today's rate jumped, or null. */
function ctrAlert(today: Figures, weekBefore: Figures): string | null {
  if (today.clicks < CTR_ALERT_MIN_CLICKS) return null;
  const rate = clickThroughRate(today.clicks, today.impressions);
  const hasHistory = weekBefore.impressions >= HISTORY_MIN_IMPRESSIONS;
  const usual = clickThroughRate(weekBefore.clicks, weekBefore.impressions);
  const limit = hasHistory ? Math.max(usual * 2, usual + 5) : ALERT_RATE_WITHOUT_HISTORY;
  if (today.impressions > 0 && rate < limit) return null;
  const against = hasHistory ? `${usual}% over the 7 days before` : 'a usual rate below 1% for display ads';
  return `Click-through rate jumped to ${rate}% today (${today.clicks} clicks, ${today.impressions} impressions), against ${against}. Check for scripted clicks before it spends more.`;
}

/** The alerts of the given campaigns for `today`, by campaign id. */
export async function ctrAlerts(db: Db, campaignIds: string[], today: string): Promise<Map<string, string>> {
  const alerts = new Map<string, string>();
  if (campaignIds.length === 0) return alerts;
  const rows = await db
    .select()
    .from(adCampaignDailyStats)
    .where(
      and(
        inArray(adCampaignDailyStats.campaignId, campaignIds),
        gte(adCampaignDailyStats.day, addDays(today, -7)),
        lte(adCampaignDailyStats.day, today),
      ),
    );
  for (const id of campaignIds) {
    const mine = rows.filter((r) => r.campaignId === id);
    const todays = mine.find((r) => r.day === today) ?? { impressions: 0, clicks: 0 };
    const before = mine
      .filter((r) => r.day !== today)
      .reduce((sum, r) => ({ impressions: sum.impressions + r.impressions, clicks: sum.clicks + r.clicks }), {
        impressions: 0,
        clicks: 0,
      });
    const alert = ctrAlert(todays, before);
    if (alert) alerts.set(id, alert);
  }
  return alerts;
}
