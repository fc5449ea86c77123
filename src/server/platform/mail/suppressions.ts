import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailSuppressions, newsletters } from '../../db/schema';

type SuppressionReason = 'hard_bounce' | 'complaint';

export interface SuppressionReport {
  email: string;
  reason: SuppressionReason;
  provider: string;
  detail?: string;
}

/**
 * Puts an address on the suppression list. A complaint never weakens an earlier hard bounce (which
 * stops all mail, not only the newsletter).
 */
export async function suppressAddress(db: Db, report: SuppressionReport) {
  const email = report.email.trim().toLowerCase();
  if (!email.includes('@') || email.length > 254) return;
  await db
    .insert(mailSuppressions)
    .values({ email, reason: report.reason, provider: report.provider, detail: report.detail?.slice(0, 1000) ?? null })
    .onConflictDoUpdate({
      target: mailSuppressions.email,
      set: {
        reason: sql`case when ${mailSuppressions.reason} = 'hard_bounce' then ${mailSuppressions.reason} else excluded.reason end`,
        provider: sql`excluded.provider`,
        detail: sql`excluded.detail`,
      },
    });
}

/** Newsletter subscribers whose address the provider reported, newest first, for the newsletter desk. */
export async function suppressedSubscribers(db: Db, limit = 200) {
  return db
    .select({
      email: newsletters.email,
      city: newsletters.city,
      reason: mailSuppressions.reason,
      provider: mailSuppressions.provider,
      detail: mailSuppressions.detail,
      reportedAt: mailSuppressions.createdAt,
    })
    .from(mailSuppressions)
    .innerJoin(newsletters, eq(sql`lower(${newsletters.email})`, mailSuppressions.email))
    .orderBy(desc(mailSuppressions.createdAt))
    .limit(limit);
}
