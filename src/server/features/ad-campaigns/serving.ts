/**
 * Ad serving: choosing a banner for a slot, counting what readers actually saw (impression beacons)
 * and clicked (our click link), each served token once. Figures land on the campaign row (so serving
 * stops at its limits) and in one row per campaign and day (the stats).
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adCampaignDailyStats, adCampaigns, adCountedTokens } from '../../db/schema';
import { dayInTimeZone } from '../../../shared/dates';
import { isUploadUrl } from '../../../shared/newsroom/images';
import {
  AD_VISITOR_DAILY_CAP,
  normalizePage,
  SERVING_STATUSES,
  spentCents,
  type ServedAd,
} from '../../../shared/ad-serving';
import type { AdCampaignSize, AdPlacement } from '../../../shared/ad-campaigns';
import type { City } from '../../../shared/cities';

type Row = typeof adCampaigns.$inferSelect;

/** A served banner's token stays good this long (a reader may scroll to the ad a while later). */
export const TOKEN_TTL_MS = 30 * 60_000;
/** The frequency cap's cookie: "<day>~<campaign id>:<times shown>,...", nothing about the person. */
export const CAP_COOKIE = 'bl_adcap';
const CAP_COOKIE_MAX_ENTRIES = 40;

/** The magazine's calendar day (all five cities keep Eastern time). */
export const magazineDay = (now: Date) => dayInTimeZone(now);

// ---------------------------------------------------------------------------------------------
// Tokens: "<campaign id>.<expiry ms>.<nonce>.<signature>", signed with the site's secret.

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`ad-token:${payload}`).digest('base64url').slice(0, 32);

export function issueToken(secret: string, campaignId: string, now: Date): string {
  const payload = `${campaignId}.${now.getTime() + TOKEN_TTL_MS}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The token's campaign, expiry and nonce when its signature holds and it has not expired; null otherwise. */
export function readToken(secret: string, token: string, now: Date) {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [campaignId = '', expires = '', nonce = '', signature = ''] = parts;
  const expected = Buffer.from(sign(secret, `${campaignId}.${expires}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const expiresAt = Number(expires);
  if (!Number.isSafeInteger(expiresAt) || expiresAt <= now.getTime()) return null;
  return { campaignId, expiresAt: new Date(expiresAt), nonce };
}

// ---------------------------------------------------------------------------------------------
// The frequency cap, kept in the reader's own browser.

export function readCap(raw: string | undefined, day: string): Map<string, number> {
  const seen = new Map<string, number>();
  if (!raw) return seen;
  const [cookieDay, list = ''] = raw.split('~');
  if (cookieDay !== day) return seen;
  for (const entry of list.split(',')) {
    const [id, count] = entry.split(':');
    const n = Number(count);
    if (id && Number.isInteger(n) && n > 0) seen.set(id, n);
  }
  return seen;
}

export function writeCap(seen: Map<string, number>, day: string): string {
  const entries = [...seen].slice(-CAP_COOKIE_MAX_ENTRIES).map(([id, n]) => `${id}:${n}`);
  return `${day}~${entries.join(',')}`;
}

// ---------------------------------------------------------------------------------------------
// Choosing.

const remainingCents = (row: Row) => {
  const figures = { clicks: row.clicks, costPerClick: Number(row.costPerClick), budget: Number(row.budget) };
  return Math.round(figures.budget * 100) - spentCents(figures);
};

/** Campaigns that may fill the slot now: running, matching, under their limits. */
export async function eligibleCampaigns(
  db: Db,
  slot: { placement: AdPlacement; size: AdCampaignSize; page: string; city: City },
  today: string,
): Promise<Row[]> {
  const rows = await db
    .select()
    .from(adCampaigns)
    .where(
      and(
        inArray(adCampaigns.status, [...SERVING_STATUSES]),
        isNull(adCampaigns.pausedAt),
        eq(adCampaigns.placement, slot.placement),
        eq(adCampaigns.adSize, slot.size),
        lte(adCampaigns.startDate, today),
        gte(adCampaigns.endDate, today),
        lt(adCampaigns.impressions, adCampaigns.maxImpressions),
        sql`${adCampaigns.targetCities} @> ${JSON.stringify([slot.city])}::jsonb`,
        sql`${adCampaigns.targetUrl} is not null and ${adCampaigns.targetUrl} <> ''`,
      ),
    );
  const page = normalizePage(slot.page);
  return rows.filter(
    (row) =>
      remainingCents(row) > 0 &&
      (row.targetPages.length === 0 || row.targetPages.some((p) => normalizePage(p) === page)),
  );
}

/**
 * A fair choice: each campaign's chance is its share of the remaining budget. `pick` is a whole
 * number below the total weight (random in production, given in tests).
 */
export function chooseWeighted<T>(items: { item: T; weight: number }[], pick: (total: number) => number): T | null {
  const live = items.filter((i) => i.weight > 0);
  const total = live.reduce((sum, i) => sum + i.weight, 0);
  if (total <= 0) return null;
  let at = pick(total);
  for (const i of live) {
    if (at < i.weight) return i.item;
    at -= i.weight;
  }
  return live[live.length - 1]?.item ?? null;
}

export function toServedAd(row: Row, token: string): ServedAd {
  return {
    id: row.id,
    title: row.title,
    description: row.description ?? '',
    ctaText: row.ctaText || 'Learn More',
    // Only pictures the site stored show (the CSP blocks others): an old campaign's outside address runs text-only.
    imageUrl: isUploadUrl(row.imageUrl) ? row.imageUrl : null,
    backgroundColor: row.backgroundColor,
    clickUrl: `/api/ads/${encodeURIComponent(row.id)}/click?t=${encodeURIComponent(token)}`,
    token,
  };
}

/** The banner for a slot (or null: the slot shows the house ad), and the visitor's updated cap. */
export async function serveAd(
  deps: { db: Db; secret: string; now: Date },
  slot: { placement: AdPlacement; size: AdCampaignSize; page: string; city: City },
  capCookie: string | undefined,
): Promise<{ ad: ServedAd | null; cap: string | null }> {
  const day = magazineDay(deps.now);
  const seen = readCap(capCookie, day);
  const candidates = (await eligibleCampaigns(deps.db, slot, day)).filter(
    (row) => (seen.get(row.id) ?? 0) < AD_VISITOR_DAILY_CAP,
  );
  const chosen = chooseWeighted(
    candidates.map((row) => ({ item: row, weight: remainingCents(row) })),
    (total) => randomInt(total),
  );
  if (!chosen) return { ad: null, cap: null };
  seen.delete(chosen.id); // re-inserted last, so the newest survive the cookie's size limit
  seen.set(chosen.id, (readCap(capCookie, day).get(chosen.id) ?? 0) + 1);
  return { ad: toServedAd(chosen, issueToken(deps.secret, chosen.id, deps.now)), cap: writeCap(seen, day) };
}

// ---------------------------------------------------------------------------------------------
// Counting.

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

/** Records the token as used for this purpose; false when it was used before. */
async function useToken(db: Db, nonce: string, kind: 'i' | 'c', expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(adCountedTokens)
    .values({ id: `${nonce}:${kind}`, expiresAt })
    .onConflictDoNothing()
    .returning({ id: adCountedTokens.id });
  return inserted.length > 0;
}

/**
 * Counts the impressions of a beacon: each valid, unexpired token once, while its campaign is under
 * its impression limit. Answers how many were counted.
 */
export async function countImpressions(deps: { db: Db; secret: string; now: Date }, tokens: string[]) {
  const day = magazineDay(deps.now);
  const valid = [...new Set(tokens)]
    .map((token) => readToken(deps.secret, token, deps.now))
    .filter((t): t is NonNullable<typeof t> => t !== null);
  let counted = 0;
  if (valid.length) {
    await deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      for (const token of valid) {
        if (!(await useToken(tx, token.nonce, 'i', token.expiresAt))) continue;
        const updated = await tx
          .update(adCampaigns)
          .set({ impressions: sql`${adCampaigns.impressions} + 1` })
          .where(
            and(
              eq(adCampaigns.id, token.campaignId),
              inArray(adCampaigns.status, [...SERVING_STATUSES]),
              lt(adCampaigns.impressions, adCampaigns.maxImpressions),
            ),
          )
          .returning({ id: adCampaigns.id });
        if (!updated.length) continue;
        await bumpDay(tx, token.campaignId, day, 'impressions');
        counted += 1;
      }
    });
  }
  // Used tokens are kept only while they could still be replayed.
  await deps.db.delete(adCountedTokens).where(lt(adCountedTokens.expiresAt, deps.now));
  return counted;
}

/** The campaign's own target as a redirect target (absolute http(s), ASCII only), or null. */
export function ownTarget(row: Pick<Row, 'targetUrl'>): string | null {
  if (!row.targetUrl) return null;
  try {
    const url = new URL(row.targetUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A click on a served banner: counted once per served token while the budget lasts; the answer is
 * the campaign's own target URL (never one taken from the request), or null for an unknown campaign.
 */
export async function recordClick(
  deps: { db: Db; secret: string; now: Date },
  campaignId: string,
  token: string | undefined,
): Promise<{ target: string; counted: boolean } | null> {
  const [row] = await deps.db.select().from(adCampaigns).where(eq(adCampaigns.id, campaignId)).limit(1);
  const target = row && (SERVING_STATUSES as readonly string[]).includes(row.status) ? ownTarget(row) : null;
  if (!row || !target) return null;
  const read = token ? readToken(deps.secret, token, deps.now) : null;
  if (!read || read.campaignId !== row.id) return { target, counted: false };
  const counted = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    if (!(await useToken(tx, read.nonce, 'c', read.expiresAt))) return false;
    const updated = await tx
      .update(adCampaigns)
      .set({ clicks: sql`${adCampaigns.clicks} + 1` })
      .where(
        and(
          eq(adCampaigns.id, row.id),
          // Counted while the budget lasts; spend is shown capped at the budget.
          sql`${adCampaigns.clicks} * ${adCampaigns.costPerClick} < ${adCampaigns.budget}`,
        ),
      )
      .returning({ id: adCampaigns.id });
    if (!updated.length) return false;
    await bumpDay(tx, row.id, magazineDay(deps.now), 'clicks');
    return true;
  });
  return { target, counted };
}
