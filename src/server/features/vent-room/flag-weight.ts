/** The weight of a Vent Room item's flags (the weighing itself: platform/moderation/flag-weight.ts). */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, ventFlags, ventPosts } from '../../db/schema';
import { sumFlagWeights } from '../../platform/moderation/flag-weight';

/** The summed weight of an item's flags. */
export async function flagsWeight(db: Db, target: string, id: string, trustedAfter: number): Promise<number> {
  const approved = sql<number>`(select count(*) from ${ventPosts} where ${ventPosts.authorUserId} = ${ventFlags.userId} and ${ventPosts.status} = 'approved')`;
  const rows = await db
    .select({
      role: users.role,
      accountCreatedAt: users.createdAt,
      flaggedAt: ventFlags.createdAt,
      approvedPosts: approved.mapWith(Number),
    })
    .from(ventFlags)
    .innerJoin(users, eq(users.id, ventFlags.userId))
    .where(and(eq(ventFlags.targetType, target), eq(ventFlags.targetId, id)));
  return sumFlagWeights(rows, trustedAfter);
}
