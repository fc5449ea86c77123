/** A contributor's own side: the payout account, their payments and totals, the year's CSV. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contributorPayments, contributors, type Contributor, type User } from '../../../db/schema';
import type { Payouts } from '../../../adapters/payouts';
import { AppError } from '../../../platform/app-error';
import {
  TAX_FORM_THRESHOLD,
  type Earnings,
  type PaymentStatus,
  type PayoutAccountState,
} from '../../../../shared/payouts';
import { accountStateOf } from './webhook';

const notContributor = () =>
  new AppError('NOT_A_CONTRIBUTOR', 403, 'Earnings are for approved contributors. Apply to become one first.');

export async function contributorOf(db: Db, user: User): Promise<Contributor> {
  const [row] = await db
    .select()
    .from(contributors)
    .where(and(eq(contributors.userId, user.id), eq(contributors.status, 'approved')))
    .limit(1);
  if (!row) throw notContributor();
  return row;
}

const sumPaid = (db: Db, contributorId: string, from: Date | null) =>
  db
    .select({ total: sql<string>`coalesce(sum(${contributorPayments.amount}), 0)::numeric(10,2)::text` })
    .from(contributorPayments)
    .where(
      and(
        eq(contributorPayments.contributorId, contributorId),
        eq(contributorPayments.status, 'paid'),
        from ? sql`${contributorPayments.paidAt} >= ${from.toISOString()}` : undefined,
      ),
    )
    .then((rows) => rows[0]?.total ?? '0.00');

export async function readEarnings(
  deps: { db: Db; payouts: Payouts },
  user: User,
  now: Date,
  opts: { refresh?: boolean } = {},
): Promise<Earnings> {
  let contributor = await contributorOf(deps.db, user);
  // Back from Stripe's onboarding: read the account as it is now rather than wait for its event.
  if (opts.refresh && contributor.stripeAccountId && contributor.payoutAccountState !== 'ready') {
    const account = await deps.payouts.retrieveAccount(contributor.stripeAccountId);
    const [updated] = await deps.db
      .update(contributors)
      .set({ payoutAccountState: accountStateOf(account) })
      .where(eq(contributors.id, contributor.id))
      .returning();
    if (updated) contributor = updated;
  }
  const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [month, year] = await Promise.all([
    sumPaid(deps.db, contributor.id, monthStart),
    sumPaid(deps.db, contributor.id, yearStart),
  ]);
  const rows = await deps.db
    .select()
    .from(contributorPayments)
    .where(eq(contributorPayments.contributorId, contributor.id))
    .orderBy(desc(contributorPayments.createdAt))
    .limit(500);
  return {
    payoutAccountState: contributor.payoutAccountState as PayoutAccountState,
    stripeEnabled: deps.payouts.kind !== 'disabled',
    totals: { month, year, allTime: contributor.totalEarnings },
    year: now.getUTCFullYear(),
    taxFormNotice: Number(year) >= TAX_FORM_THRESHOLD,
    payments: rows.map((p) => ({
      id: p.id,
      amount: p.amount,
      paymentType: p.paymentType,
      description: p.description,
      status: p.status as PaymentStatus,
      statusReason: p.statusReason,
      paidAt: p.paidAt?.toISOString() ?? null,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}

/** The onboarding address: the account is made once (its key is the contributor's id), the link each time. */
export async function payoutAccountLink(deps: { db: Db; payouts: Payouts }, user: User, site: string) {
  const contributor = await contributorOf(deps.db, user);
  let accountId = contributor.stripeAccountId;
  if (!accountId) {
    const account = await deps.payouts.createAccount({
      contributorId: contributor.id,
      email: contributor.paymentEmail ?? user.email,
    });
    accountId = account.id;
    await deps.db
      .update(contributors)
      .set({ stripeAccountId: accountId, payoutAccountState: accountStateOf(account) })
      .where(eq(contributors.id, contributor.id));
  }
  return deps.payouts.createAccountLink({
    accountId,
    refreshUrl: `${site}/account/earnings?connect=again`,
    returnUrl: `${site}/account/earnings?connect=done`,
  });
}

const csvCell = (v: string) =>
  /[",\n\r]/.test(v) || /^[=+\-@]/.test(v) ? `"${v.replace(/"/g, '""').replace(/^([=+\-@])/, "'$1")}"` : v;

/** The year's payments as CSV (paid date, piece, amount, state); cells that a spreadsheet would run are quoted. */
export async function earningsCsv(db: Db, user: User, year: number): Promise<string> {
  const contributor = await contributorOf(db, user);
  const rows = await db
    .select()
    .from(contributorPayments)
    .where(
      and(
        eq(contributorPayments.contributorId, contributor.id),
        sql`extract(year from coalesce(${contributorPayments.paidAt}, ${contributorPayments.createdAt}) at time zone 'UTC') = ${year}`,
      ),
    )
    .orderBy(contributorPayments.createdAt);
  const lines = [['Date', 'Piece', 'Amount (USD)', 'State', 'Paid on'].join(',')];
  for (const p of rows)
    lines.push(
      [
        p.createdAt.toISOString().slice(0, 10),
        csvCell(p.description),
        p.amount,
        p.status,
        p.paidAt ? p.paidAt.toISOString().slice(0, 10) : '',
      ].join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}
