/** The review desk's decision: approve or reject, with a reason, staff's edits and another amount to pay. */
import { z } from 'zod';
import { pieceAmountSchema } from './payout-amounts';
import { REVIEW_KINDS, publishedAsSchema } from './review';

/** Said when a rejection has no reason: the sender is always told why. */
export const REJECTION_REASON_REQUIRED = 'Please give the sender a reason for not publishing it.';

/** Saved replies for the usual reasons (staff may edit the text, or write their own). */
export const SAVED_REPLIES = [
  {
    label: 'Not local',
    text: 'Thank you for sending this. We only publish pieces about our own cities, and this one is outside them.',
  },
  {
    label: 'Missing details',
    text: 'Thank you for sending this. We need a few more details (who, where and when) before we can publish it; please send it again with them.',
  },
  {
    label: 'Already covered',
    text: 'Thank you for sending this. We have already published a piece on the same subject.',
  },
  {
    label: 'Community guidelines',
    text: 'Thank you for sending this. It does not meet our community guidelines, so we cannot publish it.',
  },
  {
    label: 'Photo quality',
    text: 'Thank you for sending this. The photo is not sharp or large enough to publish; a clearer one would be welcome.',
  },
] as const;

const decisionFields = {
  decision: z.enum(['approve', 'reject'], { error: 'decision must be approve or reject' }),
  note: z
    .string()
    .trim()
    .max(2000, 'Note must be at most 2000 characters')
    .optional()
    .nullable()
    .transform((v) => v || null),
};

/** A rejection always tells the sender why. */
function requireRejectionNote(body: { decision: string; note: string | null }, ctx: z.RefinementCtx) {
  if (body.decision === 'reject' && !body.note)
    ctx.addIssue({ code: 'custom', path: ['note'], message: REJECTION_REASON_REQUIRED });
}

export const reviewDecisionSchema = z
  .object({
    ...decisionFields,
    /** Checked against REVIEW_EDIT_SCHEMAS[kind] on the server. */
    edits: z.record(z.string(), z.unknown()).optional(),
    /** Another amount than the rate for a contributor's piece published by this approval, with a reason. */
    payout: pieceAmountSchema.optional(),
  })
  .superRefine(requireRejectionNote);

/**
 * The review desk's decision form, checked by the same rules as the body: the edit fields as typed,
 * and an amount left blank pays the rate (no payout is sent).
 */
export const reviewDecisionFormSchema = z
  .object({
    ...decisionFields,
    edits: z.record(z.string(), z.string()),
    payout: z.object({ amount: z.string(), reason: z.string() }),
  })
  .superRefine((body, ctx) => {
    requireRejectionNote(body, ctx);
    if (body.decision !== 'approve' || !body.payout.amount.trim()) return;
    for (const issue of pieceAmountSchema.safeParse(body.payout).error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: ['payout', ...issue.path], message: issue.message });
  })
  .transform(({ payout, ...body }) => {
    const pay = body.decision === 'approve' && payout.amount.trim() ? pieceAmountSchema.parse(payout) : undefined;
    return { ...body, ...(pay ? { payout: pay } : {}) };
  });
export type ReviewDecisionInput = z.input<typeof reviewDecisionSchema>;

export const decisionResultSchema = z.object({
  kind: z.enum(REVIEW_KINDS),
  id: z.string(),
  status: z.string(),
  /** The public piece approval made, or null (rejected, or not public yet). */
  publishedAs: publishedAsSchema.nullable(),
  /** A newsroom draft made because a public field was missing, for staff to finish. */
  draft: z.object({ kind: z.string(), id: z.string() }).nullable(),
});
export type DecisionResult = z.infer<typeof decisionResultSchema>;
