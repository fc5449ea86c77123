import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';

/** How long the card form may take to arrive before the page says it cannot load. */
export const STRIPE_LOAD_TIMEOUT_MS = 10_000;

export class StripeUnavailableError extends Error {}

/**
 * Stripe.js, fetched from Stripe only when a payment page asks for it (the `pure` entry adds no
 * script on import). A blocked or offline network ends in StripeUnavailableError, never a spinner
 * that turns forever.
 */
export function loadStripeWithin(publishableKey: string, timeoutMs = STRIPE_LOAD_TIMEOUT_MS): Promise<Stripe> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StripeUnavailableError('timed out')), timeoutMs);
  });
  const load = loadStripe(publishableKey).then((stripe) => {
    if (!stripe) throw new StripeUnavailableError('not in a browser');
    return stripe;
  });
  return Promise.race([load, timeout])
    .catch((err: unknown) => {
      throw err instanceof StripeUnavailableError ? err : new StripeUnavailableError(String(err));
    })
    .finally(() => clearTimeout(timer));
}
