/**
 * One decision on one item, inside the caller's transaction: staff edits, the review record
 * (note, time, reviewer), the new status and, on approval, whatever makes the item public.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  artistWriteups,
  contributors,
  photoSubmissions,
  sportsStories,
  spotlights,
  submissions,
  users,
  storyCommentFlags,
  storyComments,
  ventComments,
  ventPosts,
} from '../../../db/schema';
import { afterCommentChange, storyPath } from '../../../platform/story-comments';
import { AppError } from '../../../platform/app-error';
import type { PublishedAs, ReviewKind } from '../../../../shared/review';
import { recordEarning } from '../../../platform/earnings';
import { publishSubmission } from './publish';
import { PUBLIC_STATUS, publicPageOf } from './stages';

export interface DecisionContext {
  approve: boolean;
  /** Already checked against the kind's edit schema. */
  edits: Record<string, unknown>;
  review: { reviewNotes: string | null; reviewedAt: Date; reviewedBy: string };
  now: Date;
  /** An editor's amount for a contributor's piece this approval publishes. */
  payout?: { amount: string; reason: string } | null;
}

export interface Applied {
  status: string;
  title: string;
  publishedAs: PublishedAs | null;
  draft: { kind: string; id: string } | null;
  /** Who hears about the decision: the account when there is one, else the address given. */
  sender: { userId: string | null; email: string | null; name: string | null };
}

const alreadyReviewed = () => new AppError('ALREADY_REVIEWED', 409, 'This item has already been reviewed.');

/** A piece its writer has not sent yet (a draft) is not the desk's: as if it did not exist. */
function pendingOnly<T extends { status: string }>(row: T | undefined): T | undefined {
  if (row?.status === 'draft') return undefined;
  if (row && row.status !== 'pending') throw alreadyReviewed();
  return row;
}

const statusFor = (kind: ReviewKind, c: DecisionContext) => (c.approve ? PUBLIC_STATUS[kind] : 'rejected');
const page = (kind: ReviewKind, id: string, c: DecisionContext, city?: string): PublishedAs | null => {
  const url = publicPageOf(kind, { id, city });
  return c.approve && url ? { kind, id, url } : null;
};

type Applier = (tx: Db, id: string, c: DecisionContext) => Promise<Applied | undefined>;

/** A contributor's piece this approval publishes earns its one payment, in this transaction. */
const earn = (tx: Db, c: DecisionContext, contentType: string, contentId: string, row: PieceRow) =>
  recordEarning(tx, { contentType, contentId, authorUserId: row.submittedBy, title: row.title, override: c.payout });
interface PieceRow {
  submittedBy: string | null;
  title: string;
}

export const APPLIERS: Record<ReviewKind, Applier> = {
  async content(tx, id, c) {
    const t = submissions;
    if (!pendingOnly((await tx.select().from(t).where(eq(t.id, id)).for('update'))[0])) return undefined;
    const [row] = await tx
      .update(t)
      .set({ ...c.edits, ...c.review, status: statusFor('content', c) })
      .where(eq(t.id, id))
      .returning();
    if (!row) return undefined;
    const sender = { userId: row.submittedBy, email: row.submitterEmail, name: row.submitterName };
    if (!c.approve) return { status: row.status, title: row.title, publishedAs: null, draft: null, sender };
    const published = await publishSubmission(tx, row, c.now);
    await tx
      .update(t)
      .set({ publishedId: published.id, publishedAt: published.draft ? null : c.now })
      .where(eq(t.id, id));
    if (!published.draft) await earn(tx, c, published.kind, published.id, row);
    return {
      status: row.status,
      title: row.title,
      publishedAs: published.draft ? null : { kind: published.kind, id: published.id, url: published.url },
      draft: published.draft ? { kind: published.kind, id: published.id } : null,
      sender,
    };
  },

  async photo(tx, id, c) {
    const t = photoSubmissions;
    if (!pendingOnly((await tx.select().from(t).where(eq(t.id, id)).for('update'))[0])) return undefined;
    const [row] = await tx
      .update(t)
      .set({ ...c.edits, ...c.review, status: statusFor('photo', c), publishedAt: c.approve ? c.now : null })
      .where(eq(t.id, id))
      .returning();
    if (!row) return undefined;
    if (c.approve) await earn(tx, c, 'photo', id, row);
    const sender = { userId: row.submittedBy, email: row.photographerEmail, name: row.photographerName };
    return { status: row.status, title: row.title, publishedAs: page('photo', id, c), draft: null, sender };
  },

  async writeup(tx, id, c) {
    const t = artistWriteups;
    if (!pendingOnly((await tx.select().from(t).where(eq(t.id, id)).for('update'))[0])) return undefined;
    const [row] = await tx
      .update(t)
      .set({ ...c.edits, ...c.review, status: statusFor('writeup', c), publishedAt: c.approve ? c.now : null })
      .where(eq(t.id, id))
      .returning();
    if (!row) return undefined;
    if (c.approve) await earn(tx, c, 'writeup', id, row);
    const sender = { userId: row.submittedBy, email: row.authorEmail, name: row.authorName };
    return { status: row.status, title: row.title, publishedAs: page('writeup', id, c), draft: null, sender };
  },

  async spotlight(tx, id, c) {
    const t = spotlights;
    if (!pendingOnly((await tx.select().from(t).where(eq(t.id, id)).for('update'))[0])) return undefined;
    const { featuredDate, imageUrl, ...edits } = c.edits as { featuredDate?: string | null; imageUrl?: string | null };
    const [row] = await tx
      .update(t)
      .set({
        ...edits,
        ...(imageUrl !== undefined ? { imageUrl: imageUrl ?? '' } : {}),
        ...c.review,
        status: statusFor('spotlight', c),
        // Live from the day staff chose (midnight UTC), or from now.
        ...(c.approve
          ? { isActive: true, featuredDate: featuredDate ? new Date(`${featuredDate}T00:00:00Z`) : c.now }
          : {}),
      })
      .where(eq(t.id, id))
      .returning();
    if (!row) return undefined;
    if (c.approve) await earn(tx, c, 'spotlight', id, row);
    const sender = { userId: row.submittedBy, email: null, name: row.nominatedBy };
    return {
      status: row.status,
      title: row.title,
      publishedAs: page('spotlight', id, c, row.city),
      draft: null,
      sender,
    };
  },

  async contributor(tx, id, c) {
    const t = contributors;
    if (!pendingOnly((await tx.select().from(t).where(eq(t.id, id)).for('update'))[0])) return undefined;
    const [row] = await tx
      .update(t)
      .set({ ...c.edits, ...c.review, status: statusFor('contributor', c), isActive: c.approve })
      .where(eq(t.id, id))
      .returning();
    if (!row) return undefined;
    if (c.approve && row.userId) {
      // Only a member moves up: staff keep their own role.
      const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.id, row.userId));
      if (account?.role === 'member')
        await tx.update(users).set({ role: 'contributor' }).where(eq(users.id, row.userId));
    }
    const sender = { userId: row.userId, email: row.email, name: row.name };
    return { status: row.status, title: 'Your contributor application', publishedAs: null, draft: null, sender };
  },

  async sports(tx, id, c) {
    const t = sportsStories;
    if (!pendingOnly((await tx.select().from(t).where(eq(t.id, id)).for('update'))[0])) return undefined;
    const [row] = await tx
      .update(t)
      .set({ ...c.edits, ...c.review, status: statusFor('sports', c), publishedAt: c.approve ? c.now : null })
      .where(eq(t.id, id))
      .returning();
    if (!row) return undefined;
    if (c.approve) await earn(tx, c, 'sports', id, row);
    const sender = { userId: row.submittedBy, email: row.authorEmail, name: row.authorName };
    return { status: row.status, title: row.title, publishedAs: page('sports', id, c), draft: null, sender };
  },

  async 'vent-post'(tx, id, c) {
    const t = ventPosts;
    if (!pendingOnly((await tx.select().from(t).where(eq(t.id, id)).for('update'))[0])) return undefined;
    const [row] = await tx
      .update(t)
      .set({ ...c.edits, ...c.review, status: statusFor('vent-post', c) })
      .where(eq(t.id, id))
      .returning();
    if (!row) return undefined;
    const sender = { userId: row.submittedBy, email: row.authorEmail, name: row.authorName };
    return { status: row.status, title: row.title, publishedAs: page('vent-post', id, c), draft: null, sender };
  },

  async 'vent-comment'(tx, id, c) {
    const t = ventComments;
    if (!pendingOnly((await tx.select().from(t).where(eq(t.id, id)).for('update'))[0])) return undefined;
    const [row] = await tx
      .update(t)
      .set({ ...c.edits, ...c.review, status: statusFor('vent-comment', c) })
      .where(eq(t.id, id))
      .returning();
    if (!row) return undefined;
    const sender = { userId: row.submittedBy, email: row.authorEmail, name: row.authorName };
    return {
      status: row.status,
      title: 'Your Vent Room comment',
      publishedAs: page('vent-comment', id, c),
      draft: null,
      sender,
    };
  },

  /** The story's count and a reply's notice follow; the writer gets no decision e-mail for a comment. */
  async 'story-comment'(tx, id, c) {
    const t = storyComments;
    if (!pendingOnly((await tx.select().from(t).where(eq(t.id, id)).for('update'))[0])) return undefined;
    const [row] = await tx
      .update(t)
      .set({ ...c.edits, ...c.review, status: statusFor('story-comment', c), flagCount: 0 })
      .where(eq(t.id, id))
      .returning();
    if (!row) return undefined;
    // Staff decided: the reports are settled, so a restored comment starts with a clean slate.
    await tx.delete(storyCommentFlags).where(eq(storyCommentFlags.commentId, id));
    await afterCommentChange(tx, row);
    const url = `${storyPath(row.targetKind, row.targetId)}#comment-${id}`;
    return {
      status: row.status,
      title: `Your comment on “${row.targetTitle}”`,
      publishedAs: c.approve ? { kind: 'story-comment', id, url } : null,
      draft: null,
      sender: { userId: null, email: null, name: null },
    };
  },
};
