/**
 * Managing campaigns once saved: their figures and status, complimentary activation, pause and
 * resume, edits that never move a paid price, and deleting drafts. The daily stats
 * are in campaign-reports.ts, the staff decision on a self-serve campaign in campaign-approval.ts.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adCampaigns, type User } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import {
  campaignDays,
  formatUsd,
  priceCampaign,
  type PriceInput,
  type CampaignEdit,
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
export function assertReadyToRun(row: Pick<Row, 'title' | 'targetUrl' | 'startDate' | 'endDate'>, today: string) {
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
