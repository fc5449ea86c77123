import { AppError } from '../platform/app-error';

export interface PaymentIntentRequest {
  /** Whole cents, already checked against the server's own price. */
  amountCents: number;
  description: string;
  metadata: Record<string, string>;
}

/** The one way features take card payments; the app never talks to a provider directly. */
export interface Payments {
  kind: 'disabled' | string;
  createPaymentIntent(request: PaymentIntentRequest): Promise<{ clientSecret: string }>;
}

export const PAYMENTS_NOT_CONFIGURED_MESSAGE =
  'Card payments are not set up on this site yet. Please contact us to complete your booking.';

/**
 * The default: no provider keys, so no card is ever charged. Saying so plainly (503) beats
 * pretending a payment started and leaving the advertiser waiting.
 */
export function disabledPayments(): Payments {
  return {
    kind: 'disabled',
    async createPaymentIntent() {
      throw new AppError('PAYMENTS_NOT_CONFIGURED', 503, PAYMENTS_NOT_CONFIGURED_MESSAGE);
    },
  };
}
