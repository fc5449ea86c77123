/** Comments on stories: the thread readers see, and a new comment placed by the moderation rules. */
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storyComments, users, type StoryComment as CommentRow, type User } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { placementFor } from '../../platform/moderation/placement';
import { watchedWordsIn } from '../../platform/moderation/watched-words';
import type { StoryTarget } from '../../platform/story-comments';
import { isStaffRole } from '../../../shared/newsroom/roles';
import { shownName } from './names';
import type { CommentThread, StoryKind, StoryReply } from '../../../shared/comments';

/** Approved comments after which a reader's new comments appear at once (the first ones wait for staff). */
export const COMMENT_TRUSTED_AFTER = 1;
/** The longest thread one answer holds, oldest first (a story with more shows its first ones). */
const THREAD_CAP = 500;

export const storyNotFound = () =>
  new AppError(
    'STORY_NOT_FOUND',
    404,
    'This story was not found, or it is not published, so it cannot be commented on.',
  );
export const commentNotFound = () => new AppError('COMMENT_NOT_FOUND', 404, 'This comment was not found.');

/** The approved thread of a story: top-level comments oldest first, each with its approved replies. */
export async function readThread(db: Db, target: StoryTarget): Promise<CommentThread> {
  const rows = await db
    .select({ c: storyComments, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(storyComments)
    .innerJoin(users, eq(users.id, storyComments.authorUserId))
    .where(
      and(
        eq(storyComments.targetKind, target.kind),
        eq(storyComments.targetId, target.id),
        eq(storyComments.status, 'approved'),
      ),
    )
    .orderBy(asc(storyComments.createdAt), asc(storyComments.id))
    .limit(THREAD_CAP);
  const authors = new Set(target.authorUserIds);
  const shown = ({ c, role, ...name }: (typeof rows)[number]): StoryReply => ({
    id: c.id,
    authorName: shownName(name),
    content: c.content,
    createdAt: c.createdAt.toISOString(),
    marks: [
      ...(authors.has(c.authorUserId) ? (['author'] as const) : []),
      ...(isStaffRole(role) ? (['staff'] as const) : []),
    ],
  });
  const top = rows.filter((r) => !r.c.parentId).map((r) => ({ ...shown(r), replies: [] as StoryReply[] }));
  const byId = new Map(top.map((t) => [t.id, t]));
  let count = top.length;
  for (const r of rows) {
    const parent = r.c.parentId ? byId.get(r.c.parentId) : undefined;
    // A reply whose comment is no longer shown is not shown either.
    if (!parent) continue;
    parent.replies.push(shown(r));
    count += 1;
  }
  return { count, comments: top };
}

/** The top-level comment a reply attaches to: replies are one level deep. 404 unless it is shown on this story. */
async function threadRoot(db: Db, target: StoryTarget, parentId: string): Promise<string> {
  const [parent] = await db
    .select({ id: storyComments.id, parentId: storyComments.parentId })
    .from(storyComments)
    .where(
      and(
        eq(storyComments.id, parentId),
        eq(storyComments.targetKind, target.kind),
        eq(storyComments.targetId, target.id),
        eq(storyComments.status, 'approved'),
      ),
    );
  if (!parent) throw commentNotFound();
  return parent.parentId ?? parent.id;
}

/** Staff, and readers with approved comments, are published at once. */
async function isTrusted(db: Db, user: User): Promise<boolean> {
  if (isStaffRole(user.role)) return true;
  const [row] = await db
    .select({ n: count() })
    .from(storyComments)
    .where(and(eq(storyComments.authorUserId, user.id), eq(storyComments.status, 'approved')));
  return (row?.n ?? 0) >= COMMENT_TRUSTED_AFTER;
}

/** Blocked words refuse the comment (400, on the field); held words send it to staff. */
async function heldForWords(db: Db, content: string): Promise<boolean> {
  const found = await watchedWordsIn(db, content);
  if (found.block.length > 0) {
    const message = 'Your comment contains words that are not allowed here. Please rephrase it.';
    throw new AppError('COMMENT_TEXT_BLOCKED', 400, message, [{ path: 'content', message }]);
  }
  return found.hold.length > 0;
}

export async function writeComment(
  db: Db,
  target: StoryTarget,
  user: User,
  form: { content: string; parentId?: string },
): Promise<CommentRow> {
  const parentId = form.parentId ? await threadRoot(db, target, form.parentId) : null;
  const held = await heldForWords(db, form.content);
  const { status, heldReason } = placementFor(user, await isTrusted(db, user), held);
  const [row] = await db
    .insert(storyComments)
    .values({
      targetKind: target.kind satisfies StoryKind,
      targetId: target.id,
      parentId,
      authorUserId: user.id,
      content: form.content,
      status,
      heldReason,
      city: target.city,
      targetTitle: target.title,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
