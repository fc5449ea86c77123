/** Readers' comments on stories (articles, sports stories, events), their reports and reply e-mails. */
import { boolean, index, integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { id, timestamptz, createdAt, updatedAt, city, status } from './columns';
import { users } from './accounts';
import { reviewColumns } from './community';

const account = () => text().references(() => users.id, { onDelete: 'cascade' });

export const storyComments = pgTable(
  'story_comments',
  {
    id: id(),
    /** 'article', 'sports' or 'event' (STORY_KINDS in shared/comments.ts). */
    targetKind: varchar({ length: 20 }).notNull(),
    targetId: text().notNull(),
    /** The top-level comment this one answers (replies are one level deep); null for a top-level one. */
    parentId: text(),
    authorUserId: account().notNull(),
    content: text().notNull(),
    /** pending, approved or rejected: only approved comments are shown and counted. */
    status: status('pending'),
    /** Why it waits for staff: 'new-author', 'watched-word' or 'flags'. */
    heldReason: varchar({ length: 40 }),
    /** Open reports by readers (settled, back to 0, when staff decide). */
    flagCount: integer().notNull().default(0),
    /** The story's city and title when the comment was written, for the review desk and the e-mail. */
    city: city(),
    targetTitle: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...reviewColumns(),
  },
  (t) => [
    index('story_comments_target_status_created_at_idx').on(t.targetKind, t.targetId, t.status, t.createdAt),
    index('story_comments_author_user_id_idx').on(t.authorUserId),
    index('story_comments_status_created_at_idx').on(t.status, t.createdAt),
    index('story_comments_parent_id_idx').on(t.parentId),
  ],
);

/** One reader's report of a comment; one per reader and comment. */
export const storyCommentFlags = pgTable(
  'story_comment_flags',
  {
    id: id(),
    commentId: text()
      .notNull()
      .references(() => storyComments.id, { onDelete: 'cascade' }),
    userId: account().notNull(),
    reason: varchar({ length: 500 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('story_comment_flags_comment_user_unique').on(t.commentId, t.userId)],
);

/** An approved reply someone else wrote to a reader's comment, waiting for (or sent in) their digest. */
export const commentReplyNotices = pgTable(
  'comment_reply_notices',
  {
    id: id(),
    recipientUserId: account().notNull(),
    replyId: text()
      .notNull()
      .references(() => storyComments.id, { onDelete: 'cascade' })
      .unique('comment_reply_notices_reply_unique'),
    createdAt: createdAt(),
    sentAt: timestamptz(),
  },
  (t) => [index('comment_reply_notices_recipient_sent_at_idx').on(t.recipientUserId, t.sentAt)],
);

/** A reader's reply e-mail setting (on unless a row says off) and when their last digest went out. */
export const commentReplySettings = pgTable('comment_reply_settings', {
  userId: account().primaryKey(),
  replyEmails: boolean().notNull().default(true),
  lastDigestAt: timestamptz(),
});

export type StoryComment = typeof storyComments.$inferSelect;
