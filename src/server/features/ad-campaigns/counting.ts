/**
 * Counting what readers saw (impression beacons) and clicked (our click link). Each served token
 * counts once; a click counts only after its impression did; only a campaign that runs today counts
 * anything; and per visitor, per network (IPv6 by /64) and per campaign minute the counts are capped,
 * so dropping the frequency cookie or scripting clicks does not inflate the figures an advertiser pays by.
 * Figures land on the campaign row (so serving stops at its limits) and in one row per campaign and day.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adCampaignDailyStats, adCampaigns, adCountedTokens, adVisitorCounts } from '../../db/schema';
import { AD_VISITOR_DAILY_CAP, SERVING_STATUSES } from '../../../shared/ad-serving';
import { magazineDay, ownTarget, readToken, runsOn } from './serving';
import { adVisitor, type AdVisitor } from './visitor';

/** Impressions one network counts for one campaign a day (a household or office shares an address). */
const AD_NETWORK_DAILY_IMPRESSIONS = 10;
/** Clicks one visitor counts for one campaign a day. */
const AD_VISITOR_DAILY_CLICKS = 1;
/** Clicks one network counts for one campaign a day. */
const AD_NETWORK_DAILY_CLICKS = 3;
/** Clicks one campaign counts a minute, from everyone together. */
const AD_CAMPAIGN_CLICKS_PER_MINUTE = 5;

interface CountDeps {
  db: Db;
  secret: string;
  now: Date;
}
/** Where a beacon or click came from: the address and the browser's user agent. */
export interface Origin {
  ip: string;
  userAgent: string | undefined;
}

async function bumpDay(db: Db, campaignId: string, day: string, field: 'impressions' | 'clicks') {
  const column = adCampaignDailyStats[field];
  await db
    .insert(adCampaignDailyStats)
    .values({ campaignId, day, [field]: 1 })
    .onConflictDoUpdate({
      target: [adCampaignDailyStats.campaignId, adCampaignDailyStats.day],
      set: { [field]: sql`${column} + 1` },
    });
}

/** Records a token mark ("<nonce>:<kind>"); false when it was recorded before. */
async function mark(db: Db, nonce: string, kind: 'i' | 'c' | 'seen', expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(adCountedTokens)
    .values({ id: `${nonce}:${kind}`, expiresAt })
    .onConflictDoNothing()
    .returning({ id: adCountedTokens.id });
  return inserted.length > 0;
}

/** Locks the campaign's row while it runs today (so its caps are checked one count at a time), or false. */
async function lockRunning(tx: Db, campaignId: string, day: string): Promise<boolean> {
  const rows = await tx
    .select({ id: adCampaigns.id })
    .from(adCampaigns)
    .where(and(eq(adCampaigns.id, campaignId), runsOn(day)))
    .for('update');
  return rows.length > 0;
}

/** Takes one from each cap, or nothing when any of them is used up. Call with the campaign locked. */
async function takeCaps(tx: Db, campaignId: string, day: string, caps: [key: string, max: number][]) {
  const keys = caps.map(([key]) => key);
  const rows = await tx
    .select({ key: adVisitorCounts.key, count: adVisitorCounts.count })
    .from(adVisitorCounts)
    .where(
      and(eq(adVisitorCounts.campaignId, campaignId), eq(adVisitorCounts.day, day), inArray(adVisitorCounts.key, keys)),
    );
  const used = new Map(rows.map((r) => [r.key, r.count]));
  if (caps.some(([key, max]) => (used.get(key) ?? 0) >= max)) return false;
  for (const key of keys) {
    await tx
      .insert(adVisitorCounts)
      .values({ campaignId, day, key, count: 1 })
      .onConflictDoUpdate({
        target: [adVisitorCounts.campaignId, adVisitorCounts.day, adVisitorCounts.key],
        set: { count: sql`${adVisitorCounts.count} + 1` },
      });
  }
  return true;
}

const impressionCaps = (who: AdVisitor): [string, number][] => [
  [`i:v:${who.visitor}`, AD_VISITOR_DAILY_CAP],
  [`i:n:${who.network}`, AD_NETWORK_DAILY_IMPRESSIONS],
];
const clickCaps = (who: AdVisitor, now: Date): [string, number][] => [
  [`c:v:${who.visitor}`, AD_VISITOR_DAILY_CLICKS],
  [`c:n:${who.network}`, AD_NETWORK_DAILY_CLICKS],
  [`c:m:${now.toISOString().slice(11, 16)}`, AD_CAMPAIGN_CLICKS_PER_MINUTE],
];

/** Answers how many of a beacon's tokens were counted. */
export async function countImpressions(deps: CountDeps, tokens: string[], origin: Origin) {
  const day = magazineDay(deps.now);
  const who = adVisitor(deps.secret, day, origin.ip, origin.userAgent);
  const valid = [...new Set(tokens)]
    .map((token) => readToken(deps.secret, token, deps.now))
    .filter((t): t is NonNullable<typeof t> => t !== null);
  let counted = 0;
  for (const token of valid) {
    const done = await deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      if (!(await mark(tx, token.nonce, 'i', token.expiresAt))) return false;
      if (!(await lockRunning(tx, token.campaignId, day))) return false;
      if (!(await takeCaps(tx, token.campaignId, day, impressionCaps(who)))) return false;
      await tx
        .update(adCampaigns)
        .set({ impressions: sql`${adCampaigns.impressions} + 1` })
        .where(eq(adCampaigns.id, token.campaignId));
      await bumpDay(tx, token.campaignId, day, 'impressions');
      // What a click on this banner checks: its impression was counted.
      await mark(tx, token.nonce, 'seen', token.expiresAt);
      return true;
    });
    if (done) counted += 1;
  }
  // Used tokens are kept only while they could still be replayed, caps only for today and yesterday.
  await deps.db.delete(adCountedTokens).where(lt(adCountedTokens.expiresAt, deps.now));
  const yesterday = magazineDay(new Date(deps.now.getTime() - 86_400_000));
  await deps.db.delete(adVisitorCounts).where(lt(adVisitorCounts.day, yesterday));
  return counted;
}

async function impressionCounted(db: Db, nonce: string): Promise<boolean> {
  const rows = await db
    .select({ id: adCountedTokens.id })
    .from(adCountedTokens)
    .where(eq(adCountedTokens.id, `${nonce}:seen`))
    .limit(1);
  return rows.length > 0;
}

/**
 * A click on a served banner: counted at most once per token, after its impression, within the caps
 * and while the campaign runs and its budget lasts. The answer is the campaign's own target URL
 * (never one taken from the request), or null for an unknown campaign.
 */
export async function recordClick(
  deps: CountDeps,
  campaignId: string,
  token: string | undefined,
  origin: Origin,
): Promise<{ target: string; counted: boolean } | null> {
  const [row] = await deps.db.select().from(adCampaigns).where(eq(adCampaigns.id, campaignId)).limit(1);
  const target = row && (SERVING_STATUSES as readonly string[]).includes(row.status) ? ownTarget(row) : null;
  if (!row || !target) return null;
  const read = token ? readToken(deps.secret, token, deps.now) : null;
  if (!read || read.campaignId !== row.id) return { target, counted: false };
  const day = magazineDay(deps.now);
  const who = adVisitor(deps.secret, day, origin.ip, origin.userAgent);
  const counted = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    if (!(await impressionCounted(tx, read.nonce))) return false;
    if (!(await mark(tx, read.nonce, 'c', read.expiresAt))) return false;
    if (!(await lockRunning(tx, row.id, day))) return false;
    if (!(await takeCaps(tx, row.id, day, clickCaps(who, deps.now)))) return false;
    await tx
      .update(adCampaigns)
      .set({ clicks: sql`${adCampaigns.clicks} + 1` })
      .where(eq(adCampaigns.id, row.id));
    await bumpDay(tx, row.id, day, 'clicks');
    return true;
  });
  return { target, counted };
}
