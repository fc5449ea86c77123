/**
 * Readers' reports of comments, weighed as in the Vent Room (platform/moderation/flag-weight.ts):
 * once the weight reaches the threshold the comment is hidden and waits on the review desk.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storyCommentFlags, storyComments, users, type StoryComment, type User } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { sumFlagWeights } from '../../platform/moderation/flag-weight';
import { commentNotFound } from './service';

/** The summed weight of a comment's reports; a reader's approved comments earn their reports trust. */
async function reportsWeight(db: Db, commentId: string, trustedAfter: number): Promise<number> {
  const approved = sql<number>`(select count(*) from ${storyComments} where ${storyComments.authorUserId} = ${storyCommentFlags.userId} and ${storyComments.status} = 'approved')`;
  const rows = await db
    .select({
      role: users.role,
      accountCreatedAt: users.createdAt,
      flaggedAt: storyCommentFlags.createdAt,
      approvedPosts: approved.mapWith(Number),
    })
    .from(storyCommentFlags)
    .innerJoin(users, eq(users.id, storyCommentFlags.userId))
    .where(eq(storyCommentFlags.commentId, commentId));
  return sumFlagWeights(rows, trustedAfter);
}

/**
 * Records one reader's report (once per reader: 409 the second time). Answers the comment when the
 * reports hid it (it is then pending, held for 'flags', on the review desk), else null.
 */
export async function reportComment(
  db: Db,
  id: string,
  user: User,
  reason: string,
  rules: { threshold: number; trustedAfter: number },
): Promise<StoryComment | null> {
  const [comment] = await db
    .select({ id: storyComments.id })
    .from(storyComments)
    .where(and(eq(storyComments.id, id), eq(storyComments.status, 'approved')));
  if (!comment) throw commentNotFound();
  const inserted = await db
    .insert(storyCommentFlags)
    .values({ commentId: id, userId: user.id, reason })
    .onConflictDoNothing()
    .returning({ id: storyCommentFlags.id });
  if (inserted.length === 0)
    throw new AppError(
      'ALREADY_FLAGGED',
      409,
      'You have already reported this comment. Thank you: staff will look at it.',
    );
  const hide = (await reportsWeight(db, id, rules.trustedAfter)) >= rules.threshold;
  const [row] = await db
    .update(storyComments)
    .set({
      flagCount: sql`${storyComments.flagCount} + 1`,
      ...(hide ? { status: 'pending', heldReason: 'flags' } : {}),
    })
    .where(eq(storyComments.id, id))
    .returning();
  return hide && row ? row : null;
}
