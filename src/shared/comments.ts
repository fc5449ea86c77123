/**
 * Comments on stories (articles, sports stories, events): signed-in, verified readers comment and
 * reply one level deep; the Vent Room's moderation applies; replies are e-mailed as a digest.
 */
import { z } from 'zod';

import { COMMENT_MARKS, COMMENT_MAX_LENGTH, COMMENT_REQUIRED, COMMENT_TOO_LONG, STORY_KINDS } from './comment-limits';

export * from './comment-limits';

export const commentFormSchema = z.object({
  content: z.string().trim().min(1, COMMENT_REQUIRED).max(COMMENT_MAX_LENGTH, COMMENT_TOO_LONG),
  /** The comment answered; a reply to a reply answers its top-level comment. */
  parentId: z.string().min(1).max(100).optional(),
});
export type CommentForm = z.infer<typeof commentFormSchema>;

export const commentTargetParamsSchema = z.object({
  kind: z.enum(STORY_KINDS, { error: `kind must be one of: ${STORY_KINDS.join(', ')}` }),
  id: z.string().min(1).max(100),
});
export const commentIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

const commentBase = z.object({
  id: z.string(),
  /** First name and last initial ("Ada L."): never an e-mail address. */
  authorName: z.string(),
  content: z.string(),
  createdAt: z.string(),
  marks: z.array(z.enum(COMMENT_MARKS)),
});
export const storyCommentSchema = commentBase.extend({ replies: z.array(commentBase) });
export type StoryComment = z.infer<typeof storyCommentSchema>;
export type StoryReply = z.infer<typeof commentBase>;

export const commentThreadSchema = z.object({
  /** Approved comments and replies. */
  count: z.number().int(),
  comments: z.array(storyCommentSchema),
});
export type CommentThread = z.infer<typeof commentThreadSchema>;

export const commentSubmittedSchema = z.object({
  id: z.string(),
  status: z.enum(['approved', 'pending']),
  message: z.string(),
});
export type CommentSubmitted = z.infer<typeof commentSubmittedSchema>;
export const COMMENT_PUBLISHED = 'Comment submitted';
export const COMMENT_HELD = 'Comment submitted: it will appear once our staff have read it.';

export const commentFlagSchema = z.object({
  reason: z.string().trim().min(1, 'Please say what is wrong.').max(500, 'A reason can be at most 500 characters.'),
});

export const replyEmailSettingSchema = z.object({ replyEmails: z.boolean() });
export type ReplyEmailSetting = z.infer<typeof replyEmailSettingSchema>;
