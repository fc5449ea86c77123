/**
 * A contributor's piece goes public: its one payment is written, pending, in the publishing
 * transaction. The unique (content type, content id) and "on conflict do nothing" make it exactly
 * once however often the piece is unpublished and published again, and under two publishes at once
 * (decision 050). The review desk and the newsroom both call this; the payouts desk takes it from there.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contributorPayments, contributors, payoutRates, submissions } from '../db/schema';
import { DEFAULT_PAYOUT_RATES, PAYOUT_KIND_LABELS, PAYOUT_KINDS, type PayoutKind } from '../../shared/payouts';

export interface PublishedPiece {
  /** The kind of work: article, photo, sports, event, writeup, spotlight (others earn nothing). */
  contentType: string;
  contentId: string;
  /** The account credited with the piece. */
  authorUserId: string | null;
  title: string;
  /** An editor's amount for this piece, with the reason (already checked). */
  override?: { amount: string; reason: string } | null;
}

const isPayoutKind = (kind: string): kind is PayoutKind => (PAYOUT_KINDS as readonly string[]).includes(kind);

/** Writes the pending payment unless the piece has one; answers whether one was written now. */
export async function recordEarning(tx: Db, piece: PublishedPiece): Promise<boolean> {
  if (!piece.authorUserId || !isPayoutKind(piece.contentType)) return false;
  const [contributor] = await tx
    .select({ id: contributors.id })
    .from(contributors)
    .where(
      and(
        eq(contributors.userId, piece.authorUserId),
        eq(contributors.status, 'approved'),
        eq(contributors.isActive, true),
      ),
    )
    .limit(1);
  if (!contributor) return false;
  let amount = piece.override?.amount ?? null;
  if (amount === null) {
    const [rate] = await tx.select().from(payoutRates).where(eq(payoutRates.kind, piece.contentType));
    amount = rate?.amount ?? DEFAULT_PAYOUT_RATES[piece.contentType];
  }
  if (amount === null || Number(amount) <= 0) return false;
  const written = await tx
    .insert(contributorPayments)
    .values({
      contributorId: contributor.id,
      amount,
      paymentType: piece.contentType,
      contentType: piece.contentType,
      contentId: piece.contentId,
      description: `${PAYOUT_KIND_LABELS[piece.contentType]}: ${piece.title}`.slice(0, 500),
      amountReason: piece.override?.reason ?? null,
    })
    .onConflictDoNothing({ target: [contributorPayments.contentType, contributorPayments.contentId] })
    .returning({ id: contributorPayments.id });
  return written.length > 0;
}

/** Newsroom kinds whose public pieces earn, and the kind of work each is. */
const NEWSROOM_KINDS: Record<string, PayoutKind> = {
  articles: 'article',
  events: 'event',
  sports: 'sports',
  spotlights: 'spotlight',
};

/**
 * A piece staff made public in the newsroom: credited to the reader who sent it (through the
 * submission it was made from), or to the account that submitted it.
 */
export async function recordNewsroomEarning(
  tx: Db,
  input: { kind: string; row: Record<string, unknown>; title: string },
): Promise<boolean> {
  const contentType = NEWSROOM_KINDS[input.kind];
  if (!contentType) return false;
  let author = typeof input.row.submittedBy === 'string' ? input.row.submittedBy : null;
  if (!author && typeof input.row.submissionId === 'string') {
    const [sent] = await tx
      .select({ by: submissions.submittedBy })
      .from(submissions)
      .where(eq(submissions.id, input.row.submissionId));
    author = sent?.by ?? null;
  }
  return recordEarning(tx, {
    contentType,
    contentId: String(input.row.id),
    authorUserId: author,
    title: input.title,
  });
}
