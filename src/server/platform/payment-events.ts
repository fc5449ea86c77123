import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { processedPaymentEvents } from '../db/schema';

/** A change a verified payment event makes, planned outside the transaction (it may ask Stripe first). */
export type PlannedChange = ((tx: Db) => Promise<unknown>) | null;

/**
 * Applies a verified Stripe event once per event id, whichever of its deliveries arrives first: the id
 * is recorded in the same transaction as the change, so a replay (or a delivery racing another process)
 * changes nothing. `plan` runs only for an event not seen before. Answers whether it was a repeat.
 */
export async function applyPaymentEventOnce(
  db: Db,
  event: { id: string; type: string },
  plan: () => Promise<PlannedChange>,
): Promise<{ duplicate: boolean }> {
  const [seen] = await db
    .select({ id: processedPaymentEvents.id })
    .from(processedPaymentEvents)
    .where(eq(processedPaymentEvents.id, event.id))
    .limit(1);
  if (seen) return { duplicate: true };
  const change = await plan();
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const inserted = await tx
      .insert(processedPaymentEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: processedPaymentEvents.id });
    if (!inserted.length) return { duplicate: true };
    await change?.(tx);
    return { duplicate: false };
  });
}
