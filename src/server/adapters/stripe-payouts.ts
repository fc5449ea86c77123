/** Contributor payouts through Stripe Connect (Express accounts and transfers) with the `stripe` SDK. */
import type Stripe from 'stripe';
import type { Config } from '../config';
import { AppError } from '../platform/app-error';
import { disabledPayouts, type PayoutAccount, type PayoutEvent, type Payouts } from './payouts';
import { guarded, lazyStripe, WEBHOOK_TOLERANCE_SECONDS } from './stripe-payments';

const toAccount = (a: Stripe.Account): PayoutAccount => ({
  id: a.id,
  payoutsEnabled: !!a.payouts_enabled,
  detailsSubmitted: !!a.details_submitted,
});
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function toEvent(event: Stripe.Event): PayoutEvent {
  const object = event.data.object as unknown as Record<string, unknown>;
  const base: PayoutEvent = {
    id: event.id,
    type: event.type,
    created: new Date(event.created * 1000),
    account: event.account ?? null,
    transfer: null,
    payout: null,
    accountState: null,
  };
  if (event.type.startsWith('transfer.')) {
    const transfer = object as unknown as Stripe.Transfer;
    return {
      ...base,
      transfer: {
        id: transfer.id,
        paymentId: transfer.metadata?.paymentId ?? null,
        reversed: transfer.reversed,
        destination: idOf(transfer.destination),
      },
    };
  }
  if (event.type.startsWith('payout.')) {
    const payout = object as unknown as Stripe.Payout;
    return {
      ...base,
      payout: { id: payout.id, failureMessage: payout.failure_message, created: new Date(payout.created * 1000) },
    };
  }
  if (event.type === 'account.updated') {
    const account = object as unknown as Stripe.Account;
    return { ...base, account: base.account ?? account.id, accountState: toAccount(account) };
  }
  return base;
}

export function stripePayouts(options: {
  secretKey: string;
  webhookSecret: string;
  apiUrl?: string;
  /** Per attempt; the SDK retries twice with the same idempotency key. */
  timeoutMs?: number;
}): Payouts {
  const connect = lazyStripe(options);
  const call = <T>(work: (stripe: Stripe) => Promise<T>) => guarded(async () => work(await connect()));
  return {
    kind: 'stripe',
    createAccount: ({ contributorId, email }) =>
      call(async (stripe) =>
        toAccount(
          await stripe.accounts.create(
            {
              type: 'express',
              email: email ?? undefined,
              capabilities: { transfers: { requested: true } },
              metadata: { contributorId },
            },
            { idempotencyKey: `payout-account-${contributorId}` },
          ),
        ),
      ),
    createAccountLink: ({ accountId, refreshUrl, returnUrl }) =>
      call(async (stripe) => {
        const link = await stripe.accountLinks.create({
          account: accountId,
          refresh_url: refreshUrl,
          return_url: returnUrl,
          type: 'account_onboarding',
        });
        return { url: link.url };
      }),
    retrieveAccount: (id) => call(async (stripe) => toAccount(await stripe.accounts.retrieve(id))),
    createTransfer: ({ amountCents, destination, paymentId, description }) =>
      call(async (stripe) => {
        const transfer = await stripe.transfers.create(
          {
            amount: amountCents,
            currency: 'usd',
            destination,
            description,
            metadata: { paymentId },
            transfer_group: `payment-${paymentId}`,
          },
          { idempotencyKey: `payout-transfer-${paymentId}` },
        );
        return { id: transfer.id };
      }),
    reverseTransfer: ({ transferId, paymentId }) =>
      call(async (stripe) => {
        const reversal = await stripe.transfers.createReversal(
          transferId,
          { metadata: { paymentId } },
          { idempotencyKey: `payout-reversal-${paymentId}` },
        );
        return { id: reversal.id };
      }),
    async verifyEvent(rawBody, signature) {
      const stripe = await guarded(connect);
      try {
        return toEvent(
          stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret, WEBHOOK_TOLERANCE_SECONDS),
        );
      } catch {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', 400, 'The event signature is missing, wrong or too old.');
      }
    },
  };
}

/** Stripe Connect when the Stripe keys are set (the same account as card payments); otherwise off. */
export function payoutsFromConfig(config: Config): Payouts {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return disabledPayouts();
  return stripePayouts({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_CONNECT_WEBHOOK_SECRET ?? config.STRIPE_WEBHOOK_SECRET,
    apiUrl: config.STRIPE_API_URL,
  });
}
