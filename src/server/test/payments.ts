import Stripe from 'stripe';
import type { App } from '../app';
import { stripePayments } from '../adapters/stripe-payments';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

/** The real Stripe adapter (and SDK) talking to a fresh local stand-in. */
export async function stripeForTests() {
  const standIn = await startStripeStandIn();
  const payments = stripePayments({
    secretKey: standIn.secretKey,
    publishableKey: standIn.publishableKey,
    webhookSecret: standIn.webhookSecret,
    apiUrl: standIn.url,
  });
  return { standIn, payments };
}

const signer = new Stripe('sk_test_signer_only');

/** Posts an event to the webhook, signed as Stripe signs it (or with another secret or time). */
export function postEvent(
  app: App,
  standIn: StripeStandIn,
  event: object,
  opts: { timestamp?: number; secret?: string; tamper?: (payload: string) => string } = {},
) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? standIn.webhookSecret,
    timestamp: opts.timestamp ?? Math.floor(Date.now() / 1000),
  });
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload: opts.tamper ? opts.tamper(payload) : payload,
  });
}
