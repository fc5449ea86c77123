/** A campaign's daily stats (JSON and CSV) and the desk's campaign list as a spreadsheet. */
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adCampaignDailyStats, adCampaigns } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { campaignDays, STATS_MAX_DAYS, type CampaignStats, type CampaignView } from '../../../shared/ad-campaigns';
import { clickThroughRate } from '../../../shared/ad-serving';
import { magazineDay } from './serving';

type Row = typeof adCampaigns.$inferSelect;

const cents = (dollars: number) => Math.round(dollars * 100);

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Daily figures from..to (both included; by default the campaign's days so far), days without any at zero. */
export async function campaignStats(
  db: Db,
  row: Row,
  range: { from?: string; to?: string },
  now: Date,
): Promise<CampaignStats> {
  const today = magazineDay(now);
  const from = range.from ?? row.startDate;
  const lastDay = row.endDate > row.startDate ? addDays(row.endDate, -1) : row.startDate;
  const to = range.to ?? (today < row.startDate ? row.startDate : today > lastDay ? lastDay : today);
  const span = campaignDays(from, to);
  if (span < 0 || span >= STATS_MAX_DAYS)
    throw new AppError('STATS_RANGE_INVALID', 400, `Choose a range of 1 to ${STATS_MAX_DAYS} days, from before to.`, [
      { path: span < 0 ? 'to' : 'from', message: span < 0 ? 'To is before from' : 'The range is too long' },
    ]);
  const rows = await db
    .select()
    .from(adCampaignDailyStats)
    .where(
      and(
        eq(adCampaignDailyStats.campaignId, row.id),
        gte(adCampaignDailyStats.day, from),
        lte(adCampaignDailyStats.day, to),
      ),
    )
    .orderBy(asc(adCampaignDailyStats.day));
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const cpc = cents(Number(row.costPerClick));
  const figures = (impressions: number, clicks: number) => ({
    impressions,
    clicks,
    ctr: clickThroughRate(clicks, impressions),
    spend: (clicks * cpc) / 100,
  });
  const days = Array.from({ length: span + 1 }, (_, i) => {
    const day = addDays(from, i);
    const r = byDay.get(day);
    return { day, ...figures(r?.impressions ?? 0, r?.clicks ?? 0) };
  });
  const sum = (k: 'impressions' | 'clicks') => days.reduce((n, d) => n + d[k], 0);
  return { campaignId: row.id, from, to, days, totals: figures(sum('impressions'), sum('clicks')) };
}

/** A spreadsheet cell that cannot start a formula. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
export const toCsv = (rows: (string | number)[][]) => rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';

export const statsCsv = (stats: CampaignStats) =>
  toCsv([
    ['date', 'impressions', 'clicks', 'ctr_percent', 'spend_usd'],
    ...stats.days.map((d) => [d.day, d.impressions, d.clicks, d.ctr, d.spend.toFixed(2)]),
  ]);

export const campaignsCsv = (views: CampaignView[]) =>
  toCsv([
    [
      'campaign',
      'advertiser',
      'status',
      'start',
      'end',
      'impressions',
      'clicks',
      'ctr_percent',
      'spend_usd',
      'remaining_usd',
    ],
    ...views.map((v) => [
      v.title,
      v.advertiserName,
      v.state,
      v.startDate,
      v.endDate,
      v.impressions,
      v.clicks,
      v.ctr,
      v.spend.toFixed(2),
      v.remainingBudget.toFixed(2),
    ]),
  ]);

/** A file name made of the title's letters and digits. */
export const csvFileName = (title: string, suffix: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'campaign'
  }-${suffix}.csv`;

// ---------------------------------------------------------------------------------------------
// The review desk's decision on self-serve creative.
