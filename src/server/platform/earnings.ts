/**
 * A contributor's piece goes public: its one payment is written, pending, in the publishing
 * transaction. The unique (content type, content id) and "on conflict do nothing" make it exactly
 * once however often the piece is unpublished and published again, and under two publishes at once
 * (decision 050). The review desk and the newsroom both call this; the payouts desk takes it from there.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contributorPayments, contributors, payoutRates, piecePayoutAmounts, submissions } from '../db/schema';
import {
  DEFAULT_PAYOUT_RATES,
  PAYOUT_KIND_LABELS,
  PAYOUT_KINDS,
  type PaymentStatus,
  type PieceEarning,
  type PayoutKind,
} from '../../shared/payouts';

export interface PublishedPiece {
  /** The kind of work: article, photo, sports, event, writeup, spotlight (others earn nothing). */
  contentType: string;
  contentId: string;
  /** The account credited with the piece. */
  authorUserId: string | null;
  title: string;
  /**
   * An editor's amount for this piece, with the reason (already checked). Without one, the amount an
   * editor set in the newsroom before publishing, else the rate.
   */
  override?: { amount: string; reason: string } | null;
}

const isPayoutKind = (kind: string): kind is PayoutKind => (PAYOUT_KINDS as readonly string[]).includes(kind);

/** The approved, active contributor an account is, if it is one. */
async function contributorOf(tx: Db, userId: string | null) {
  if (!userId) return null;
  const [contributor] = await tx
    .select({ id: contributors.id })
    .from(contributors)
    .where(and(eq(contributors.userId, userId), eq(contributors.status, 'approved'), eq(contributors.isActive, true)))
    .limit(1);
  return contributor ?? null;
}

/** The amount an editor set for one piece before it was published, if any. */
async function pieceAmountOf(tx: Db, contentType: string, contentId: string) {
  const [set] = await tx
    .select({ amount: piecePayoutAmounts.amount, reason: piecePayoutAmounts.reason })
    .from(piecePayoutAmounts)
    .where(and(eq(piecePayoutAmounts.contentType, contentType), eq(piecePayoutAmounts.contentId, contentId)));
  return set ?? null;
}

/** Writes the pending payment unless the piece has one; answers whether one was written now. */
export async function recordEarning(tx: Db, piece: PublishedPiece): Promise<boolean> {
  if (!isPayoutKind(piece.contentType)) return false;
  const contributor = await contributorOf(tx, piece.authorUserId);
  if (!contributor) return false;
  const chosen = piece.override ?? (await pieceAmountOf(tx, piece.contentType, piece.contentId));
  let amount = chosen?.amount ?? null;
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
      amountReason: chosen?.reason ?? null,
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

/** A newsroom item as a piece of paid work: its kind of work and the account credited with it. */
async function newsroomPieceOf(tx: Db, kind: string, row: Record<string, unknown>) {
  const contentType = NEWSROOM_KINDS[kind];
  if (!contentType) return null;
  let author = typeof row.submittedBy === 'string' ? row.submittedBy : null;
  if (!author && typeof row.submissionId === 'string') {
    const [sent] = await tx
      .select({ by: submissions.submittedBy })
      .from(submissions)
      .where(eq(submissions.id, row.submissionId));
    author = sent?.by ?? null;
  }
  return { contentType, contentId: String(row.id), authorUserId: author };
}

/**
 * A piece staff made public in the newsroom: credited to the reader who sent it (through the
 * submission it was made from), or to the account that submitted it.
 */
export async function recordNewsroomEarning(
  tx: Db,
  input: { kind: string; row: Record<string, unknown>; title: string },
): Promise<boolean> {
  const piece = await newsroomPieceOf(tx, input.kind, input.row);
  return piece ? recordEarning(tx, { ...piece, title: input.title }) : false;
}

/** What a newsroom item earns: whether it is a contributor's, the amount set for it, its payment. */
export async function newsroomPieceEarning(tx: Db, kind: string, row: Record<string, unknown>): Promise<PieceEarning> {
  const piece = await newsroomPieceOf(tx, kind, row);
  if (!piece || !(await contributorOf(tx, piece.authorUserId))) {
    return { earnsAs: null, pieceAmount: null, payment: null };
  }
  const [payment] = await tx
    .select({ amount: contributorPayments.amount, status: contributorPayments.status })
    .from(contributorPayments)
    .where(
      and(eq(contributorPayments.contentType, piece.contentType), eq(contributorPayments.contentId, piece.contentId)),
    );
  return {
    earnsAs: piece.contentType,
    pieceAmount: await pieceAmountOf(tx, piece.contentType, piece.contentId),
    payment: payment ? { amount: payment.amount, status: payment.status as PaymentStatus } : null,
  };
}

/**
 * Sets (or, with null, clears) an editor's amount for a piece not yet paid for. Answers what the
 * piece earns now; the caller has checked that it earns and has no payment yet.
 */
export async function setPieceAmount(
  tx: Db,
  kind: string,
  row: Record<string, unknown>,
  set: { amount: string; reason: string; by: string } | null,
) {
  const piece = await newsroomPieceOf(tx, kind, row);
  if (!piece) return;
  const key = and(
    eq(piecePayoutAmounts.contentType, piece.contentType),
    eq(piecePayoutAmounts.contentId, piece.contentId),
  );
  if (!set) {
    await tx.delete(piecePayoutAmounts).where(key);
    return;
  }
  const values = { amount: set.amount, reason: set.reason, setBy: set.by, updatedAt: new Date() };
  await tx
    .insert(piecePayoutAmounts)
    .values({ contentType: piece.contentType, contentId: piece.contentId, ...values })
    .onConflictDoUpdate({ target: [piecePayoutAmounts.contentType, piecePayoutAmounts.contentId], set: values });
}
