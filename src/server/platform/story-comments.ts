/**
 * What the comments feature and the review desk share about comments on stories: the story a
 * comment belongs to, its count of approved comments (kept on the story's row for the cards), and
 * the reply notice a reader's digest e-mail is made from. Both call `afterCommentChange` after a
 * comment's status changes.
 */
import { and, count, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articles, commentReplyNotices, events, sportsStories, storyComments, submissions } from '../db/schema';
import type { StoryComment } from '../db/schema';
import type { StoryKind } from '../../shared/comments';
import { PUBLISHED } from '../../shared/publishing';
import { publicNow } from './visibility';
import { publicReadCache } from './cache';
import { listKeyPrefixes } from './lists/keys';

const PAGES: Record<string, string> = { article: '/articles', sports: '/sports', event: '/events' };
/** A story's page by kind and id (an article's page also answers to its id). */
export const storyPath = (kind: string, id: string) => `${PAGES[kind] ?? '/articles'}/${encodeURIComponent(id)}`;

export interface StoryTarget {
  kind: StoryKind;
  id: string;
  title: string;
  city: string;
  /** The story's page on the site. */
  url: string;
  /** The accounts that wrote or sent the story: their comments are marked "Author". */
  authorUserIds: string[];
}

/** The account that sent the reader's submission a story was made from. */
async function submitterOf(db: Db, submissionId: string | null): Promise<string | null> {
  if (!submissionId) return null;
  const [row] = await db
    .select({ by: submissions.submittedBy })
    .from(submissions)
    .where(eq(submissions.id, submissionId));
  return row?.by ?? null;
}

/** The story, when it exists and is public now; null otherwise. */
export async function storyTarget(db: Db, kind: StoryKind, id: string, now: Date): Promise<StoryTarget | null> {
  if (kind === 'article') {
    const a = articles;
    const [row] = await db
      .select({ title: a.title, city: a.city, slug: a.slug, authorId: a.authorId, submissionId: a.submissionId })
      .from(a)
      .where(and(eq(a.id, id), publicNow(a.status, a.publishDate, now, [PUBLISHED])));
    if (!row) return null;
    const sent = await submitterOf(db, row.submissionId);
    return {
      kind,
      id,
      title: row.title,
      city: row.city,
      url: `/articles/${row.slug ?? id}`,
      authorUserIds: [row.authorId, sent].filter((v): v is string => !!v),
    };
  }
  if (kind === 'sports') {
    const s = sportsStories;
    const [row] = await db
      .select({ title: s.title, city: s.city, by: s.submittedBy })
      .from(s)
      .where(and(eq(s.id, id), publicNow(s.status, s.publishedAt, now, [PUBLISHED])));
    if (!row) return null;
    return {
      kind,
      id,
      title: row.title,
      city: row.city,
      url: storyPath(kind, id),
      authorUserIds: row.by ? [row.by] : [],
    };
  }
  const e = events;
  const [row] = await db
    .select({ title: e.title, city: e.city, submissionId: e.submissionId })
    .from(e)
    .where(and(eq(e.id, id), publicNow(e.status, e.publishDate, now, [PUBLISHED])));
  if (!row) return null;
  const sent = await submitterOf(db, row.submissionId);
  return { kind, id, title: row.title, city: row.city, url: storyPath(kind, id), authorUserIds: sent ? [sent] : [] };
}

/**
 * Writes the story's count of shown comments (approved, replies to shown comments included) on its row. The row's own
 * `updated_at` stays (a comment is not an edit of the story); an article's summary and its tag are
 * rewritten by the database with the count, so its cached bytes are never stale.
 */
export async function refreshCommentCount(db: Db, kind: StoryKind, id: string): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(storyComments)
    .where(
      and(
        eq(storyComments.targetKind, kind),
        eq(storyComments.targetId, id),
        eq(storyComments.status, 'approved'),
        // A reply counts while the comment it answers is shown too.
        or(
          isNull(storyComments.parentId),
          sql`${storyComments.parentId} in (select p.id from ${storyComments} p where p.status = 'approved')`,
        ),
      ),
    );
  const n = row?.n ?? 0;
  if (kind === 'article')
    await db
      .update(articles)
      .set({ commentCount: n, updatedAt: sql`${articles.updatedAt}` })
      .where(and(eq(articles.id, id), ne(articles.commentCount, n)));
  else if (kind === 'event')
    await db
      .update(events)
      .set({ commentCount: n, updatedAt: sql`${events.updatedAt}` })
      .where(and(eq(events.id, id), ne(events.commentCount, n)));
  else
    await db
      .update(sportsStories)
      .set({ commentCount: n })
      .where(and(eq(sportsStories.id, id), ne(sportsStories.commentCount, n)));
}

/**
 * An approved reply by someone else than the comment's writer waits for that writer's digest (once
 * per reply, however often it is approved).
 */
async function noteReply(db: Db, reply: StoryComment): Promise<void> {
  if (reply.status !== 'approved' || !reply.parentId) return;
  const [parent] = await db
    .select({ author: storyComments.authorUserId })
    .from(storyComments)
    .where(eq(storyComments.id, reply.parentId));
  if (!parent || parent.author === reply.authorUserId) return;
  await db
    .insert(commentReplyNotices)
    .values({ recipientUserId: parent.author, replyId: reply.id })
    .onConflictDoNothing();
}

/** After a comment was written, approved, rejected or hidden: the story's count, and a reply's notice. */
export async function afterCommentChange(db: Db, comment: StoryComment): Promise<void> {
  await refreshCommentCount(db, comment.targetKind as StoryKind, comment.targetId);
  await noteReply(db, comment);
}

/**
 * Where a story's comment count is shown, as public-read cache key prefixes: its kind's lists and their
 * totals, and the kind's own answers (a story's page, the featured story). A comment that appears or
 * goes forgets only these and the rendered pages, here and on the other processes; every other list
 * stays cached.
 */
const COUNT_SHOWN_IN: Record<StoryKind, readonly string[]> = {
  article: [...listKeyPrefixes('articles'), 'articles:'],
  // The sports lists are read afresh today (not cached): named so that caching them later stays right.
  sports: [...listKeyPrefixes('sports', 'sports-featured'), 'sports:'],
  event: [...listKeyPrefixes('events'), 'events:'],
};

/** Forgets the cached answers that show the comment count of a story of `kind`. */
export function forgetCommentCounts(app: { deps: { now?: () => Date } }, kind: StoryKind): void {
  publicReadCache(app).clear(COUNT_SHOWN_IN[kind]);
}
