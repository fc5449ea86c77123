/**
 * The Vent Room's safety rules, after Discourse: watched words, trust earned by approved posts,
 * limits for new authors, and reader flags that hide an item until staff decide.
 */
import { and, count, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ventComments, ventFlags, ventPosts, type User } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { VENT_TEXT_BLOCKED, VENT_TEXT_HELD, type VentFlaggedItem } from '../../../shared/vent-room';
import { flagsWeight } from './flag-weight';
import { watchedWordsIn } from '../../platform/moderation/watched-words';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Refuses blocked words (400) and, unless the author already chose to post anyway, asks them to
 * reconsider held ones (409, Nextdoor's kindness reminder). Answers whether the text must be held.
 */
export async function screenText(
  db: Db,
  text: string,
  postAnyway: boolean | undefined,
  field: string,
): Promise<boolean> {
  const found = await watchedWordsIn(db, text);
  if (found.block.length > 0) {
    const message = 'Your post contains words that are not allowed in the Vent Room. Please rephrase it.';
    throw new AppError(VENT_TEXT_BLOCKED, 400, message, [{ path: field, message }]);
  }
  if (found.hold.length === 0) return false;
  if (!postAnyway) {
    throw new AppError(
      VENT_TEXT_HELD,
      409,
      'Before you post: some of your words may come across as hurtful. Would you like to edit them? If you post anyway, staff will review it first.',
    );
  }
  return true;
}

/** A signed-in author with `trustedAfter` approved posts is published at once; everyone else waits for staff. */
export async function isTrusted(db: Db, user: User | null, trustedAfter: number): Promise<boolean> {
  if (!user) return false;
  const [row] = await db
    .select({ n: count() })
    .from(ventPosts)
    .where(and(eq(ventPosts.authorUserId, user.id), eq(ventPosts.status, 'approved')));
  return (row?.n ?? 0) >= trustedAfter;
}

/** Discourse's first-day rule: a new account posts at most `limit` times in its first 24 hours. */
export async function enforceFirstDayLimit(db: Db, user: User, limit: number, now = new Date()) {
  if (now.getTime() - user.createdAt.getTime() > DAY_MS) return;
  const [row] = await db
    .select({ n: count() })
    .from(ventPosts)
    .where(and(eq(ventPosts.authorUserId, user.id), gt(ventPosts.createdAt, new Date(now.getTime() - DAY_MS))));
  if ((row?.n ?? 0) >= limit) {
    throw new AppError(
      'RATE_LIMITED',
      429,
      `New members can share ${limit} posts on their first day. Please come back tomorrow to post again.`,
      undefined,
      { 'Retry-After': String(Math.ceil((user.createdAt.getTime() + DAY_MS - now.getTime()) / 1000)) },
    );
  }
}

export type FlagTarget = 'post' | 'comment';

/**
 * Records one reader's flag (once per reader and item: 409 the second time). When the flags'
 * weights (by the flaggers' trust, flag-weight.ts) reach `threshold`, a public item is hidden
 * ('flagged') until staff decide.
 */
export async function flagItem(
  db: Db,
  target: FlagTarget,
  id: string,
  user: User,
  reason: string,
  rules: { threshold: number; trustedAfter: number },
) {
  const table = target === 'post' ? ventPosts : ventComments;
  const [item] = await db.select({ id: table.id, status: table.status }).from(table).where(eq(table.id, id)).limit(1);
  if (!item || (item.status !== 'approved' && item.status !== 'flagged')) {
    throw new AppError(
      target === 'post' ? 'VENT_POST_NOT_FOUND' : 'VENT_COMMENT_NOT_FOUND',
      404,
      `Vent ${target} not found.`,
    );
  }
  const inserted = await db
    .insert(ventFlags)
    .values({ targetType: target, targetId: id, userId: user.id, reason })
    .onConflictDoNothing()
    .returning({ id: ventFlags.id });
  if (inserted.length === 0)
    throw new AppError('ALREADY_FLAGGED', 409, 'You have already reported this. Thank you: staff will look at it.');
  const hidden = (await flagsWeight(db, target, id, rules.trustedAfter)) >= rules.threshold;
  if (hidden) {
    await db
      .update(table)
      .set({ status: 'flagged', heldReason: 'flags' })
      .where(and(eq(table.id, id), eq(table.status, 'approved')));
  }
  return { hidden };
}

/** Staff decided: the item's flags are settled, so a restored item starts with a clean slate. */
export async function clearFlags(db: Db, target: FlagTarget, id: string) {
  await db.delete(ventFlags).where(and(eq(ventFlags.targetType, target), eq(ventFlags.targetId, id)));
}

/** Items with open flags, most recently flagged first, for the review desk. */
export async function listFlagged(db: Db): Promise<VentFlaggedItem[]> {
  const groups = await db
    .select({
      targetType: ventFlags.targetType,
      targetId: ventFlags.targetId,
      n: count(),
      last: max(ventFlags.createdAt),
      reasons: sql<string[]>`array_agg(${ventFlags.reason} order by ${ventFlags.createdAt})`,
    })
    .from(ventFlags)
    .groupBy(ventFlags.targetType, ventFlags.targetId)
    .orderBy(desc(max(ventFlags.createdAt)))
    .limit(200);
  const postIds = groups.filter((g) => g.targetType === 'post').map((g) => g.targetId);
  const commentIds = groups.filter((g) => g.targetType === 'comment').map((g) => g.targetId);
  const posts = postIds.length ? await db.select().from(ventPosts).where(inArray(ventPosts.id, postIds)) : [];
  const comments = commentIds.length
    ? await db.select().from(ventComments).where(inArray(ventComments.id, commentIds))
    : [];
  const items: VentFlaggedItem[] = [];
  for (const g of groups) {
    const row =
      g.targetType === 'post' ? posts.find((p) => p.id === g.targetId) : comments.find((c) => c.id === g.targetId);
    if (!row) continue;
    items.push({
      targetType: g.targetType === 'post' ? 'post' : 'comment',
      targetId: g.targetId,
      status: row.status,
      title: 'title' in row ? row.title : null,
      content: row.content,
      realAuthorName: row.authorName,
      flagCount: g.n,
      reasons: g.reasons ?? [],
      lastFlaggedAt: new Date(g.last ?? Date.now()).toISOString(),
    });
  }
  return items;
}
