import { AppError } from '../platform/app-error';

/** A connected payout account as our rules need it. */
export interface PayoutAccount {
  id: string;
  /** Stripe's payouts_enabled: money sent there reaches the contributor's bank. */
  payoutsEnabled: boolean;
  /** Stripe's details_submitted: onboarding done, verification may still be pending. */
  detailsSubmitted: boolean;
}

/** A verified Connect event, reduced to what the payouts desk acts on. */
export interface PayoutEvent {
  id: string;
  type: string;
  created: Date;
  /** The connected account the event is about (Connect events carry it). */
  account: string | null;
  transfer: { id: string; paymentId: string | null; reversed: boolean; destination: string | null } | null;
  payout: { id: string; failureMessage: string | null; created: Date } | null;
  accountState: PayoutAccount | null;
}

/** The one way features pay contributors (Stripe Connect); the app never talks to the provider directly. */
export interface Payouts {
  kind: 'disabled' | string;
  /** An Express account for the contributor; the key makes a retry return the same account. */
  createAccount(input: { contributorId: string; email: string | null }): Promise<PayoutAccount>;
  /** A one-time onboarding address for the account. */
  createAccountLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<{ url: string }>;
  retrieveAccount(id: string): Promise<PayoutAccount>;
  /** Money from the platform balance to the account; the key (from our payment id) makes it happen once. */
  createTransfer(input: {
    amountCents: number;
    destination: string;
    paymentId: string;
    description: string;
  }): Promise<{ id: string }>;
  /** Takes a transfer back in full (a payment made in error). */
  reverseTransfer(input: { transferId: string; paymentId: string }): Promise<{ id: string }>;
  /** Checks the signature on the raw body (400 WEBHOOK_SIGNATURE_INVALID) and reads the event. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Promise<PayoutEvent>;
}

const PAYOUTS_NOT_CONFIGURED_MESSAGE =
  'Online payouts are not set up on this site. Record payments made outside the site instead.';
const refuse = async (): Promise<never> => {
  throw new AppError('PAYMENTS_NOT_CONFIGURED', 503, PAYOUTS_NOT_CONFIGURED_MESSAGE);
};

/** Without Stripe keys: nothing is sent; admins record payments made outside the site. */
export function disabledPayouts(): Payouts {
  return {
    kind: 'disabled',
    createAccount: refuse,
    createAccountLink: refuse,
    retrieveAccount: refuse,
    createTransfer: refuse,
    reverseTransfer: refuse,
    verifyEvent: refuse,
  };
}
