/**
 * Ad campaigns: saving drafts, listing them for staff, and starting a card payment at the server's
 * price. Stored statuses: draft, awaiting_payment, awaiting_approval (self-serve, paid), paid,
 * complimentary, rejected (see the schema).
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adCampaigns } from '../../db/schema';
import { paymentsNotConfigured, type Payments } from '../../adapters/payments';
import { AppError } from '../../platform/app-error';
import {
  budgetOverPrice,
  formatUsd,
  priceCampaign,
  toCents,
  type AdCampaign,
  type AdCampaignForm,
} from '../../../shared/ad-campaigns';

type Row = typeof adCampaigns.$inferSelect;

/** The total in dollars, always from the shared rule: a price sent by a browser is never trusted. */
export const serverTotal = (form: AdCampaignForm) => priceCampaign(form).total;

export function toCampaign(row: Row): AdCampaign {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    advertiserName: row.advertiserName,
    advertiserEmail: row.advertiserEmail,
    advertiserPhone: row.advertiserPhone,
    imageUrl: row.imageUrl,
    ctaText: row.ctaText,
    targetUrl: row.targetUrl,
    backgroundColor: row.backgroundColor,
    adSize: row.adSize as AdCampaign['adSize'],
    placement: row.placement as AdCampaign['placement'],
    targetPages: row.targetPages,
    targetCities: row.targetCities as AdCampaign['targetCities'],
    startDate: row.startDate,
    endDate: row.endDate,
    budget: Number(row.budget),
    costPerClick: Number(row.costPerClick),
    maxImpressions: row.maxImpressions,
    frequency: row.frequency as AdCampaign['frequency'],
    needsCreativeService: row.needsCreativeService,
    totalCost: Number(row.totalCost ?? 0),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Refuses a budget above the campaign's price: unpaid budget would buy clicks and exposure. */
function assertBudgetPaid(form: AdCampaignForm) {
  const over = budgetOverPrice(form);
  if (over)
    throw new AppError('BUDGET_OVER_PRICE', 400, `${over}. Clicks are charged against it.`, [
      { path: 'budget', message: over },
    ]);
}

export async function createCampaign(db: Db, form: AdCampaignForm, createdBy: string): Promise<AdCampaign> {
  assertBudgetPaid(form);
  const [row] = await db
    .insert(adCampaigns)
    .values({
      ...form,
      budget: form.budget.toFixed(2),
      costPerClick: form.costPerClick.toFixed(2),
      totalCost: serverTotal(form).toFixed(2),
      status: 'draft',
      createdBy,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toCampaign(row);
}

const dollars = (cents: number) => formatUsd(cents / 100);

/** The same campaign sent to checkout again (a reload, a second click) reuses one record and one payment. */
function fingerprint(form: AdCampaignForm, createdBy: string): string {
  return createHash('sha256')
    .update(JSON.stringify([createdBy, form]))
    .digest('hex');
}

async function awaitingCampaign(db: Db, form: AdCampaignForm, createdBy: string, selfServe: boolean) {
  const key = fingerprint(form, createdBy);
  const [existing] = await db
    .select()
    .from(adCampaigns)
    .where(
      and(
        eq(adCampaigns.checkoutFingerprint, key),
        eq(adCampaigns.createdBy, createdBy),
        eq(adCampaigns.status, 'awaiting_payment'),
      ),
    )
    .limit(1);
  if (existing) return existing;
  const [row] = await db
    .insert(adCampaigns)
    .values({
      ...form,
      budget: form.budget.toFixed(2),
      costPerClick: form.costPerClick.toFixed(2),
      totalCost: serverTotal(form).toFixed(2),
      status: 'awaiting_payment',
      checkoutFingerprint: key,
      selfServe,
      createdBy,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * POST /payment-intent: the amount is recomputed here with the shared pricing rule and must match
 * the browser's; the campaign is stored as awaiting payment until the provider confirms it paid.
 */
export async function startPayment(
  deps: { db: Db; payments: Payments },
  form: AdCampaignForm,
  amountCents: number,
  createdBy: string,
  /** Bought by an advertiser (not an admin): the creative waits for staff approval once paid. */
  selfServe = false,
) {
  const expected = toCents(serverTotal(form));
  if (expected <= 0)
    throw new AppError('CAMPAIGN_NOT_PRICED', 400, 'The campaign needs an end date after its start date.');
  if (amountCents !== expected) {
    const message = `The amount sent (${dollars(amountCents)}) does not match the campaign price (${dollars(expected)}). Please review the campaign and try again.`;
    throw new AppError('AMOUNT_MISMATCH', 400, message, [
      { path: 'amount', message: `Expected ${expected} cents, received ${amountCents}` },
    ]);
  }
  assertBudgetPaid(form);
  if (deps.payments.kind === 'disabled') throw paymentsNotConfigured();
  const campaign = await awaitingCampaign(deps.db, form, createdBy, selfServe);
  const intent = await deps.payments.createPaymentIntent({
    amountCents,
    description: `Ad campaign: ${form.title}`,
    metadata: { campaignId: campaign.id, title: form.title },
    idempotencyKey: `ad-campaign-${campaign.id}`,
  });
  await deps.db.update(adCampaigns).set({ paymentIntentId: intent.id }).where(eq(adCampaigns.id, campaign.id));
  return { clientSecret: intent.clientSecret };
}

/**
 * The provider confirmed a campaign's payment: paid once, for at least the campaign's price. Ad
 * serving builds on status 'paid'; a self-serve campaign first waits for staff to approve its creative.
 */
export async function markCampaignPaid(db: Db, payment: { paymentIntentId: string; amountReceived: number; at: Date }) {
  const [campaign] = await db
    .select()
    .from(adCampaigns)
    .where(eq(adCampaigns.paymentIntentId, payment.paymentIntentId))
    .limit(1);
  if (!campaign || payment.amountReceived < toCents(Number(campaign.totalCost ?? 0))) return;
  await db
    .update(adCampaigns)
    .set({ status: campaign.selfServe ? 'awaiting_approval' : 'paid', paidAt: payment.at, updatedAt: payment.at })
    .where(and(eq(adCampaigns.id, campaign.id), eq(adCampaigns.status, 'awaiting_payment')));
}
