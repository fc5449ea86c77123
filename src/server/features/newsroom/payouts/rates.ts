/** What each kind of work earns: read by contributors and staff, set by admins (in the audit log). */
import type { Db } from '../../../db/client';
import { payoutRates, type User } from '../../../db/schema';
import { recordAudit } from '../../../platform/audit';
import { DEFAULT_PAYOUT_RATES, PAYOUT_KIND_LABELS, PAYOUT_KINDS, type Rate } from '../../../../shared/payouts';

export async function listRates(db: Db): Promise<Rate[]> {
  const rows = await db.select().from(payoutRates);
  const byKind = new Map(rows.map((r) => [r.kind, r.amount]));
  return PAYOUT_KINDS.map((kind) => ({
    kind,
    label: PAYOUT_KIND_LABELS[kind],
    amount: byKind.get(kind) ?? DEFAULT_PAYOUT_RATES[kind],
  }));
}

export async function setRates(db: Db, rates: { kind: string; amount: string }[], admin: User, at: Date) {
  await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const before = await listRates(tx);
    for (const rate of rates) {
      await tx
        .insert(payoutRates)
        .values({ kind: rate.kind, amount: rate.amount, updatedBy: admin.id })
        .onConflictDoUpdate({
          target: payoutRates.kind,
          set: { amount: rate.amount, updatedBy: admin.id, updatedAt: at },
        });
    }
    await recordAudit(tx, {
      actor: admin,
      action: 'payout.rates',
      entityType: 'payout_rates',
      before,
      after: await listRates(tx),
      at,
    });
  });
  return listRates(db);
}
