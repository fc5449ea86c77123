/** The Vent Room (spec 001): moderated, city-based posts and comments; forms, list query and read shapes. */
import { z } from 'zod';
import { CITIES, DEFAULT_CITY } from './cities';
import { optionalChoice, publicPaging } from './query-params';
import { checkNeighbourhood } from './neighbourhoods';
import { neighbourhoodField, neighbourhoodParam } from './neighbourhood-fields';

/** Spec 001 sections 5 and 8: the one message for any missing required field. */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
/** 'flagged': hidden after enough reader reports, until staff restore (approved) or remove (rejected) it. */
export const VENT_STATUSES = ['pending', 'approved', 'rejected', 'flagged'] as const;
export type VentStatus = (typeof VENT_STATUSES)[number];
export const VENT_PUBLIC_STATUS: VentStatus = 'approved';
/** Shown instead of the poster's name when they asked to stay anonymous. */
export const ANONYMOUS_NAME = 'Anonymous';

/** The fields each form must have; the client checks them before sending, the server again. */
export const VENT_POST_REQUIRED = ['title', 'content', 'authorName', 'authorEmail'] as const;
export const VENT_COMMENT_REQUIRED = ['content', 'authorName', 'authorEmail'] as const;

/** Whether any of `fields` is absent or blank in a submitted form. */
export function hasMissingRequired(values: unknown, fields: readonly string[]): boolean {
  const record = (typeof values === 'object' && values !== null ? values : {}) as Record<string, unknown>;
  return fields.some((f) => typeof record[f] !== 'string' || (record[f] as string).trim() === '');
}

export const VENT_LIMITS = { title: 255, content: 5000, comment: 2000, name: 200, email: 254, tags: 500 } as const;

/** A required text field: blank (after trimming) or absent is "required", too long says the limit. */
function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

const authorEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .max(VENT_LIMITS.email, `Email must be at most ${VENT_LIMITS.email} characters`)
  .pipe(z.email('Please enter a valid email address'))
  .transform((e) => e.toLowerCase());

const author = {
  authorName: requiredText('Name', VENT_LIMITS.name),
  authorEmail,
  isAnonymous: z.boolean({ error: 'isAnonymous must be true or false' }).default(false),
  /** A field people never see or fill: a value means a bot filled the form. */
  website: z.string().max(500).optional(),
  /** The author saw the kindness reminder about held words and chose to post anyway. */
  postAnyway: z.boolean().optional(),
};

/** Answer codes the forms branch on. */
export const VENT_TEXT_HELD = 'VENT_TEXT_HELD';
export const VENT_TEXT_BLOCKED = 'VENT_TEXT_BLOCKED';

/** POST /api/vent/posts/{id}/flag and /api/vent/comments/{id}/flag. */
export const VENT_FLAG_REASON_MAX = 500;
export const ventFlagSchema = z.object({
  reason: z
    .string({ error: 'Please tell us what is wrong' })
    .trim()
    .min(3, 'Please tell us what is wrong')
    .max(VENT_FLAG_REASON_MAX, `Please keep the reason under ${VENT_FLAG_REASON_MAX} characters`),
});
export type VentFlagInput = z.input<typeof ventFlagSchema>;

export const WATCHED_WORD_ACTIONS = ['block', 'hold'] as const;
export const watchedWordSchema = z.object({
  word: z.string().trim().toLowerCase().min(2, 'At least 2 characters').max(100, 'At most 100 characters'),
  action: z.enum(WATCHED_WORD_ACTIONS, { error: 'Choose block or hold' }),
});
export const watchedWordRowSchema = watchedWordSchema.extend({ id: z.string() });

/**
 * POST /api/vent/posts. Tags are one comma-separated string, as the spec stores them. The optional
 * neighbourhood must be one of the post's city's (shared/neighbourhoods.ts).
 */
export const ventPostFormSchema = z
  .object({
    title: requiredText('Title', VENT_LIMITS.title),
    content: requiredText('Content', VENT_LIMITS.content),
    ...author,
    tags: z
      .string()
      .trim()
      .max(VENT_LIMITS.tags, `Tags must be at most ${VENT_LIMITS.tags} characters`)
      .optional()
      .nullable(),
    city: z.enum(CITIES, { error: `city must be one of: ${CITIES.join(', ')}` }).default(DEFAULT_CITY),
    neighbourhood: neighbourhoodField(),
  })
  .superRefine((form, ctx) => checkNeighbourhood(form, ctx));
export type VentPostFormInput = z.input<typeof ventPostFormSchema>;

/** POST /api/vent/comments. */
export const ventCommentFormSchema = z.object({
  content: requiredText('Comment', VENT_LIMITS.comment),
  ...author,
  postId: z.string({ error: 'postId is required' }).trim().min(1, 'postId is required').max(100),
});
export type VentCommentFormInput = z.input<typeof ventCommentFormSchema>;

/** `status` is accepted because the spec's client sends it, but only approved items are ever public. */
const statusParam = z.string().max(20).optional();

export const ventPostListQuerySchema = z
  .object({
    city: optionalChoice('city', CITIES),
    neighbourhood: neighbourhoodParam(),
    status: statusParam,
    ...publicPaging(),
  })
  .superRefine((query, ctx) => checkNeighbourhood(query, ctx));
export const ventCommentListQuerySchema = z.object({ status: statusParam, ...publicPaging() });
export const ventIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const ventPostIdParamsSchema = z.object({ postId: z.string().min(1).max(100) });

/** A post as everyone sees it: never the e-mail, and "Anonymous" for those who asked. */
export const ventPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  authorName: z.string(),
  isAnonymous: z.boolean(),
  createdAt: z.string(),
  city: z.string(),
  /** The neighbourhood's slug and name, or null (shared/neighbourhoods.ts). */
  neighbourhood: z.string().nullable(),
  neighbourhoodName: z.string().nullable(),
  tags: z.string().nullable(),
  status: z.string(),
});
export type VentPost = z.infer<typeof ventPostSchema>;

export const ventCommentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  content: z.string(),
  authorName: z.string(),
  isAnonymous: z.boolean(),
  createdAt: z.string(),
  status: z.string(),
});
export type VentComment = z.infer<typeof ventCommentSchema>;

export const ventSubmittedSchema = z.object({ id: z.string(), status: z.string(), message: z.string() });

/** Staff see who wrote what (the real name, even when the public sees "Anonymous"), never the e-mail. */
export const ventPendingSchema = z.object({
  posts: z.array(ventPostSchema.extend({ realAuthorName: z.string() })),
  comments: z.array(ventCommentSchema.extend({ realAuthorName: z.string(), postTitle: z.string() })),
});
export type VentPending = z.infer<typeof ventPendingSchema>;

/** GET /api/vent/mine: the signed-in author's own posts and comments, pending ones included. */
export const ventMineSchema = z.object({
  posts: z.array(ventPostSchema),
  comments: z.array(ventCommentSchema),
});
export type VentMine = z.infer<typeof ventMineSchema>;

/** GET /api/admin/vent/flags: what readers reported, with their reasons (never who reported it). */
export const ventFlaggedItemSchema = z.object({
  targetType: z.enum(['post', 'comment']),
  targetId: z.string(),
  status: z.string(),
  title: z.string().nullable(),
  content: z.string(),
  realAuthorName: z.string(),
  flagCount: z.number().int(),
  reasons: z.array(z.string()),
  lastFlaggedAt: z.string(),
});
export const ventFlagsSchema = z.array(ventFlaggedItemSchema);
export type VentFlaggedItem = z.infer<typeof ventFlaggedItemSchema>;

export const ventModerationSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'status must be approved or rejected' }),
});
export type VentModerationInput = z.infer<typeof ventModerationSchema>;
