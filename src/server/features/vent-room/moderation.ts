/** Staff review of the Vent Room: what waits, and approving or rejecting one item. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ventComments, ventPosts } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { VentPending, VentStatus } from '../../../shared/vent-room';
import { toComment, toPost, ventPostNotFound } from './service';

/** The review queue is worked oldest first; a generous cap keeps one answer small. */
const PENDING_CAP = 200;

export async function listPending(db: Db): Promise<VentPending> {
  const posts = await db
    .select()
    .from(ventPosts)
    .where(eq(ventPosts.status, 'pending'))
    .orderBy(asc(ventPosts.createdAt), asc(ventPosts.id))
    .limit(PENDING_CAP);
  const comments = await db
    .select({ comment: ventComments, postTitle: ventPosts.title })
    .from(ventComments)
    .innerJoin(ventPosts, eq(ventPosts.id, ventComments.postId))
    .where(eq(ventComments.status, 'pending'))
    .orderBy(asc(ventComments.createdAt), asc(ventComments.id))
    .limit(PENDING_CAP);
  return {
    posts: posts.map((p) => ({ ...toPost(p), realAuthorName: p.authorName })),
    comments: comments.map(({ comment, postTitle }) => ({
      ...toComment(comment),
      realAuthorName: comment.authorName,
      postTitle,
    })),
  };
}

/** Also records who decided and when, as the review desk does. */
export async function setPostStatus(db: Db, id: string, status: VentStatus, reviewedBy: string | null = null) {
  const [row] = await db
    .update(ventPosts)
    .set({ status, reviewedBy, reviewedAt: new Date() })
    .where(eq(ventPosts.id, id))
    .returning({ id: ventPosts.id, status: ventPosts.status });
  if (!row) throw ventPostNotFound();
  return row;
}

export async function setCommentStatus(db: Db, id: string, status: VentStatus, reviewedBy: string | null = null) {
  const [row] = await db
    .update(ventComments)
    .set({ status, reviewedBy, reviewedAt: new Date() })
    .where(eq(ventComments.id, id))
    .returning({ id: ventComments.id, status: ventComments.status });
  if (!row) throw new AppError('VENT_COMMENT_NOT_FOUND', 404, 'Vent comment not found.');
  return row;
}
