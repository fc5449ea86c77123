/** Vent Room: approved posts and comments for everyone, new ones stored pending for staff review. */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ventComments, ventPosts, type VentComment as CommentRow, type VentPost as PostRow } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Placement } from '../../platform/moderation/placement';
import {
  ANONYMOUS_NAME,
  VENT_PUBLIC_STATUS,
  type VentComment,
  type VentPost,
  type ventCommentFormSchema,
  type ventPostFormSchema,
} from '../../../shared/vent-room';
import type { z } from 'zod';
import type { City } from '../../../shared/cities';
import { neighbourhoodName } from '../../../shared/neighbourhoods';

interface Page {
  limit: number;
  offset: number;
}

/** Cache keys of this feature contain this, so moderation can clear exactly them. */

export const ventPostNotFound = () => new AppError('VENT_POST_NOT_FOUND', 404, 'Vent post not found.');

/** The public face of a row: the e-mail stays here, an anonymous author is "Anonymous". */
const shownName = (row: { authorName: string; isAnonymous: boolean }) =>
  row.isAnonymous ? ANONYMOUS_NAME : row.authorName;

export function toPost(row: PostRow): VentPost {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    authorName: shownName(row),
    isAnonymous: row.isAnonymous,
    createdAt: row.createdAt.toISOString(),
    city: row.city,
    neighbourhood: row.neighbourhood,
    neighbourhoodName: neighbourhoodName(row.city, row.neighbourhood),
    tags: row.tags,
    status: row.status,
  };
}

export function toComment(row: CommentRow): VentComment {
  return {
    id: row.id,
    postId: row.postId,
    content: row.content,
    authorName: shownName(row),
    isAnonymous: row.isAnonymous,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
  };
}

/** Which posts a public list shows: approved ones, of the city and neighbourhood when given. */
export interface PostFilters {
  city?: City;
  neighbourhood?: string;
}

const postFilter = ({ city, neighbourhood }: PostFilters) =>
  and(
    eq(ventPosts.status, VENT_PUBLIC_STATUS),
    city ? eq(ventPosts.city, city) : undefined,
    neighbourhood ? eq(ventPosts.neighbourhood, neighbourhood) : undefined,
  );

/** Newest first (the city, status, created_at index serves it). */
export async function listApprovedPosts(db: Db, query: Page & PostFilters): Promise<VentPost[]> {
  const rows = await db
    .select()
    .from(ventPosts)
    .where(postFilter(query))
    .orderBy(desc(ventPosts.createdAt), desc(ventPosts.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toPost);
}

export async function countApprovedPosts(db: Db, filters: PostFilters): Promise<number> {
  const [row] = await db.select({ total: count() }).from(ventPosts).where(postFilter(filters));
  return row?.total ?? 0;
}

/** Throws 404 unless the post exists and is public: nobody reads or answers a hidden thread. */
export async function requireApprovedPost(db: Db, postId: string): Promise<void> {
  const [post] = await db
    .select({ id: ventPosts.id })
    .from(ventPosts)
    .where(and(eq(ventPosts.id, postId), eq(ventPosts.status, VENT_PUBLIC_STATUS)))
    .limit(1);
  if (!post) throw ventPostNotFound();
}

/** Oldest first, so a discussion reads top to bottom. */
export async function listApprovedComments(db: Db, postId: string, page: Page): Promise<VentComment[]> {
  await requireApprovedPost(db, postId);
  const rows = await db
    .select()
    .from(ventComments)
    .where(and(eq(ventComments.postId, postId), eq(ventComments.status, VENT_PUBLIC_STATUS)))
    .orderBy(asc(ventComments.createdAt), asc(ventComments.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(toComment);
}

export async function submitPost(db: Db, form: z.output<typeof ventPostFormSchema>, placement: Placement) {
  const { website: _website, postAnyway: _postAnyway, ...input } = form;
  const [row] = await db
    .insert(ventPosts)
    .values({ ...input, tags: input.tags || null, ...placement, submittedBy: placement.authorUserId })
    .returning({ id: ventPosts.id, status: ventPosts.status });
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function submitComment(db: Db, form: z.output<typeof ventCommentFormSchema>, placement: Placement) {
  const { website: _website, postAnyway: _postAnyway, ...input } = form;
  await requireApprovedPost(db, input.postId);
  const [row] = await db
    .insert(ventComments)
    .values({ ...input, ...placement, submittedBy: placement.authorUserId })
    .returning({ id: ventComments.id, status: ventComments.status });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The signed-in author's own posts and comments, newest first, whatever their status. */
export async function listMine(db: Db, userId: string): Promise<{ posts: VentPost[]; comments: VentComment[] }> {
  const posts = await db
    .select()
    .from(ventPosts)
    .where(eq(ventPosts.authorUserId, userId))
    .orderBy(desc(ventPosts.createdAt))
    .limit(50);
  const comments = await db
    .select()
    .from(ventComments)
    .where(eq(ventComments.authorUserId, userId))
    .orderBy(desc(ventComments.createdAt))
    .limit(50);
  return { posts: posts.map(toPost), comments: comments.map(toComment) };
}
