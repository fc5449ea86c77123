/**
 * Provider events, applied once each and in any order: a subscription event makes us read the
 * subscription as it is now, so a late or repeated event can only restate the present.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { PaymentEvent, Payments } from '../../adapters/payments';
import type { EventHub } from '../../platform/events';
import { applySubscription } from './service';
import { applyPaymentEventOnce } from '../../platform/payment-events';

interface WebhookDeps {
  db: Db;
  payments: Payments;
  events: EventHub;
}

const HANDLED_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'payment_intent.succeeded',
]);

type Change = (tx: Db) => Promise<void>;

async function subscriptionOf(db: Db, event: PaymentEvent): Promise<string | null> {
  if (event.subscriptionId) return event.subscriptionId;
  if (!event.customerId) return null;
  const [user] = await db
    .select({ sub: users.stripeSubscriptionId })
    .from(users)
    .where(eq(users.stripeCustomerId, event.customerId))
    .limit(1);
  return user?.sub ?? null;
}

/** Works out the change before the transaction, so no provider call runs while it is open. */
async function planChange(deps: WebhookDeps, event: PaymentEvent, now: Date): Promise<Change | null> {
  if (!HANDLED_EVENTS.has(event.type)) return null;
  const subscriptionId = await subscriptionOf(deps.db, event);
  const intent = event.paymentIntent;
  if (!subscriptionId && intent?.status === 'succeeded') {
    // A one-off payment (an ad campaign's): the feature that asked for it listens and records it.
    return (tx) =>
      deps.events.emit('paymentSucceeded', {
        db: tx,
        paymentIntentId: intent.id,
        amountReceived: intent.amountReceived,
        metadata: intent.metadata,
        at: now,
      });
  }
  if (!subscriptionId) return null;
  const sub = await deps.payments.retrieveSubscription(subscriptionId);
  return (tx) => applySubscription(tx, sub, now);
}

/** Applies a verified event unless its id was applied before. Answers whether it was new. */
export async function handlePaymentEvent(deps: WebhookDeps, event: PaymentEvent, now = new Date()) {
  return applyPaymentEventOnce(deps.db, event, () => planChange(deps, event, now));
}
