/** Premium membership: starting a subscription, cancelling and resuming it, the billing portal. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type User } from '../../db/schema';
import type { Payments, SubscriptionState } from '../../adapters/payments';
import { AppError } from '../../platform/app-error';
import { expireLapsedMemberships, membershipFromSubscription, PREMIUM_BENEFITS } from '../../platform/membership';
import type { Membership } from '../../../shared/billing';

export interface BillingDeps {
  db: Db;
  payments: Payments;
}

const LIVE = new Set(['active', 'trialing', 'past_due', 'unpaid']);

function toMembership(user: User, paymentsEnabled: boolean): Membership {
  return {
    membershipType: user.membershipType,
    membershipStatus: user.membershipStatus,
    subscriptionStartDate: user.subscriptionStartDate?.toISOString() ?? null,
    subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    graceEndsAt: user.graceEndsAt?.toISOString() ?? null,
    canUploadContent: user.canUploadContent,
    complimentary: user.complimentaryPremium,
    hasBillingAccount: Boolean(user.stripeCustomerId),
    paymentsEnabled,
  };
}

async function reload(db: Db, userId: string): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('USER_NOT_FOUND', 404, 'Account not found.');
  return user;
}

/** The plan as it stands now: lapsed rights are removed before it is shown. */
export async function readMembership(deps: BillingDeps, userId: string, now = new Date()): Promise<Membership> {
  await expireLapsedMemberships(deps.db, now, userId);
  return toMembership(await reload(deps.db, userId), deps.payments.kind !== 'disabled');
}

/** Writes what the subscription gives to its member's row (found by the provider's customer id). */
export async function applySubscription(db: Db, sub: SubscriptionState, now: Date): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.stripeCustomerId, sub.customerId)).limit(1);
  if (!user) return;
  // An old subscription ending must not undo a newer one the member holds.
  if (user.stripeSubscriptionId && user.stripeSubscriptionId !== sub.id && !LIVE.has(sub.status)) return;
  const fields = membershipFromSubscription(sub, now);
  if (!fields) return;
  // A complimentary membership from staff outlives any paid subscription's ups and downs.
  if (user.complimentaryPremium) {
    Object.assign(fields, PREMIUM_BENEFITS);
  }
  await db
    .update(users)
    .set({ ...fields, stripeSubscriptionId: sub.id, updatedAt: now })
    .where(eq(users.id, user.id));
}

/** One provider customer per account, created once (the idempotency key is our account id). */
async function ensureCustomer(deps: BillingDeps, user: User): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const { id } = await deps.payments.createCustomer({ userId: user.id, email: user.email, name });
  await deps.db
    .update(users)
    .set({ stripeCustomerId: id })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)));
  return (await reload(deps.db, user.id)).stripeCustomerId ?? id;
}

const alreadyMember = () =>
  new AppError('ALREADY_PREMIUM', 409, 'You are already a premium member. Your account page shows your plan.');

/**
 * POST /api/get-or-create-subscription: the client secret for paying the first invoice. A
 * subscription still waiting for payment is reused, never doubled.
 */
export async function getOrCreateSubscription(deps: BillingDeps, user: User): Promise<{ clientSecret: string }> {
  if (user.membershipType === 'premium' && user.membershipStatus !== 'canceled') throw alreadyMember();
  const customerId = await ensureCustomer(deps, user);
  const store = (sub: SubscriptionState) =>
    deps.db.update(users).set({ stripeSubscriptionId: sub.id }).where(eq(users.id, user.id));

  if (user.stripeSubscriptionId) {
    const current = await deps.payments.retrieveSubscription(user.stripeSubscriptionId);
    if (LIVE.has(current.status)) throw alreadyMember();
    if (current.status === 'incomplete' && current.clientSecret) return { clientSecret: current.clientSecret };
  }
  const waiting = (await deps.payments.listIncompleteSubscriptions(customerId)).find((s) => s.clientSecret);
  if (waiting?.clientSecret) {
    await store(waiting);
    return { clientSecret: waiting.clientSecret };
  }
  const created = await deps.payments.createSubscription({
    userId: user.id,
    customerId,
    // Derived from our ids: a retry after a lost answer returns the same subscription.
    idempotencyKey: `membership-${user.id}-after-${user.stripeSubscriptionId ?? 'none'}`,
  });
  await store(created);
  if (!created.clientSecret)
    throw new AppError('SUBSCRIPTION_UNAVAILABLE', 502, 'Unable to create the subscription. Please try again.');
  return { clientSecret: created.clientSecret };
}

/** Cancel at the period's end (rights kept until then), or undo that before the end. */
export async function setCancellation(
  deps: BillingDeps,
  user: User,
  cancel: boolean,
  now = new Date(),
): Promise<Membership> {
  if (!user.stripeSubscriptionId || user.membershipType !== 'premium' || user.membershipStatus === 'canceled') {
    throw new AppError('NO_SUBSCRIPTION', 409, 'There is no paid membership to change on this account.');
  }
  const sub = await deps.payments.setCancelAtPeriodEnd(user.stripeSubscriptionId, cancel);
  await applySubscription(deps.db, sub, now);
  return toMembership(await reload(deps.db, user.id), true);
}

export async function openPortal(deps: BillingDeps, user: User, returnUrl: string): Promise<{ url: string }> {
  if (!user.stripeCustomerId) {
    throw new AppError(
      'NO_BILLING_ACCOUNT',
      409,
      'There is no billing account yet. Subscribe first to manage billing.',
    );
  }
  return deps.payments.createPortalSession({ customerId: user.stripeCustomerId, returnUrl });
}
