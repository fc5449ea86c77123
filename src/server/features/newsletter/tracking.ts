import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { safeReturnTo } from '../../../shared/auth';
import { newsletterDeliveries, newsletterEditions } from '../../db/schema';

/** A transparent 1x1 GIF: the open pixel. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Click redirects go to our own pages only, by the same rule as returning after sign-in. */
export const safeRedirectPath = (to: string | undefined): string => safeReturnTo(to);

/** Opens and clicks counted once per copy, as a share of the recipients (0-100, two decimals). */
async function refreshRates(db: Db, editionId: string) {
  const [row] = await db
    .select({
      opened: sql<number>`count(*) filter (where ${newsletterDeliveries.openedAt} is not null)::int`,
      clicked: sql<number>`count(*) filter (where ${newsletterDeliveries.clickedAt} is not null)::int`,
    })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.editionId, editionId));
  const [edition] = await db
    .select({ recipients: newsletterEditions.recipientCount })
    .from(newsletterEditions)
    .where(eq(newsletterEditions.id, editionId));
  if (!row || !edition || edition.recipients === 0) return;
  const rate = (n: number) => Math.min(100, (Number(n) / edition.recipients) * 100).toFixed(2);
  await db
    .update(newsletterEditions)
    .set({ openRate: rate(row.opened), clickRate: rate(row.clicked) })
    .where(eq(newsletterEditions.id, editionId));
}

export async function recordOpen(db: Db, deliveryId: string) {
  const [hit] = await db
    .update(newsletterDeliveries)
    .set({ openedAt: new Date() })
    .where(and(eq(newsletterDeliveries.id, deliveryId), isNull(newsletterDeliveries.openedAt)))
    .returning({ editionId: newsletterDeliveries.editionId });
  if (hit) await refreshRates(db, hit.editionId);
}

/** A click also proves an open, for readers whose mail program blocks images. */
export async function recordClick(db: Db, deliveryId: string) {
  const [hit] = await db
    .update(newsletterDeliveries)
    .set({ clickedAt: new Date(), openedAt: sql`coalesce(${newsletterDeliveries.openedAt}, now())` })
    .where(and(eq(newsletterDeliveries.id, deliveryId), isNull(newsletterDeliveries.clickedAt)))
    .returning({ editionId: newsletterDeliveries.editionId });
  if (hit) await refreshRates(db, hit.editionId);
}
