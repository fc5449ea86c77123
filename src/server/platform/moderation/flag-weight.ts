/**
 * Flags weighed by the flagger's trust, as Discourse weighs them by trust level: staff and
 * long-standing members count fully, accounts with some history half, new accounts little. An item
 * is hidden when the weights reach the threshold, so the threshold still means "this many trusted
 * readers", and a handful of accounts made minutes earlier cannot hide anyone's words.
 */
import { isStaffRole } from '../../../shared/newsroom/roles';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An account this old when it flags counts fully. */
const FULL_TRUST_DAYS = 30;
/** An account this old (or with one approved piece) counts half. */
const SOME_TRUST_DAYS = 7;
/** What a new account's flag weighs: ten of them make one trusted reader. */
const NEW_ACCOUNT_WEIGHT = 0.1;

export interface Flagger {
  role: string;
  /** The account's age when it flagged. */
  ageMs: number;
  /** Approved pieces of the account where the flag was given (Vent Room posts, story comments). */
  approvedPosts: number;
}

export function flagWeight(f: Flagger, trustedAfter: number): number {
  if (isStaffRole(f.role)) return 1;
  if (f.ageMs >= FULL_TRUST_DAYS * DAY_MS || f.approvedPosts >= trustedAfter) return 1;
  if (f.ageMs >= SOME_TRUST_DAYS * DAY_MS || f.approvedPosts >= 1) return 0.5;
  return NEW_ACCOUNT_WEIGHT;
}

/** The summed weight of an item's flags, from each flagger's role, account start, flag time and history. */
export function sumFlagWeights(
  rows: { role: string; accountCreatedAt: Date; flaggedAt: Date; approvedPosts: number }[],
  trustedAfter: number,
): number {
  const total = rows.reduce(
    (sum, r) =>
      sum +
      flagWeight(
        { role: r.role, ageMs: r.flaggedAt.getTime() - r.accountCreatedAt.getTime(), approvedPosts: r.approvedPosts },
        trustedAfter,
      ),
    0,
  );
  // Tenths add up with rounding errors (0.1 x 30 is 3.0000000000000004 or 2.9999999999999996).
  return Math.round(total * 100) / 100;
}
