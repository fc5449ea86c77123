import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outgoingMail } from '../../db/schema';
import type { BouncedSubscriber, EditionProgress } from '../../../shared/newsletter';
import { suppressedSubscribers } from '../../platform/mail/suppressions';
import { editionGroup } from './sending';

/** The edition's copies in the mail queue by state, for the desk while it goes out. */
export async function editionProgress(db: Db, editionId: string): Promise<EditionProgress> {
  const rows = await db
    .select({ state: outgoingMail.state, n: count() })
    .from(outgoingMail)
    .where(eq(outgoingMail.groupKey, editionGroup(editionId)))
    .groupBy(outgoingMail.state);
  const of = (...states: string[]) => rows.filter((r) => states.includes(r.state)).reduce((s, r) => s + r.n, 0);
  return {
    total: of('queued', 'sending', 'sent', 'failed', 'suppressed'),
    waiting: of('queued', 'sending'),
    delivered: of('sent'),
    failed: of('failed'),
    suppressed: of('suppressed'),
  };
}

export async function bouncedSubscribers(db: Db): Promise<BouncedSubscriber[]> {
  const rows = await suppressedSubscribers(db);
  return rows.map((r) => ({
    ...r,
    reason: r.reason === 'complaint' ? 'complaint' : 'hard_bounce',
    reportedAt: r.reportedAt.toISOString(),
  }));
}
