/** Which pieces on the desk earn a contributor's payment when approved, so the editor may set another amount. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contributors } from '../../../db/schema';
import type { ReviewKind } from '../../../../shared/review';
import { PAYOUT_KINDS, type PayoutKind } from '../../../../shared/payouts';
import { CONTENT_TARGETS, type ContentType } from './stages';

const isPayoutKind = (kind: string): kind is PayoutKind => (PAYOUT_KINDS as readonly string[]).includes(kind);

/** The kind of paid work an item of this kind publishes as (content: by its type), if any. */
export function payoutKindOf(kind: ReviewKind, subtype: string | null): PayoutKind | null {
  const candidate: string | undefined = kind === 'content' ? CONTENT_TARGETS[subtype as ContentType]?.kind : kind;
  return candidate && isPayoutKind(candidate) ? candidate : null;
}

/** The senders among these pieces who are approved, active contributors (their pieces earn). */
export async function contributorSenders(
  db: Db,
  kind: ReviewKind,
  pieces: { subtype: string | null; submittedBy: unknown }[],
): Promise<Set<string>> {
  const ids = [
    ...new Set(
      pieces
        .filter((p) => payoutKindOf(kind, p.subtype))
        .map((p) => p.submittedBy)
        .filter((v): v is string => typeof v === 'string'),
    ),
  ];
  if (!ids.length) return new Set();
  const rows = await db
    .select({ userId: contributors.userId })
    .from(contributors)
    .where(
      and(inArray(contributors.userId, ids), eq(contributors.status, 'approved'), eq(contributors.isActive, true)),
    );
  return new Set(rows.map((r) => r.userId).filter((v): v is string => !!v));
}
