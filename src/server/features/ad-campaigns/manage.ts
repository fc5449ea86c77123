/**
 * Managing campaigns once saved: their figures and status, complimentary activation, pause and
 * resume, edits that never move a paid price, deleting drafts, the daily stats (JSON and CSV), and
 * the staff decision on a self-serve campaign's creative (a rejection refunds the payment).
 */
import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adCampaignDailyStats, adCampaigns, users, type User } from '../../db/schema';
import type { Payments } from '../../adapters/payments';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { Config } from '../../config';
import { renderEmail } from '../../platform/mail-layout';
import { enqueueMail, type QueuedMessage } from '../../platform/mail/queue';
import { siteUrl } from '../../platform/site-url';
import {
  campaignDays,
  formatUsd,
  priceCampaign,
  STATS_MAX_DAYS,
  type PriceInput,
  type CampaignEdit,
  type CampaignStats,
  type CampaignView,
} from '../../../shared/ad-campaigns';
import { campaignState, clickThroughRate, SERVING_STATUSES, spentCents } from '../../../shared/ad-serving';
import { toCampaign } from './service';
import { ctrAlerts } from './ctr-alerts';
import { magazineDay, ownTarget } from './serving';

type Row = typeof adCampaigns.$inferSelect;
type Actor = Pick<User, 'id' | 'firstName' | 'lastName'>;

const cents = (dollars: number) => Math.round(dollars * 100);

export function toView(row: Row, now: Date): CampaignView {
  const base = toCampaign(row);
  const spend = spentCents({ clicks: row.clicks, costPerClick: base.costPerClick, budget: base.budget });
  return {
    ...base,
    state: campaignState(
      {
        status: row.status,
        startDate: row.startDate,
        endDate: row.endDate,
        paused: row.pausedAt !== null,
        impressions: row.impressions,
        maxImpressions: row.maxImpressions,
        clicks: row.clicks,
        costPerClick: base.costPerClick,
        budget: base.budget,
      },
      magazineDay(now),
    ),
    impressions: row.impressions,
    clicks: row.clicks,
    ctr: clickThroughRate(row.clicks, row.impressions),
    spend: spend / 100,
    remainingBudget: Math.max(0, cents(base.budget) - spend) / 100,
    selfServe: row.selfServe,
    complimentary: row.status === 'complimentary',
    reviewNote: row.reviewNote,
    paidAt: row.paidAt?.toISOString() ?? null,
    ctrAlert: null,
  };
}

export async function findCampaign(db: Db, id: string): Promise<Row> {
  const [row] = await db.select().from(adCampaigns).where(eq(adCampaigns.id, id)).limit(1);
  if (!row) throw new AppError('CAMPAIGN_NOT_FOUND', 404, 'Campaign not found.');
  return row;
}

/** The owner's own campaign; anyone else's is "not found" (its existence is not theirs to learn). */
export async function findOwnCampaign(db: Db, id: string, ownerId: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(adCampaigns)
    .where(and(eq(adCampaigns.id, id), eq(adCampaigns.createdBy, ownerId)))
    .limit(1);
  if (!row) throw new AppError('CAMPAIGN_NOT_FOUND', 404, 'Campaign not found.');
  return row;
}

export async function listViews(db: Db, now: Date, opts: { limit: number; offset: number; ownerId?: string }) {
  const rows = await db
    .select()
    .from(adCampaigns)
    .where(opts.ownerId ? eq(adCampaigns.createdBy, opts.ownerId) : undefined)
    .orderBy(desc(adCampaigns.createdAt), desc(adCampaigns.id))
    .limit(opts.limit)
    .offset(opts.offset);
  // The alerts are for staff; an advertiser's own list goes without them.
  const alerts = opts.ownerId
    ? new Map<string, string>()
    : await ctrAlerts(
        db,
        rows.map((r) => r.id),
        magazineDay(now),
      );
  return rows.map((row) => ({ ...toView(row, now), ctrAlert: alerts.get(row.id) ?? null }));
}

const stateConflict = (message: string) => new AppError('CAMPAIGN_STATE_CONFLICT', 409, message);

/** What a campaign needs before it can run: sensible dates that are not over, and a creative that leads somewhere. */
function assertReadyToRun(row: Pick<Row, 'title' | 'targetUrl' | 'startDate' | 'endDate'>, today: string) {
  const errors: { path: string; message: string }[] = [];
  if (!row.title.trim()) errors.push({ path: 'title', message: 'The ad needs a title' });
  if (!ownTarget(row))
    errors.push({ path: 'targetUrl', message: 'The ad needs a target URL (http or https) to lead readers to' });
  // It runs up to the day before its end date (the days it is charged for), so the end date is later.
  if (row.endDate <= row.startDate)
    errors.push({ path: 'endDate', message: 'The end date must be after the start date' });
  else if (row.endDate <= today) errors.push({ path: 'endDate', message: 'The campaign’s last day has passed' });
  if (errors.length)
    throw new AppError(
      'CAMPAIGN_NOT_READY',
      400,
      'The campaign cannot run yet: please fix its dates or creative.',
      errors,
    );
}

/** POST /{id}/activate { complimentary: true }: an admin runs a campaign free (house or charity ads). */
export async function activateComplimentary(db: Db, id: string, actor: Actor, now: Date) {
  const row = await findCampaign(db, id);
  if (!['draft', 'awaiting_payment', 'awaiting_approval'].includes(row.status)) {
    throw stateConflict('This campaign is already active or closed; only a draft or unpaid campaign can be activated.');
  }
  if (row.paidAt) throw stateConflict('This campaign is paid: approve it on the review desk instead.');
  assertReadyToRun(row, magazineDay(now));
  const [updated] = await db
    .update(adCampaigns)
    .set({ status: 'complimentary', activatedAt: now, pausedAt: null, updatedAt: now })
    .where(and(eq(adCampaigns.id, id), eq(adCampaigns.status, row.status)))
    .returning();
  if (!updated) throw stateConflict('The campaign changed meanwhile. Please reload and try again.');
  await recordAudit(db, {
    actor,
    action: 'ad_campaign.activate_complimentary',
    entityType: 'ad_campaign',
    entityId: id,
    before: { status: row.status },
    after: { status: updated.status },
    at: now,
  });
  return toView(updated, now);
}

/** Pause or resume a campaign that runs (paid or complimentary). */
export async function setPaused(db: Db, id: string, paused: boolean, actor: Actor, now: Date) {
  const row = await findCampaign(db, id);
  if (!(SERVING_STATUSES as readonly string[]).includes(row.status))
    throw stateConflict('Only a paid or complimentary campaign can be paused or resumed.');
  if (paused === (row.pausedAt !== null)) return toView(row, now);
  const [updated] = await db
    .update(adCampaigns)
    .set({ pausedAt: paused ? now : null, updatedAt: now })
    .where(eq(adCampaigns.id, id))
    .returning();
  await recordAudit(db, {
    actor,
    action: paused ? 'ad_campaign.pause' : 'ad_campaign.resume',
    entityType: 'ad_campaign',
    entityId: id,
    at: now,
  });
  return toView(updated ?? row, now);
}

/**
 * PATCH /{id}: dates and creative. A draft is re-priced; a campaign paid for (or in checkout) keeps
 * its price, so new dates must keep its number of days (moving it is fine, lengthening is refused).
 */
export async function editCampaign(db: Db, id: string, edit: CampaignEdit, actor: Actor, now: Date) {
  const row = await findCampaign(db, id);
  if (row.status === 'rejected') throw stateConflict('A rejected campaign cannot be changed.');
  const next = { ...row, ...edit };
  if (next.endDate <= next.startDate)
    throw new AppError('CAMPAIGN_NOT_READY', 400, 'The end date must be after the start date.', [
      { path: 'endDate', message: 'The end date must be after the start date' },
    ]);
  const priceInput = {
    adSize: row.adSize,
    placement: row.placement,
    frequency: row.frequency,
    needsCreativeService: row.needsCreativeService,
  } as Omit<PriceInput, 'startDate' | 'endDate'>;
  const newTotal = priceCampaign({ ...priceInput, startDate: next.startDate, endDate: next.endDate }).total;
  const priced = row.status !== 'draft' && row.status !== 'complimentary';
  const daysChange = campaignDays(row.startDate, row.endDate) !== campaignDays(next.startDate, next.endDate);
  if (priced && daysChange) {
    const message = `New dates would change the price from ${formatUsd(Number(row.totalCost ?? 0))} to ${formatUsd(newTotal)}. A paid campaign keeps its price: keep the same number of days, or start a new campaign for the extra days.`;
    throw new AppError('PRICE_WOULD_CHANGE', 409, message, [
      { path: 'endDate', message: `Keep ${campaignDays(row.startDate, row.endDate)} days` },
    ]);
  }
  if ((SERVING_STATUSES as readonly string[]).includes(row.status)) assertReadyToRun(next, magazineDay(now));
  const [updated] = await db
    .update(adCampaigns)
    .set({ ...edit, ...(row.status === 'draft' ? { totalCost: newTotal.toFixed(2) } : {}), updatedAt: now })
    .where(eq(adCampaigns.id, id))
    .returning();
  await recordAudit(db, {
    actor,
    action: 'ad_campaign.edit',
    entityType: 'ad_campaign',
    entityId: id,
    before: Object.fromEntries(Object.keys(edit).map((k) => [k, row[k as keyof Row]])),
    after: edit,
    at: now,
  });
  return toView(updated ?? row, now);
}

export async function deleteDraft(db: Db, id: string, actor: Actor, now: Date) {
  const row = await findCampaign(db, id);
  if (row.status !== 'draft') throw stateConflict('Only a draft can be deleted; pause a campaign to stop it.');
  await db.delete(adCampaigns).where(and(eq(adCampaigns.id, id), eq(adCampaigns.status, 'draft')));
  await recordAudit(db, {
    actor,
    action: 'ad_campaign.delete',
    entityType: 'ad_campaign',
    entityId: id,
    before: { title: row.title },
    at: now,
  });
}

// ---------------------------------------------------------------------------------------------
// Stats.

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

export async function awaitingApproval(db: Db, now: Date) {
  const rows = await db
    .select()
    .from(adCampaigns)
    .where(inArray(adCampaigns.status, ['awaiting_approval']))
    .orderBy(asc(adCampaigns.paidAt), asc(adCampaigns.id));
  return rows.map((row) => toView(row, now));
}

/**
 * Approve: the campaign runs on its dates. Reject: the note says why, and the payment is refunded
 * through the payments adapter (its key is the campaign's, so a retry never refunds twice).
 */
/** Where an advertiser follows their own campaigns (and reads why one was not approved). */
export const MY_ADS_PATH = '/account/ads';

/** The e-mail telling the advertiser what staff decided about their campaign's creative. */
function campaignDecisionEmail(
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  input: { to: string; title: string; campaignId: string; approve: boolean; note: string; refunded: boolean },
): QueuedMessage {
  const paragraphs = input.approve
    ? [`Good news: your campaign “${input.title}” was approved. It runs on its dates.`]
    : [
        `Thank you for your campaign “${input.title}”. Our staff could not approve its banner as it is.`,
        ...(input.note ? [`The reason: ${input.note}`] : []),
        ...(input.refunded ? ['Your payment has been refunded in full to the card you paid with.'] : []),
      ];
  const { html, text } = renderEmail({
    title: input.approve ? 'Your ad campaign was approved' : 'About your ad campaign',
    paragraphs,
    action: { label: 'See my campaigns', url: `${siteUrl(config)}${MY_ADS_PATH}` },
  });
  return {
    kind: 'ad-campaign-decision',
    to: input.to,
    subject: input.approve ? `Approved: ${input.title}` : `Not approved: ${input.title}`,
    html,
    text,
    dedupeKey: `ad-review:${input.campaignId}`,
  };
}

export async function decideCampaign(
  deps: { db: Db; payments: Payments; config: Config },
  id: string,
  decision: { decision: 'approve' | 'reject'; note: string },
  actor: Actor,
  now: Date,
) {
  const row = await findCampaign(deps.db, id);
  if (row.status !== 'awaiting_approval')
    throw new AppError('ALREADY_REVIEWED', 409, 'This campaign is not waiting for approval.');
  const approve = decision.decision === 'approve';
  let refundId: string | null = null;
  if (approve) assertReadyToRun(row, magazineDay(now));
  else if (row.paymentIntentId) {
    // Before the transaction: the refund is idempotent by its key, so a retry after a failure below
    // finds the same refund instead of making a second one.
    const refund = await deps.payments.refundPayment({
      paymentIntentId: row.paymentIntentId,
      idempotencyKey: `ad-campaign-refund-${row.id}`,
    });
    refundId = refund.id;
  }
  // The decision, its audit entry and the advertiser's e-mail are written together or not at all.
  const updated = await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(adCampaigns)
      .set({
        status: approve ? 'paid' : 'rejected',
        reviewNote: decision.note || null,
        reviewedAt: now,
        reviewedBy: actor.id,
        ...(refundId ? { refundId } : {}),
        ...(approve ? { activatedAt: now } : {}),
        updatedAt: now,
      })
      .where(and(eq(adCampaigns.id, id), eq(adCampaigns.status, 'awaiting_approval')))
      .returning();
    if (!changed) throw new AppError('ALREADY_REVIEWED', 409, 'This campaign is not waiting for approval.');
    await recordAudit(tx, {
      actor,
      action: `ad_campaign.${decision.decision}`,
      entityType: 'ad_campaign',
      entityId: id,
      before: { status: row.status },
      after: { status: changed.status, note: decision.note, refundId },
      at: now,
    });
    // The owner's own (verified) account address: the contact address typed into the builder is
    // not verified, so the site never mails it.
    const [owner] = changed.createdBy
      ? await tx.select({ email: users.email }).from(users).where(eq(users.id, changed.createdBy))
      : [];
    if (owner?.email)
      await enqueueMail(
        tx,
        [
          campaignDecisionEmail(deps.config, {
            to: owner.email,
            title: changed.title,
            campaignId: changed.id,
            approve,
            note: decision.note,
            refunded: Boolean(refundId),
          }),
        ],
        now,
      );
    return changed;
  });
  return toView(updated, now);
}
