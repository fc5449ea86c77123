/**
 * Every change of a payment's state goes through here, inside one transaction that first locks the
 * contributor's row: the total is then recomputed as the sum of their paid payments, so
 * `totalEarnings` can never drift from the payments, whatever runs at the same time (decision 050).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contributorPayments, contributors, users, type ContributorPayment } from '../../../db/schema';
import type { PaymentStatus } from '../../../../shared/payouts';
import { recordAudit } from '../../../platform/audit';
import { enqueueMail } from '../../../platform/mail/queue';
import { renderEmail } from '../../../platform/mail-layout';
import type { User } from '../../../db/schema';

/**
 * How far along a payment is: a late or repeated event may move it forward, never back, so events
 * give the same state in any order. Cancelled is set by staff only, from pending or approved.
 */
const RANK: Record<PaymentStatus, number> = {
  pending: 0,
  approved: 1,
  processing: 2,
  paid: 3,
  failed: 4,
  cancelled: 5,
};

async function lockContributor(tx: Db, contributorId: string) {
  const [row] = await tx.select().from(contributors).where(eq(contributors.id, contributorId)).for('update');
  return row;
}

export async function lockPayment(tx: Db, id: string): Promise<ContributorPayment | undefined> {
  const [found] = await tx
    .select({ contributorId: contributorPayments.contributorId })
    .from(contributorPayments)
    .where(eq(contributorPayments.id, id));
  if (!found) return undefined;
  // The contributor first, then the payment: one order everywhere, so no two transactions deadlock.
  await lockContributor(tx, found.contributorId);
  const [row] = await tx.select().from(contributorPayments).where(eq(contributorPayments.id, id)).for('update');
  return row;
}

/** totalEarnings := the sum of paid payments; the caller holds the contributor's lock. */
export async function refreshTotal(tx: Db, contributorId: string): Promise<string> {
  const [sum] = await tx
    .select({ total: sql<string>`coalesce(sum(${contributorPayments.amount}), 0)::numeric(10,2)::text` })
    .from(contributorPayments)
    .where(and(eq(contributorPayments.contributorId, contributorId), eq(contributorPayments.status, 'paid')));
  const total = sum?.total ?? '0.00';
  await tx.update(contributors).set({ totalEarnings: total }).where(eq(contributors.id, contributorId));
  return total;
}

export interface Move {
  to: PaymentStatus;
  reason?: string | null;
  set?: Partial<typeof contributorPayments.$inferInsert>;
  actor: Pick<User, 'id' | 'firstName' | 'lastName'> | null;
  action: string;
  at: Date;
  site: string;
}

/**
 * Moves a locked payment forward (never back), recomputes the total, writes the audit entry and
 * queues the contributor's e-mail when it is paid or failed. Answers the row after the move, or
 * null when the move would go backwards (nothing changes).
 */
export async function movePayment(tx: Db, payment: ContributorPayment, move: Move) {
  const from = payment.status as PaymentStatus;
  if (RANK[move.to] < RANK[from] || (from === move.to && move.to !== 'approved')) return null;
  const [row] = await tx
    .update(contributorPayments)
    .set({
      ...move.set,
      status: move.to,
      ...(move.reason !== undefined ? { statusReason: move.reason } : {}),
      ...(move.to === 'paid' && !payment.paidAt ? { paidAt: move.at } : {}),
    })
    .where(eq(contributorPayments.id, payment.id))
    .returning();
  if (!row) return null;
  const total = await refreshTotal(tx, payment.contributorId);
  await recordAudit(tx, {
    actor: move.actor,
    action: move.action,
    entityType: 'contributor_payment',
    entityId: payment.id,
    before: { status: from, amount: payment.amount },
    after: { status: row.status, amount: row.amount, reason: row.statusReason, totalEarnings: total },
    at: move.at,
  });
  if (move.to === 'paid' || move.to === 'failed') await mailContributor(tx, row, move.site, move.at);
  return row;
}

async function mailContributor(tx: Db, payment: ContributorPayment, site: string, at: Date) {
  const [who] = await tx
    .select({ name: contributors.name, paymentEmail: contributors.paymentEmail, account: users.email })
    .from(contributors)
    .leftJoin(users, eq(users.id, contributors.userId))
    .where(eq(contributors.id, payment.contributorId));
  const to = who?.account ?? who?.paymentEmail;
  if (!to) return;
  const paid = payment.status === 'paid';
  const { html, text } = renderEmail({
    title: paid ? 'You have been paid' : 'A payment to you failed',
    paragraphs: [
      `Hi ${who?.name || 'there'},`,
      paid
        ? `We paid you $${payment.amount} for “${payment.description}”. Thank you for writing for your neighbours.`
        : `Our payment of $${payment.amount} for “${payment.description}” did not go through: ${payment.statusReason ?? 'no reason was given'}. We will try again once it is sorted out.`,
    ],
    action: { label: 'See my earnings', url: `${site}/account/earnings` },
  });
  await enqueueMail(
    tx,
    [
      {
        kind: paid ? 'payout-paid' : 'payout-failed',
        to,
        subject: paid ? `Paid: $${payment.amount}` : `Payment failed: $${payment.amount}`,
        html,
        text,
        dedupeKey: `payout-${payment.status}:${payment.id}`,
      },
    ],
    at,
  );
}
