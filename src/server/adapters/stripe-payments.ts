import type Stripe from 'stripe';
import type { Config } from '../config';
import { AppError } from '../platform/app-error';
import { disabledPayments, type PaymentEvent, type Payments, type SubscriptionState } from './payments';

/** Spec 001 section 9: $9.99 a month. Found by this key when STRIPE_PRICE_ID is unset, created once. */
export const MEMBERSHIP_PRICE_LOOKUP_KEY = 'premium_membership_monthly_999';
export const MEMBERSHIP_PRICE_CENTS = 999;
/** Stripe's own default: a signed event older than five minutes is refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const PROVIDER_DOWN = 'The payment service did not answer as expected. Please try again in a moment.';

/** host, port and protocol for the SDK when STRIPE_API_URL points somewhere other than Stripe. */
export function stripeAddress(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const date = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function toState(sub: Stripe.Subscription): SubscriptionState {
  const item = sub.items?.data?.[0];
  const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: sub.status,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    startDate: new Date(sub.start_date * 1000),
    currentPeriodStart: date(item?.current_period_start),
    currentPeriodEnd: date(item?.current_period_end),
    endedAt: date(sub.ended_at),
    clientSecret: sub.status === 'incomplete' ? (invoice?.confirmation_secret?.client_secret ?? null) : null,
  };
}

function toEvent(event: Stripe.Event): PaymentEvent {
  const object = event.data.object as unknown as Record<string, unknown>;
  const base = {
    id: event.id,
    type: event.type,
    created: new Date(event.created * 1000),
    customerId: null,
    subscriptionId: null,
    paymentIntent: null,
  };
  if (event.type.startsWith('customer.subscription.')) {
    const sub = object as unknown as Stripe.Subscription;
    return { ...base, subscriptionId: sub.id, customerId: idOf(sub.customer) };
  }
  if (event.type.startsWith('invoice.')) {
    const invoice = object as unknown as Stripe.Invoice;
    return {
      ...base,
      customerId: idOf(invoice.customer),
      subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    };
  }
  if (event.type.startsWith('payment_intent.')) {
    const intent = object as unknown as Stripe.PaymentIntent;
    return {
      ...base,
      customerId: idOf(intent.customer),
      paymentIntent: {
        id: intent.id,
        status: intent.status,
        amountReceived: intent.amount_received,
        metadata: intent.metadata ?? {},
      },
    };
  }
  return base;
}

/** Any SDK failure becomes one plain 502; the details go to the log through the error's cause. */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const failure = new AppError('PAYMENT_PROVIDER_ERROR', 502, PROVIDER_DOWN);
    (failure as Error).cause = err;
    throw failure;
  }
}

/**
 * The `stripe` SDK, made on first use: its 0.7 MB of code loads with the first payment or event, not
 * with every start of the server. `timeoutMs` is per attempt; the SDK retries twice with the same
 * idempotency key.
 */
export function lazyStripe(options: { secretKey: string; apiUrl?: string; timeoutMs?: number }) {
  let sdk: Promise<Stripe> | undefined;
  return () =>
    (sdk ??= import('stripe').then(
      ({ default: StripeSdk }) =>
        new StripeSdk(options.secretKey, {
          ...stripeAddress(options.apiUrl),
          timeout: options.timeoutMs ?? 20_000,
          maxNetworkRetries: 2,
        }),
    ));
}

/** Card payments through the `stripe` SDK: memberships as subscriptions, ad campaigns as payment intents. */
export function stripePayments(options: {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  priceId?: string;
  apiUrl?: string;
}): Payments {
  const connect = lazyStripe(options);
  const call = <T>(work: (stripe: Stripe) => Promise<T>) => guarded(async () => work(await connect()));
  let price: Promise<string> | null = options.priceId ? Promise.resolve(options.priceId) : null;

  async function findOrCreatePrice(stripe: Stripe): Promise<string> {
    const found = await stripe.prices.list({ lookup_keys: [MEMBERSHIP_PRICE_LOOKUP_KEY], active: true, limit: 1 });
    if (found.data[0]) return found.data[0].id;
    const created = await stripe.prices.create(
      {
        currency: 'usd',
        unit_amount: MEMBERSHIP_PRICE_CENTS,
        recurring: { interval: 'month' },
        lookup_key: MEMBERSHIP_PRICE_LOOKUP_KEY,
        product_data: { name: 'Premium Membership' },
      },
      { idempotencyKey: `price-${MEMBERSHIP_PRICE_LOOKUP_KEY}` },
    );
    return created.id;
  }
  const membershipPrice = (stripe: Stripe) => {
    price ??= findOrCreatePrice(stripe).catch((err: unknown) => {
      price = null; // try again on the next request
      throw err;
    });
    return price;
  };
  const expandInvoice = ['latest_invoice.confirmation_secret'];

  return {
    kind: 'stripe',
    publishableKey: options.publishableKey,
    createPaymentIntent: (request) =>
      call(async (stripe) => {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'usd',
            description: request.description,
            metadata: request.metadata,
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (!intent.client_secret) throw new Error('payment intent without a client secret');
        return { id: intent.id, clientSecret: intent.client_secret };
      }),
    createCustomer: ({ userId, email, name }) =>
      call(async (stripe) => {
        const customer = await stripe.customers.create(
          { email: email ?? undefined, name: name || undefined, metadata: { userId } },
          { idempotencyKey: `customer-${userId}` },
        );
        return { id: customer.id };
      }),
    createSubscription: ({ userId, customerId, idempotencyKey }) =>
      call(async (stripe) =>
        toState(
          await stripe.subscriptions.create(
            {
              customer: customerId,
              items: [{ price: await membershipPrice(stripe) }],
              payment_behavior: 'default_incomplete',
              payment_settings: { save_default_payment_method: 'on_subscription' },
              metadata: { userId },
              expand: expandInvoice,
            },
            { idempotencyKey },
          ),
        ),
      ),
    retrieveSubscription: (id) =>
      call(async (stripe) => toState(await stripe.subscriptions.retrieve(id, { expand: expandInvoice }))),
    listIncompleteSubscriptions: (customerId) =>
      call(async (stripe) => {
        const list = await stripe.subscriptions.list({
          customer: customerId,
          status: 'incomplete',
          limit: 10,
          expand: ['data.latest_invoice.confirmation_secret'],
        });
        return list.data.map(toState);
      }),
    setCancelAtPeriodEnd: (id, cancel) =>
      call(async (stripe) =>
        toState(await stripe.subscriptions.update(id, { cancel_at_period_end: cancel, expand: expandInvoice })),
      ),
    createPortalSession: ({ customerId, returnUrl }) =>
      call(async (stripe) => {
        const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
        return { url: session.url };
      }),
    refundPayment: ({ paymentIntentId, idempotencyKey }) =>
      call(async (stripe) => {
        const refund = await stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey });
        return { id: refund.id, status: refund.status ?? 'pending' };
      }),
    async verifyEvent(rawBody, signature) {
      const stripe = await guarded(connect);
      try {
        const event = stripe.webhooks.constructEvent(
          rawBody,
          signature ?? '',
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
        return toEvent(event);
      } catch {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', 400, 'The event signature is missing, wrong or too old.');
      }
    },
  };
}

/** Stripe when its three keys are set; otherwise payments stay off with a plain message. */
export function paymentsFromConfig(config: Config): Payments {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_PUBLISHABLE_KEY || !config.STRIPE_WEBHOOK_SECRET)
    return disabledPayments();
  return stripePayments({
    secretKey: config.STRIPE_SECRET_KEY,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    priceId: config.STRIPE_PRICE_ID,
    apiUrl: config.STRIPE_API_URL,
  });
}
