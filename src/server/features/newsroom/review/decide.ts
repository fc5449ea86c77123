/**
 * The decision: edits, review record, publication and the sender's e-mail are one transaction, so
 * an approval is never recorded without its public piece, nor the piece without its e-mail.
 */
import { eq } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { AppError, notFound } from '../../../platform/app-error';
import { renderEmail } from '../../../platform/mail-layout';
import { siteUrl } from '../../../platform/site-url';
import { REVIEW_EDIT_SCHEMAS, REVIEW_KIND_SINGULAR, type ReviewKind } from '../../../../shared/review';
import { type DecisionResult } from '../../../../shared/review-decision';
import { enqueueMail, type QueuedMessage } from '../../../platform/mail/queue';
import { APPLIERS, type Applied } from './apply';

export const MY_SUBMISSIONS_PATH = '/account/submissions';

function parseEdits(kind: ReviewKind, edits: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!edits || Object.keys(edits).length === 0) return {};
  const parsed = REVIEW_EDIT_SCHEMAS[kind].safeParse(edits);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const errors = parsed.error.issues.map((i) => ({
    path: i.path.length ? `edits.${i.path.join('.')}` : 'edits',
    message: i.code === 'unrecognized_keys' ? `These fields cannot be edited: ${i.keys.join(', ')}` : i.message,
  }));
  throw new AppError('VALIDATION_FAILED', 400, errors[0]?.message ?? 'The edits are not valid.', errors);
}

async function recipientOf(tx: Db, sender: Applied['sender']): Promise<string | null> {
  if (sender.userId) {
    const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, sender.userId));
    if (account?.email) return account.email;
  }
  return sender.email;
}

function decisionEmail(
  config: Pick<Config, 'PUBLIC_URL' | 'PORT'>,
  input: { kind: ReviewKind; id: string; to: string; applied: Applied; approve: boolean; note: string | null },
): QueuedMessage {
  const { applied, approve, note } = input;
  const base = siteUrl(config);
  const title = approve ? 'Your submission was approved' : 'About your submission';
  const paragraphs = [
    `Hi ${applied.sender.name ?? 'there'},`,
    approve
      ? applied.publishedAs
        ? `Good news: “${applied.title}” was approved and is now on the site.`
        : applied.draft
          ? `Good news: “${applied.title}” was approved. Our editors are preparing it for publication.`
          : `Good news: “${applied.title}” was approved.`
      : `Thank you for sending “${applied.title}”. Our editors decided not to publish it.`,
    ...(note ? [`A note from our editors: ${note}`] : []),
  ];
  const action = applied.publishedAs
    ? { label: 'See it on the site', url: `${base}${applied.publishedAs.url}` }
    : { label: 'See my submissions', url: `${base}${MY_SUBMISSIONS_PATH}` };
  const { html, text } = renderEmail({ title, paragraphs, action });
  return {
    kind: 'review-decision',
    to: input.to,
    subject: approve ? `Approved: ${applied.title}` : `Not published: ${applied.title}`,
    html,
    text,
    dedupeKey: `review:${input.kind}:${input.id}`,
  };
}

export async function decide(
  deps: { db: Db; config: Config },
  input: {
    kind: ReviewKind;
    id: string;
    decision: 'approve' | 'reject';
    note: string | null;
    edits?: Record<string, unknown>;
    reviewerId: string;
    payout?: { amount: string; reason: string };
  },
): Promise<DecisionResult> {
  const edits = parseEdits(input.kind, input.edits);
  const now = new Date();
  const approve = input.decision === 'approve';
  return deps.db.transaction(async (tx) => {
    const applied = await APPLIERS[input.kind](tx, input.id, {
      approve,
      edits,
      review: { reviewNotes: input.note, reviewedAt: now, reviewedBy: input.reviewerId },
      now,
      payout: input.payout ?? null,
    });
    if (!applied) throw notFound(REVIEW_KIND_SINGULAR[input.kind], 'REVIEW_ITEM_NOT_FOUND');
    const to = await recipientOf(tx, applied.sender);
    if (to) await enqueueMail(tx, [decisionEmail(deps.config, { ...input, to, applied, approve })], now);
    return {
      kind: input.kind,
      id: input.id,
      status: applied.status,
      publishedAs: applied.publishedAs,
      draft: applied.draft,
    };
  });
}
