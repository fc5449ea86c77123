/** The staff decision on a self-serve campaign's creative: approval runs it, a rejection refunds the payment. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adCampaigns, users, type User } from '../../db/schema';
import type { Payments } from '../../adapters/payments';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { Config } from '../../config';
import { renderEmail } from '../../platform/mail-layout';
import { enqueueMail, type QueuedMessage } from '../../platform/mail/queue';
import { siteUrl } from '../../platform/site-url';
import { magazineDay } from './serving';

import { assertReadyToRun, findCampaign, toView } from './manage';

type Actor = Pick<User, 'id' | 'firstName' | 'lastName'>;

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
