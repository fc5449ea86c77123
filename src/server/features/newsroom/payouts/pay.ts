/**
 * Paying: the payment is marked processing and committed, then the transfer is asked for with an
 * idempotency key made from our payment id, then the payment is marked paid. A retry (after a
 * timeout, a crash, or a second admin pressing Pay at the same moment) sends the same key, so
 * Stripe answers with the same transfer: the money moves once (decision 050).
 */
import type { Db } from '../../../db/client';
import { eq } from 'drizzle-orm';
import { contributorPayments, contributors, type User } from '../../../db/schema';
import type { Payouts } from '../../../adapters/payouts';
import { AppError } from '../../../platform/app-error';
import type { PayResult } from '../../../../shared/payouts';
import { assertPayable, paymentNotFound, type DeskDeps } from './desk';
import { lockPayment, movePayment } from './ledger';

const toCents = (amount: string) => {
  const [dollars = '0', cents = ''] = amount.split('.');
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
};

type Result = PayResult['results'][number];

async function startTransfer(deps: DeskDeps, id: string, admin: User) {
  return deps.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const p = await lockPayment(tx, id);
    if (!p) throw paymentNotFound();
    assertPayable(p, deps.secondApprovalAbove);
    const [contributor] = await tx
      .select({ account: contributors.stripeAccountId, state: contributors.payoutAccountState })
      .from(contributors)
      .where(eq(contributors.id, p.contributorId));
    if (!contributor?.account || contributor.state !== 'ready')
      throw new AppError(
        'PAYOUT_ACCOUNT_MISSING',
        409,
        'This contributor has no payout account ready yet. Ask them to connect one on their earnings page, or record a payment made outside the site.',
      );
    if (p.status === 'approved')
      await movePayment(tx, p, {
        to: 'processing',
        actor: admin,
        action: 'payout.send',
        set: { paidBy: admin.id },
        at: deps.now,
        site: deps.site,
      });
    return { payment: p, destination: contributor.account };
  });
}

async function finishTransfer(deps: DeskDeps, id: string, transferId: string, admin: User) {
  return deps.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const p = await lockPayment(tx, id);
    if (!p) throw paymentNotFound();
    // Already paid by a concurrent request or by the transfer.created event: nothing to do.
    if (p.status !== 'processing') return p;
    return (
      (await movePayment(tx, p, {
        to: 'paid',
        reason: null,
        set: { stripePaymentId: transferId },
        actor: admin,
        action: 'payout.paid',
        at: deps.now,
        site: deps.site,
      })) ?? p
    );
  });
}

export async function payOne(deps: DeskDeps & { payouts: Payouts }, id: string, admin: User): Promise<Result> {
  const { payment, destination } = await startTransfer(deps, id, admin);
  const transfer = await deps.payouts.createTransfer({
    amountCents: toCents(payment.amount),
    destination,
    paymentId: payment.id,
    description: payment.description,
  });
  const done = await finishTransfer(deps, id, transfer.id, admin);
  return { id, status: done.status as Result['status'], message: null };
}

/**
 * One payment: its error is the answer. A batch: each payment is tried, and each result says how it
 * went (a transfer that timed out stays processing; paying it again is safe).
 */
export async function payBatch(deps: DeskDeps & { payouts: Payouts }, ids: string[], admin: User) {
  const unique = [...new Set(ids)];
  if (unique.length === 1) return { results: [await payOne(deps, unique[0]!, admin)] };
  const results: Result[] = [];
  for (const id of unique) {
    try {
      results.push(await payOne(deps, id, admin));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const [row] = await deps.db
        .select({ status: contributorPayments.status })
        .from(contributorPayments)
        .where(eq(contributorPayments.id, id));
      results.push({ id, status: (row?.status ?? 'pending') as Result['status'], message: err.message });
    }
  }
  return { results };
}
