import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentRecommendations } from '../../db/schema';

/** Saved picks stay this long; new stories and events show up after it. */
export const RECOMMENDATION_TTL_MS = 60 * 60 * 1000;

export interface StoredPick {
  contentType: string;
  contentId: string;
  score: number;
  reason: string;
}

/** Drops the saved picks, so that the next request recomputes them (new settings, a new view). */
export async function clearRecommendations(db: Db, userId: string) {
  await db.delete(contentRecommendations).where(eq(contentRecommendations.userId, userId));
}

export async function loadFreshPicks(db: Db, userId: string, now: Date): Promise<StoredPick[]> {
  const rows = await db
    .select()
    .from(contentRecommendations)
    .where(and(eq(contentRecommendations.userId, userId), gt(contentRecommendations.expiresAt, now)))
    .orderBy(desc(contentRecommendations.score), contentRecommendations.contentId);
  return rows.map((r) => ({
    contentType: r.contentType,
    contentId: r.contentId,
    score: Number(r.score),
    reason: r.reason ?? '',
  }));
}

export async function replacePicks(db: Db, userId: string, picks: StoredPick[], now: Date) {
  const expiresAt = new Date(now.getTime() + RECOMMENDATION_TTL_MS);
  await db.transaction(async (tx) => {
    await tx.delete(contentRecommendations).where(eq(contentRecommendations.userId, userId));
    if (picks.length === 0) return;
    await tx
      .insert(contentRecommendations)
      .values(picks.map((p) => ({ userId, ...p, score: p.score.toFixed(3), generatedAt: now, expiresAt })));
  });
}
