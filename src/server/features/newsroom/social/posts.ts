/** Social posts as staff see and edit them: the list, the calendar's range, one post, its changes. */
import { and, asc, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { socialAccounts, socialPosts, type SocialAccount, type SocialPost, type User } from '../../../db/schema';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import { checkSocialPost, type SocialPlatformName, type SocialPostStatus } from '../../../../shared/social';
import type { SocialPostListQuery, SocialPostView } from '../../../../shared/social-contract';
import { getAccount } from './accounts';

/** States in which staff may still change a post (never while it goes out or once it is out). */
const EDITABLE = new Set(['draft', 'scheduled', 'failed', 'held', 'cancelled']);

export const POST_TYPES: Record<string, string> = {
  business: 'business_feature',
  event: 'event_promotion',
  article: 'community_highlight',
  spotlight: 'community_highlight',
  photo: 'photo_feature',
};

export function postView(p: SocialPost, account: Pick<SocialAccount, 'status'> | null): SocialPostView {
  return {
    id: p.id,
    accountId: p.accountId,
    platform: p.platform as SocialPlatformName,
    city: p.city,
    title: p.title,
    content: p.content,
    imageUrl: p.imageUrl,
    link: p.link,
    linkedContentId: p.linkedContentId,
    linkedContentType: p.linkedContentType,
    status: p.status as SocialPostStatus,
    waitingForReconnect: p.status === 'scheduled' && account?.status === 'reconnect',
    scheduledFor: p.scheduledFor?.toISOString() ?? null,
    postedAt: p.postedAt?.toISOString() ?? null,
    remoteUrl: p.remoteUrl,
    attempts: p.attempts,
    lastError: p.lastError,
    engagement: p.engagement ?? null,
  };
}

export async function listPosts(db: Db, q: SocialPostListQuery): Promise<SocialPostView[]> {
  const where: SQL[] = [];
  if (q.status) where.push(eq(socialPosts.status, q.status));
  if (q.platform) where.push(eq(socialPosts.platform, q.platform));
  if (q.city) where.push(eq(socialPosts.city, q.city));
  if (q.from) where.push(gte(socialPosts.scheduledFor, q.from));
  if (q.to) where.push(lt(socialPosts.scheduledFor, q.to));
  const rows = await db
    .select({ post: socialPosts, account: { status: socialAccounts.status } })
    .from(socialPosts)
    .leftJoin(socialAccounts, eq(socialAccounts.id, socialPosts.accountId))
    .where(and(...where))
    .orderBy(q.from ? asc(socialPosts.scheduledFor) : desc(socialPosts.createdAt))
    .limit(500);
  return rows.map((r) => postView(r.post, r.account));
}

export async function getPost(db: Db, id: string): Promise<SocialPost> {
  const [row] = await db.select().from(socialPosts).where(eq(socialPosts.id, id));
  if (!row) throw new AppError('SOCIAL_POST_NOT_FOUND', 404, 'Social post not found.');
  return row;
}

export async function postWithAccount(db: Db, id: string): Promise<SocialPostView> {
  const post = await getPost(db, id);
  const [account] = post.accountId
    ? await db.select().from(socialAccounts).where(eq(socialAccounts.id, post.accountId))
    : [];
  return postView(post, account ?? null);
}

export function refuseInvalid(platform: string, post: { content: string; imageUrl?: string | null }) {
  const errors = checkSocialPost(platform as SocialPlatformName, post);
  if (errors.length) throw new AppError('VALIDATION_FAILED', 400, errors[0]?.message ?? 'Check the post.', errors);
}

function assertEditable(post: SocialPost) {
  if (!EDITABLE.has(post.status))
    throw new AppError(
      'SOCIAL_POST_LOCKED',
      409,
      post.status === 'posted' ? 'This post is already out and cannot change.' : 'This post is being sent right now.',
    );
}

interface Change {
  content?: string;
  imageUrl?: string | null;
  link?: string | null;
  title?: string;
  linkedContentId?: string | null;
  linkedContentType?: string | null;
  scheduledFor?: Date | null;
}

function scheduleFields(scheduledFor: Date | null | undefined, now: Date) {
  if (scheduledFor === undefined) return {};
  if (scheduledFor === null) return { scheduledFor: null, status: 'draft' };
  if (scheduledFor.getTime() < now.getTime() - 60_000)
    throw new AppError('SCHEDULE_IN_PAST', 400, 'Choose a time that is still ahead.', [
      { path: 'scheduledFor', message: 'Choose a time that is still ahead.' },
    ]);
  return { scheduledFor, status: 'scheduled', nextAttemptAt: null, lastError: null, attempts: 0 };
}

export async function createPost(db: Db, input: Change & { accountId: string }, actor: User, now: Date) {
  const account = await getAccount(db, input.accountId);
  const content = input.content ?? '';
  refuseInvalid(account.platform, { content, imageUrl: input.imageUrl });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(socialPosts)
      .values({
        accountId: account.id,
        platform: account.platform,
        city: account.city,
        postType: POST_TYPES[input.linkedContentType ?? ''] ?? 'community_highlight',
        title: input.title || content.slice(0, 120) || 'Post',
        content,
        imageUrl: input.imageUrl ?? null,
        link: input.link ?? null,
        linkedContentId: input.linkedContentId ?? null,
        linkedContentType: input.linkedContentType ?? null,
        status: 'draft',
        ...scheduleFields(input.scheduledFor, now),
      })
      .returning();
    if (!row) throw new Error('the post was not written');
    await recordAudit(tx, {
      actor,
      action: 'social.post.create',
      entityType: 'social_post',
      entityId: row.id,
      after: row,
      at: now,
    });
    return postView(row, account);
  });
}

export async function updatePost(
  db: Db,
  id: string,
  change: Change,
  actor: User,
  now: Date,
  action = 'social.post.update',
) {
  const before = await getPost(db, id);
  assertEditable(before);
  const next = {
    content: change.content ?? before.content,
    imageUrl: change.imageUrl === undefined ? before.imageUrl : change.imageUrl,
  };
  refuseInvalid(before.platform, next);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(socialPosts)
      .set({
        ...(change.content !== undefined ? { content: change.content } : {}),
        ...(change.imageUrl !== undefined ? { imageUrl: change.imageUrl } : {}),
        ...(change.link !== undefined ? { link: change.link } : {}),
        ...(change.title ? { title: change.title } : {}),
        ...(change.linkedContentId !== undefined ? { linkedContentId: change.linkedContentId } : {}),
        ...(change.linkedContentType !== undefined ? { linkedContentType: change.linkedContentType } : {}),
        ...scheduleFields(change.scheduledFor, now),
      })
      // Only while still editable: a post the sender claimed in between is not changed under it.
      .where(and(eq(socialPosts.id, id), eq(socialPosts.status, before.status)))
      .returning();
    if (!row) throw new AppError('SOCIAL_POST_LOCKED', 409, 'This post is being sent right now.');
    await recordAudit(tx, { actor, action, entityType: 'social_post', entityId: id, before, after: row, at: now });
    return postWithAccount(tx, id);
  });
}

export async function cancelPost(db: Db, id: string, actor: User, now: Date) {
  const before = await getPost(db, id);
  assertEditable(before);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(socialPosts)
      .set({ status: 'cancelled', nextAttemptAt: null })
      .where(and(eq(socialPosts.id, id), eq(socialPosts.status, before.status)))
      .returning();
    if (!row) throw new AppError('SOCIAL_POST_LOCKED', 409, 'This post is being sent right now.');
    await recordAudit(tx, {
      actor,
      action: 'social.post.cancel',
      entityType: 'social_post',
      entityId: id,
      before,
      after: row,
      at: now,
    });
    return postWithAccount(tx, id);
  });
}

export async function deletePost(db: Db, id: string, actor: User, now: Date) {
  const before = await getPost(db, id);
  assertEditable(before);
  await db.transaction(async (tx) => {
    await tx.delete(socialPosts).where(and(eq(socialPosts.id, id), eq(socialPosts.status, before.status)));
    await recordAudit(tx, {
      actor,
      action: 'social.post.delete',
      entityType: 'social_post',
      entityId: id,
      before,
      at: now,
    });
  });
}
