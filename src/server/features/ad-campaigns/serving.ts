/**
 * Ad serving: choosing a banner for a slot (weighed by what each campaign paid per day), the signed
 * tokens a served banner carries, and the frequency cap in the reader's browser. Counting what was
 * seen and clicked is in counting.ts.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adCampaigns } from '../../db/schema';
import { dayInTimeZone } from '../../../shared/zoned-days';
import { AD_VISITOR_DAILY_CAP, normalizePage, SERVING_STATUSES, type ServedAd } from '../../../shared/ad-serving';
import { isUploadUrl } from '../../../shared/newsroom/images';
import {
  priceCampaign,
  toCents,
  type AdCampaignSize,
  type AdFrequency,
  type AdPlacement,
} from '../../../shared/ad-campaigns';
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

/**
 * The SQL condition of a campaign that runs today: paid or complimentary, not paused, on one of the
 * days it was charged for (start date up to the day before the end date), under its limits.
 */
export const runsOn = (today: string) =>
  and(
    inArray(adCampaigns.status, [...SERVING_STATUSES]),
    isNull(adCampaigns.pausedAt),
    lte(adCampaigns.startDate, today),
    gt(adCampaigns.endDate, today),
    lt(adCampaigns.impressions, adCampaigns.maxImpressions),
    sql`${adCampaigns.clicks} * ${adCampaigns.costPerClick} < ${adCampaigns.budget}`,
  );

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
        runsOn(today),
        eq(adCampaigns.placement, slot.placement),
        eq(adCampaigns.adSize, slot.size),
        sql`${adCampaigns.targetCities} @> ${JSON.stringify([slot.city])}::jsonb`,
        sql`${adCampaigns.targetUrl} is not null and ${adCampaigns.targetUrl} <> ''`,
      ),
    );
  const page = normalizePage(slot.page);
  return rows.filter((row) => row.targetPages.length === 0 || row.targetPages.some((p) => normalizePage(p) === page));
}

/**
 * A campaign's share of the serves is its price per day, what was paid for each day it runs (spec
 * 001's formula, so size, placement and frequency all count); fields nobody paid for (budget, cost
 * per click, impressions) never buy exposure.
 */
export function servingWeight(row: Pick<Row, 'adSize' | 'placement' | 'frequency'>): number {
  const perDay = priceCampaign({
    adSize: row.adSize as AdCampaignSize,
    placement: row.placement as AdPlacement,
    frequency: row.frequency as AdFrequency,
    startDate: null,
    endDate: null,
    needsCreativeService: false,
  }).perDay;
  return Number.isFinite(perDay) ? toCents(perDay) : 0;
}

/**
 * A fair choice: each campaign's chance is its share of the total weight. `pick` is a whole
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
    candidates.map((row) => ({ item: row, weight: servingWeight(row) })),
    (total) => randomInt(total),
  );
  if (!chosen) return { ad: null, cap: null };
  seen.delete(chosen.id); // re-inserted last, so the newest survive the cookie's size limit
  seen.set(chosen.id, (readCap(capCookie, day).get(chosen.id) ?? 0) + 1);
  return { ad: toServedAd(chosen, issueToken(deps.secret, chosen.id, deps.now)), cap: writeCap(seen, day) };
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
