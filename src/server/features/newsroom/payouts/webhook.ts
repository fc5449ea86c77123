/**
 * Connect events, applied once per event id (the processed-events table billing also uses) and in
 * any order: a payment only ever moves forward (ledger.ts), and account.updated makes us read the
 * account as it is now, so a late or repeated event can only restate the present.
 */
import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contributorPayments, contributors } from '../../../db/schema';
import type { PayoutAccount, PayoutEvent, Payouts } from '../../../adapters/payouts';
import type { PayoutAccountState } from '../../../../shared/payouts';
import { lockPayment, movePayment, type Move } from './ledger';
import { applyPaymentEventOnce } from '../../../platform/payment-events';

interface Deps {
  db: Db;
  payouts: Payouts;
  site: string;
}

export const accountStateOf = (a: PayoutAccount): PayoutAccountState =>
  a.payoutsEnabled ? 'ready' : a.detailsSubmitted ? 'pending' : 'connect';

type Change = (tx: Db) => Promise<void>;

async function moveById(tx: Db, id: string, move: Omit<Move, 'actor' | 'site'>, site: string) {
  const p = await lockPayment(tx, id);
  if (p) await movePayment(tx, p, { ...move, actor: null, site });
}

/** The account's payments a payout concerns: sent by transfer before the payout was made. */
async function paymentsOfPayout(tx: Db, accountId: string, before: Date, statuses: string[]) {
  const rows = await tx
    .select({ id: contributorPayments.id })
    .from(contributorPayments)
    .innerJoin(contributors, eq(contributors.id, contributorPayments.contributorId))
    .where(
      and(
        eq(contributors.stripeAccountId, accountId),
        inArray(contributorPayments.status, statuses),
        isNotNull(contributorPayments.stripePaymentId),
        lte(contributorPayments.updatedAt, before),
      ),
    );
  return rows.map((r) => r.id);
}

async function planChange(deps: Deps, event: PayoutEvent, now: Date): Promise<Change | null> {
  const site = deps.site;
  const at = now;
  const transfer = event.transfer;
  if (event.type === 'transfer.created' && transfer?.paymentId) {
    const paymentId = transfer.paymentId;
    return (tx) =>
      moveById(
        tx,
        paymentId,
        { to: 'paid', reason: null, set: { stripePaymentId: transfer.id }, action: 'payout.transfer-created', at },
        site,
      );
  }
  if (event.type === 'transfer.reversed' && transfer?.paymentId) {
    const paymentId = transfer.paymentId;
    return (tx) =>
      moveById(
        tx,
        paymentId,
        { to: 'failed', reason: 'The transfer was reversed.', action: 'payout.transfer-reversed', at },
        site,
      );
  }
  if ((event.type === 'payout.paid' || event.type === 'payout.failed') && event.payout && event.account) {
    const { payout, account } = event;
    const failed = event.type === 'payout.failed';
    return async (tx) => {
      const ids = await paymentsOfPayout(tx, account, payout.created, failed ? ['paid', 'processing'] : ['processing']);
      for (const id of ids)
        await moveById(
          tx,
          id,
          failed
            ? {
                to: 'failed',
                reason: payout.failureMessage ?? 'The bank refused the payout.',
                action: 'payout.bank-failed',
                at,
              }
            : { to: 'paid', reason: null, action: 'payout.bank-paid', at },
          site,
        );
    };
  }
  if (event.type === 'account.updated' && event.account) {
    const now = await deps.payouts.retrieveAccount(event.account);
    return async (tx) => {
      await tx
        .update(contributors)
        .set({ payoutAccountState: accountStateOf(now) })
        .where(eq(contributors.stripeAccountId, now.id));
    };
  }
  return null;
}

/** Applies a verified event unless its id was applied before; answers whether it was a repeat. */
export async function handlePayoutEvent(deps: Deps, event: PayoutEvent, now = new Date()) {
  return applyPaymentEventOnce(deps.db, event, () => planChange(deps, event, now));
}
