import { AppError } from '../platform/app-error';

export interface PaymentIntentRequest {
  /** Whole cents, already checked against the server's own price. */
  amountCents: number;
  description: string;
  metadata: Record<string, string>;
  /** Derived from our own ids, so a retried request never charges twice. */
  idempotencyKey: string;
}

/** A provider subscription as our membership rules need it (the provider's words for status). */
export interface SubscriptionState {
  id: string;
  customerId: string;
  /** incomplete, incomplete_expired, trialing, active, past_due, unpaid, canceled, paused */
  status: string;
  cancelAtPeriodEnd: boolean;
  startDate: Date;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  endedAt: Date | null;
  /** Only for incomplete subscriptions: what the browser needs to pay the first invoice. */
  clientSecret: string | null;
}

/** A verified provider event, reduced to what we act on. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** When the provider created the event. */
  created: Date;
  subscriptionId: string | null;
  customerId: string | null;
  paymentIntent: { id: string; status: string; amountReceived: number; metadata: Record<string, string> } | null;
}

/** The one way features take card payments; the app never talks to a provider directly. */
export interface Payments {
  kind: 'disabled' | string;
  /** The key the browser's card form needs; null when payments are off. */
  publishableKey: string | null;
  createPaymentIntent(request: PaymentIntentRequest): Promise<{ id: string; clientSecret: string }>;
  /** One customer per account: the key makes a retry return the same customer. */
  createCustomer(input: { userId: string; email: string | null; name: string }): Promise<{ id: string }>;
  /** A new membership subscription waiting for its first payment. */
  createSubscription(input: { userId: string; customerId: string; idempotencyKey: string }): Promise<SubscriptionState>;
  /** The subscription as the provider has it now (with the first invoice's client secret while incomplete). */
  retrieveSubscription(id: string): Promise<SubscriptionState>;
  /** The customer's subscriptions still waiting for a first payment. */
  listIncompleteSubscriptions(customerId: string): Promise<SubscriptionState[]>;
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionState>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Gives a one-off payment back in full; the key makes a retry return the same refund. */
  refundPayment(input: { paymentIntentId: string; idempotencyKey: string }): Promise<{ id: string; status: string }>;
  /** Checks the signature on the raw body (throws WEBHOOK_SIGNATURE_INVALID, 400) and reads the event. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent>;
}

export const PAYMENTS_NOT_CONFIGURED_MESSAGE =
  'Card payments are not set up on this site yet. Please contact us to complete your booking.';

export const paymentsNotConfigured = () =>
  new AppError('PAYMENTS_NOT_CONFIGURED', 503, PAYMENTS_NOT_CONFIGURED_MESSAGE);
const refuse = async (): Promise<never> => {
  throw paymentsNotConfigured();
};

/**
 * The default: no provider keys, so no card is ever charged. Saying so plainly (503) beats
 * pretending a payment started and leaving the member or advertiser waiting.
 */
export function disabledPayments(): Payments {
  return {
    kind: 'disabled',
    publishableKey: null,
    createPaymentIntent: refuse,
    createCustomer: refuse,
    createSubscription: refuse,
    retrieveSubscription: refuse,
    listIncompleteSubscriptions: refuse,
    setCancelAtPeriodEnd: refuse,
    createPortalSession: refuse,
    refundPayment: refuse,
    verifyEvent() {
      return Promise.reject(paymentsNotConfigured());
    },
  };
}
