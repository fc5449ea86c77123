/** Ad campaigns: saving drafts, listing them for staff, and starting a card payment at the server's price. */
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adCampaigns } from '../../db/schema';
import type { Payments } from '../../adapters/payments';
import { AppError } from '../../platform/app-error';
import { priceCampaign, toCents, type AdCampaign, type AdCampaignForm } from '../../../shared/ad-campaigns';

type Row = typeof adCampaigns.$inferSelect;

/** The total in dollars, always from the shared rule: a price sent by a browser is never trusted. */
export const serverTotal = (form: AdCampaignForm) => priceCampaign(form).total;

function toCampaign(row: Row): AdCampaign {
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

export async function createCampaign(db: Db, form: AdCampaignForm, createdBy: string): Promise<AdCampaign> {
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

/** Newest first; staff see at most `limit` campaigns per page. */
export async function listCampaigns(db: Db, limit: number, offset: number): Promise<AdCampaign[]> {
  const rows = await db.select().from(adCampaigns).orderBy(desc(adCampaigns.createdAt), desc(adCampaigns.id)).limit(limit).offset(offset);
  return rows.map(toCampaign);
}

/** Checks the amount against the server's price before any provider is asked for a payment. */
export async function startPayment(payments: Payments, form: AdCampaignForm, amountCents: number) {
  const expected = toCents(serverTotal(form));
  if (expected <= 0) throw new AppError('CAMPAIGN_NOT_PRICED', 400, 'The campaign needs an end date after its start date.');
  if (amountCents !== expected) {
    throw new AppError('AMOUNT_MISMATCH', 400, 'The amount does not match the campaign price. Please review the campaign and try again.');
  }
  return payments.createPaymentIntent({
    amountCents,
    description: `Ad campaign: ${form.title}`,
    metadata: { title: form.title, adSize: form.adSize, placement: form.placement, startDate: form.startDate, endDate: form.endDate },
  });
}
