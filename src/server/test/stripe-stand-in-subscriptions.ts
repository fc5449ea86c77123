/**
 * The stand-in's subscriptions and their invoices: created incomplete with an open invoice, listed by
 * customer, cancelled at the period end; and the test controls that pay, fail a renewal or end one.
 */
import { createIntent, succeed } from './stripe-stand-in-payment-intents';
import { priceFor } from './stripe-stand-in-prices';
import { invalid, missing, newId, type Obj, type Params, type Route, type StandInState } from './stripe-stand-in-state';

const MONTH = 30 * 86_400;

const items = (sub: Obj) => (sub.items as { data: Obj[] }).data;
const setPeriod = (sub: Obj, start: number) => {
  for (const item of items(sub))
    Object.assign(item, { current_period_start: start, current_period_end: start + MONTH });
};

function openInvoice(s: StandInState, sub: Obj, amount: number): Obj {
  const id = newId('in');
  const intent = createIntent(s, { amount, currency: 'usd', customer: sub.customer });
  const invoice: Obj = {
    id,
    object: 'invoice',
    customer: sub.customer,
    status: 'open',
    amount_due: amount,
    amount_paid: 0,
    created: s.now(),
    parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
    confirmation_secret: { client_secret: intent.client_secret, type: 'payment_intent' },
    payment_intent_id: intent.id,
    livemode: false,
  };
  s.invoices.set(id, invoice);
  sub.latest_invoice = id;
  return invoice;
}

/** The subscription as Stripe answers it, with its latest invoice (and its secret) when asked to expand them. */
export function subscriptionView(s: StandInState, sub: Obj, expand: string[], prefix = ''): Obj {
  const view: Obj = structuredClone(sub);
  if (expand.includes(`${prefix}latest_invoice`) || expand.includes(`${prefix}latest_invoice.confirmation_secret`)) {
    const invoice = s.invoices.get(String(sub.latest_invoice));
    if (invoice) {
      const { confirmation_secret, payment_intent_id: _, ...rest } = invoice;
      view.latest_invoice = expand.includes(`${prefix}latest_invoice.confirmation_secret`)
        ? { ...rest, confirmation_secret }
        : rest;
    }
  }
  return view;
}

function create(s: StandInState, params: Params, expand: string[]): Obj {
  if (!params.customer) throw invalid('Missing required param: customer.', 'customer');
  if (!s.customers.has(String(params.customer))) throw missing('customer', String(params.customer));
  const requested = (params.items as Params[] | undefined) ?? [];
  if (!requested.length) throw invalid('Missing required param: items.', 'items');
  const price = priceFor(s, requested[0]?.price);
  const sub: Obj = {
    id: newId('sub'),
    object: 'subscription',
    customer: params.customer,
    status: 'incomplete',
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    start_date: s.now(),
    created: s.now(),
    metadata: params.metadata ?? {},
    items: { object: 'list', data: [{ id: newId('si'), object: 'subscription_item', price, quantity: 1 }] },
    latest_invoice: null,
    livemode: false,
  };
  setPeriod(sub, s.now());
  s.subscriptions.set(sub.id, sub);
  openInvoice(s, sub, Number(price.unit_amount));
  return subscriptionView(s, sub, expand);
}

function update(s: StandInState, sub: Obj, params: Params) {
  if (params.cancel_at_period_end !== undefined) {
    if (sub.status === 'canceled')
      throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    sub.cancel_at_period_end = params.cancel_at_period_end === 'true';
    sub.canceled_at = sub.cancel_at_period_end ? s.now() : null;
  }
  if (params.metadata) sub.metadata = { ...(sub.metadata as Params), ...(params.metadata as Params) };
}

export const subscriptionRoutes =
  (s: StandInState): Route =>
  (method, path, params) => {
    const [, , resource, id, action] = path.split('/');
    if (resource !== 'subscriptions') return undefined;
    const expand = (params.expand as string[] | undefined) ?? [];
    if (!id && method === 'POST') return create(s, params, expand);
    if (!id && method === 'GET') {
      const data = [...s.subscriptions.values()].filter(
        (sub) =>
          (!params.customer || sub.customer === params.customer) &&
          (!params.status || params.status === 'all' || sub.status === params.status),
      );
      return {
        object: 'list',
        url: '/v1/subscriptions',
        has_more: false,
        data: data.map((sub) => subscriptionView(s, sub, expand, 'data.')),
      };
    }
    const sub = s.subscriptions.get(String(id));
    if (!sub) throw missing('subscription', String(id));
    if (method === 'POST' && !action) update(s, sub, params);
    return subscriptionView(s, sub, expand);
  };

/** What a test does to a subscription as the customer's bank or the calendar would. */
export function subscriptionControls(s: StandInState) {
  const subscription = (id: string) => {
    const sub = s.subscriptions.get(id);
    if (!sub) throw new Error(`no subscription ${id}`);
    return sub;
  };
  return {
    paySubscription(id: string) {
      const sub = subscription(id);
      const invoice = s.invoices.get(String(sub.latest_invoice));
      if (invoice) Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due });
      const intent = invoice && s.paymentIntents.get(String(invoice.payment_intent_id));
      if (intent) succeed(intent);
      sub.status = 'active';
    },
    failRenewal(id: string) {
      const sub = subscription(id);
      const end = Number(items(sub)[0]?.current_period_end);
      setPeriod(sub, end);
      openInvoice(s, sub, Number((items(sub)[0]?.price as Obj).unit_amount));
      sub.status = 'past_due';
    },
    endSubscription(id: string) {
      Object.assign(subscription(id), { status: 'canceled', ended_at: s.now(), canceled_at: s.now() });
    },
  };
}
