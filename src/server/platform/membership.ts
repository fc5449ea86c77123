/**
 * The membership rule, in one place. The users row's membership fields (membershipType,
 * membershipStatus, subscription dates, cancelAtPeriodEnd, graceEndsAt, canUploadContent) are the
 * single source of truth for every feature: paid memberships are written here from the payment
 * provider's state; a complimentary membership granted by staff (complimentaryPremium, from the users
 * desk) writes premium/active directly, and nothing here takes it away.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { SubscriptionState } from '../adapters/payments';
import { GRACE_PERIOD_DAYS } from '../../shared/billing';

const DAY_MS = 86_400_000;

/**
 * What premium gives, whether bought or granted by staff: one set of benefits, so a complimentary
 * member can do everything a paying one can (uploads included).
 */
export const PREMIUM_BENEFITS = {
  membershipType: 'premium',
  membershipStatus: 'active',
  graceEndsAt: null,
  canUploadContent: true,
} as const satisfies Partial<MembershipFields>;

/** What a free account has. */
export const FREE_BENEFITS = {
  membershipType: 'free',
  membershipStatus: 'active',
  graceEndsAt: null,
  canUploadContent: false,
} as const satisfies Partial<MembershipFields>;

export interface MembershipFields {
  membershipType: 'free' | 'premium';
  membershipStatus: 'active' | 'past_due' | 'canceled';
  subscriptionStartDate: Date | null;
  subscriptionEndDate: Date | null;
  cancelAtPeriodEnd: boolean;
  graceEndsAt: Date | null;
  canUploadContent: boolean;
}

/**
 * What a provider subscription, as it is now, gives its member; null while it gives nothing yet
 * (waiting for its first payment, or expired before it). The grace after a failed renewal runs
 * from the start of the unpaid period, a date the provider holds, so it is the same whichever
 * event told us first.
 */
export function membershipFromSubscription(sub: SubscriptionState, now: Date): MembershipFields | null {
  const base = {
    subscriptionStartDate: sub.startDate,
    subscriptionEndDate: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
  };
  switch (sub.status) {
    case 'active':
    case 'trialing':
      return { ...base, ...PREMIUM_BENEFITS };
    case 'past_due':
    case 'unpaid': {
      const graceEndsAt = new Date((sub.currentPeriodStart ?? now).getTime() + GRACE_PERIOD_DAYS * DAY_MS);
      return {
        ...base,
        membershipType: 'premium',
        membershipStatus: 'past_due',
        graceEndsAt,
        canUploadContent: now < graceEndsAt,
      };
    }
    case 'canceled':
      return {
        ...base,
        membershipType: 'free',
        membershipStatus: 'canceled',
        subscriptionEndDate: sub.endedAt ?? now,
        cancelAtPeriodEnd: false,
        graceEndsAt: null,
        canUploadContent: false,
      };
    default:
      return null;
  }
}

/**
 * Removes what time has taken away: upload rights after the grace of an unpaid renewal, and a
 * membership cancelled at its period's end once that end has passed (should the provider's final
 * event be late or lost). Run periodically and when a member's plan is read.
 */
export async function expireLapsedMemberships(db: Db, now: Date, userId?: string): Promise<number> {
  const only = userId ? eq(users.id, userId) : undefined;
  const graceOver = await db
    .update(users)
    .set({ canUploadContent: false, updatedAt: now })
    .where(
      and(
        eq(users.membershipStatus, 'past_due'),
        eq(users.canUploadContent, true),
        lte(users.graceEndsAt, now),
        eq(users.complimentaryPremium, false),
        only,
      ),
    )
    .returning({ id: users.id });
  const ended = await db
    .update(users)
    .set({
      membershipType: 'free',
      membershipStatus: 'canceled',
      cancelAtPeriodEnd: false,
      canUploadContent: false,
      updatedAt: now,
    })
    .where(
      and(
        eq(users.cancelAtPeriodEnd, true),
        sql`${users.membershipStatus} <> 'canceled'`,
        eq(users.complimentaryPremium, false),
        lte(users.subscriptionEndDate, now),
        only,
      ),
    )
    .returning({ id: users.id });
  return graceOver.length + ended.length;
}
