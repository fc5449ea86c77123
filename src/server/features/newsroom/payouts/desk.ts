/** The payouts desk: open payments by contributor; approve, cancel with a reason, record a payment made elsewhere. */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contributorPayments, contributors, type ContributorPayment, type User } from '../../../db/schema';
import { AppError } from '../../../platform/app-error';
import type { Payment, PaymentStatus, PayoutAccountState, PayoutDesk } from '../../../../shared/payouts';
import { lockPayment, movePayment } from './ledger';

export interface DeskDeps {
  db: Db;
  /** Dollars above which a second, different admin must approve. */
  secondApprovalAbove: number;
  site: string;
  now: Date;
}

const notFound = () => new AppError('PAYOUT_NOT_FOUND', 404, 'This payment does not exist.');
const wrongState = (message: string) => new AppError('PAYOUT_STATE', 409, message);

const needsSecondApproval = (p: Pick<ContributorPayment, 'amount'>, above: number) => Number(p.amount) > above;
const approvals = (p: ContributorPayment) => (p.approvedBy ? 1 : 0) + (p.secondApprovedBy ? 1 : 0);

export function toPayment(p: ContributorPayment, contributorName: string, above: number): Payment {
  return {
    id: p.id,
    contributorId: p.contributorId,
    contributorName,
    amount: p.amount,
    paymentType: p.paymentType,
    contentType: p.contentType,
    contentId: p.contentId,
    description: p.description,
    status: p.status as PaymentStatus,
    statusReason: p.statusReason,
    amountReason: p.amountReason,
    approvals: approvals(p),
    needsSecondApproval: needsSecondApproval(p, above),
    externalReference: p.externalReference,
    paidAt: p.paidAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  };
}

const OPEN: PaymentStatus[] = ['pending', 'approved', 'processing', 'failed'];

export async function listDesk(
  deps: Pick<DeskDeps, 'db' | 'secondApprovalAbove'>,
  status: 'open' | PaymentStatus,
  stripeEnabled: boolean,
): Promise<PayoutDesk> {
  const rows = await deps.db
    .select({ payment: contributorPayments, contributor: contributors })
    .from(contributorPayments)
    .innerJoin(contributors, eq(contributors.id, contributorPayments.contributorId))
    .where(inArray(contributorPayments.status, status === 'open' ? OPEN : [status]))
    .orderBy(asc(contributors.name), desc(contributorPayments.createdAt))
    .limit(500);
  const byContributor = new Map<string, PayoutDesk['contributors'][number]>();
  for (const { payment, contributor } of rows) {
    let entry = byContributor.get(contributor.id);
    if (!entry) {
      entry = {
        id: contributor.id,
        name: contributor.name,
        payoutAccountState: contributor.payoutAccountState as PayoutAccountState,
        totalEarnings: contributor.totalEarnings,
        payments: [],
      };
      byContributor.set(contributor.id, entry);
    }
    entry.payments.push(toPayment(payment, contributor.name, deps.secondApprovalAbove));
  }
  return {
    secondApprovalAbove: deps.secondApprovalAbove.toFixed(2),
    stripeEnabled,
    contributors: [...byContributor.values()],
  };
}

/**
 * An admin approves. Above the threshold it takes two different admins: the same admin approving
 * twice is refused.
 */
export async function approvePayment(deps: DeskDeps, id: string, admin: User) {
  return deps.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const p = await lockPayment(tx, id);
    if (!p) throw notFound();
    if (p.status !== 'pending' && p.status !== 'approved')
      throw wrongState('Only a payment waiting for approval can be approved.');
    const base = { actor: admin, at: deps.now, site: deps.site, to: 'approved' as const };
    if (!p.approvedBy) {
      return movePayment(tx, p, {
        ...base,
        action: 'payout.approve',
        set: { approvedBy: admin.id, approvedAt: deps.now },
      });
    }
    if (!needsSecondApproval(p, deps.secondApprovalAbove) || p.secondApprovedBy)
      throw wrongState('This payment is already approved.');
    if (p.approvedBy === admin.id)
      throw new AppError(
        'PAYOUT_SECOND_APPROVAL',
        409,
        'You approved this payment already: a second, different admin must approve it.',
      );
    return movePayment(tx, p, { ...base, action: 'payout.approve-second', set: { secondApprovedBy: admin.id } });
  });
}

/** The rule before any money moves: approved, and above the threshold by two different admins. */
export function assertPayable(p: ContributorPayment, above: number) {
  if (p.status === 'paid') throw wrongState('This payment is already paid.');
  if (p.status !== 'approved' && p.status !== 'processing') throw wrongState('Only an approved payment can be paid.');
  if (needsSecondApproval(p, above) && !p.secondApprovedBy)
    throw new AppError(
      'PAYOUT_SECOND_APPROVAL',
      409,
      `A payment above $${above.toFixed(2)} needs a second, different admin's approval before it is paid.`,
    );
}

export async function cancelPayment(deps: DeskDeps, id: string, reason: string, admin: User) {
  return deps.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const p = await lockPayment(tx, id);
    if (!p) throw notFound();
    if (p.status !== 'pending' && p.status !== 'approved')
      throw wrongState('Only a payment that has not been sent can be cancelled.');
    return movePayment(tx, p, {
      to: 'cancelled',
      reason,
      actor: admin,
      action: 'payout.cancel',
      at: deps.now,
      site: deps.site,
    });
  });
}

/** Paid outside the site (cheque, bank transfer): recorded with its reference, same rules as paying. */
export async function recordPaidElsewhere(deps: DeskDeps, id: string, reference: string, admin: User) {
  return deps.db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const p = await lockPayment(tx, id);
    if (!p) throw notFound();
    if (p.status === 'processing')
      throw wrongState('An online transfer of this payment has started; wait for it instead.');
    assertPayable(p, deps.secondApprovalAbove);
    return movePayment(tx, p, {
      to: 'paid',
      reason: null,
      set: { externalReference: reference, paidBy: admin.id },
      actor: admin,
      action: 'payout.record-paid',
      at: deps.now,
      site: deps.site,
    });
  });
}

export { notFound as paymentNotFound };
