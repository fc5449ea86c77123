/**
 * A small Stripe API stand-in for tests and the e2e run (Stripe itself is out of reach here). It
 * speaks the endpoints the app calls, with Stripe's shapes, form-encoded bodies, error format and
 * idempotency keys, so the real `stripe` SDK runs unchanged against it (STRIPE_API_URL). Test
 * controls (pay, fail a renewal, cancel, build events) change its state as Stripe would.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { parseStripeForm } from './stripe-form';
import { ConnectError, connectStandIn, type ConnectStandIn } from './stripe-stand-in-connect';

type Obj = Record<string, unknown> & { id: string };
type Params = Record<string, unknown>;
const DAY = 86_400;
const MONTH = 30 * DAY;

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}
const invalid = (message: string, param?: string) =>
  new StripeHttpError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
const missing = (kind: string, id: string) =>
  new StripeHttpError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param: 'id',
  });

export interface StripeStandIn {
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** The stand-in's clock in seconds; tests move it. */
  now: () => number;
  setNow(seconds: number): void;
  customers: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  invoices: Map<string, Obj>;
  paymentIntents: Map<string, Obj>;
  prices: Map<string, Obj>;
  refunds: Map<string, Obj>;
  /** Every request as "METHOD /path", in order. */
  requests: string[];
  /** Pays the subscription's open invoice: incomplete -> active, past_due -> active. */
  paySubscription(id: string): void;
  /** The renewal at the period's end fails: the period moves on, the subscription is past_due. */
  failRenewal(id: string): void;
  /** Ends the subscription now (what happens at the period end after a cancellation). */
  endSubscription(id: string): void;
  succeedPaymentIntent(id: string): Obj;
  /** A Stripe event carrying a snapshot of the object as it is now (Connect events name the account). */
  event(type: string, object: Obj, account?: string): Obj;
  /** Connect: accounts, account links, transfers and reversals. */
  connect: ConnectStandIn;
  /** The next `times` answers to POSTs on `path` come `ms` late (after the work is done), as over a slow network. */
  delayResponses(path: string, ms: number, times: number): void;
  close(): Promise<void>;
}

export async function startStripeStandIn(opts: { port?: number; host?: string } = {}): Promise<StripeStandIn> {
  let clock: number | null = null;
  const now = () => clock ?? Math.floor(Date.now() / 1000);
  const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
  const customers = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const paymentIntents = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  const portalSessions = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  const requests: string[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  let baseUrl = '';
  const connect = connectStandIn(now, () => baseUrl);
  const delays: { path: string; ms: number; times: number }[] = [];

  function createIntent(params: Params): Obj {
    const id = newId('pi');
    const intent: Obj = {
      id,
      object: 'payment_intent',
      amount: Number(params.amount),
      amount_received: 0,
      currency: params.currency ?? 'usd',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      customer: params.customer ?? null,
      description: params.description ?? null,
      metadata: params.metadata ?? {},
      status: 'requires_payment_method',
      created: now(),
      livemode: false,
    };
    paymentIntents.set(id, intent);
    return intent;
  }

  function openInvoice(sub: Obj, amount: number): Obj {
    const id = newId('in');
    const intent = createIntent({ amount, currency: 'usd', customer: sub.customer });
    const invoice: Obj = {
      id,
      object: 'invoice',
      customer: sub.customer,
      status: 'open',
      amount_due: amount,
      amount_paid: 0,
      created: now(),
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      confirmation_secret: { client_secret: intent.client_secret, type: 'payment_intent' },
      payment_intent_id: intent.id,
      livemode: false,
    };
    invoices.set(id, invoice);
    sub.latest_invoice = id;
    return invoice;
  }

  const items = (sub: Obj) => (sub.items as { data: Obj[] }).data;
  const setPeriod = (sub: Obj, start: number) => {
    for (const item of items(sub))
      Object.assign(item, { current_period_start: start, current_period_end: start + MONTH });
  };

  function subscriptionView(sub: Obj, expand: string[], prefix = ''): Obj {
    const view: Obj = structuredClone(sub);
    if (expand.includes(`${prefix}latest_invoice`) || expand.includes(`${prefix}latest_invoice.confirmation_secret`)) {
      const invoice = invoices.get(String(sub.latest_invoice));
      if (invoice) {
        const { confirmation_secret, payment_intent_id: _, ...rest } = invoice;
        view.latest_invoice = expand.includes(`${prefix}latest_invoice.confirmation_secret`)
          ? { ...rest, confirmation_secret }
          : rest;
      }
    }
    return view;
  }

  function priceFor(id: unknown): Obj {
    const price = prices.get(String(id));
    if (!price) throw missing('price', String(id));
    return price;
  }

  function route(method: string, path: string, params: Params): unknown {
    const expand = (params.expand as string[] | undefined) ?? [];
    const [, , resource, id, action] = path.split('/');
    if (path === '/v1/customers' && method === 'POST') {
      const customer: Obj = {
        id: newId('cus'),
        object: 'customer',
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
        created: now(),
        livemode: false,
      };
      customers.set(customer.id, customer);
      return customer;
    }
    if (path === '/v1/prices' && method === 'GET') {
      const keys = (params.lookup_keys as string[] | undefined) ?? [];
      const data = [...prices.values()].filter(
        (p) =>
          (!keys.length || keys.includes(String(p.lookup_key))) &&
          (params.active === undefined || String(p.active) === params.active),
      );
      return { object: 'list', url: '/v1/prices', has_more: false, data: data.slice(0, Number(params.limit ?? 10)) };
    }
    if (path === '/v1/prices' && method === 'POST') {
      if (!params.currency) throw invalid('Missing required param: currency.', 'currency');
      const recurring = params.recurring as Params | undefined;
      const price: Obj = {
        id: newId('price'),
        object: 'price',
        active: true,
        currency: params.currency,
        unit_amount: Number(params.unit_amount),
        recurring: recurring ? { interval: recurring.interval, interval_count: 1 } : null,
        type: recurring ? 'recurring' : 'one_time',
        lookup_key: params.lookup_key ?? null,
        product: newId('prod'),
        livemode: false,
      };
      prices.set(price.id, price);
      return price;
    }
    if (resource === 'subscriptions') {
      if (!id && method === 'POST') {
        if (!params.customer) throw invalid('Missing required param: customer.', 'customer');
        if (!customers.has(String(params.customer))) throw missing('customer', String(params.customer));
        const requested = (params.items as Params[] | undefined) ?? [];
        if (!requested.length) throw invalid('Missing required param: items.', 'items');
        const price = priceFor(requested[0]?.price);
        const sub: Obj = {
          id: newId('sub'),
          object: 'subscription',
          customer: params.customer,
          status: 'incomplete',
          cancel_at_period_end: false,
          canceled_at: null,
          ended_at: null,
          start_date: now(),
          created: now(),
          metadata: params.metadata ?? {},
          items: { object: 'list', data: [{ id: newId('si'), object: 'subscription_item', price, quantity: 1 }] },
          latest_invoice: null,
          livemode: false,
        };
        setPeriod(sub, now());
        subscriptions.set(sub.id, sub);
        openInvoice(sub, Number(price.unit_amount));
        return subscriptionView(sub, expand);
      }
      if (!id && method === 'GET') {
        const data = [...subscriptions.values()].filter(
          (s) =>
            (!params.customer || s.customer === params.customer) &&
            (!params.status || params.status === 'all' || s.status === params.status),
        );
        return {
          object: 'list',
          url: '/v1/subscriptions',
          has_more: false,
          data: data.map((s) => subscriptionView(s, expand, 'data.')),
        };
      }
      const sub = subscriptions.get(String(id));
      if (!sub) throw missing('subscription', String(id));
      if (method === 'POST' && !action) {
        if (params.cancel_at_period_end !== undefined) {
          if (sub.status === 'canceled')
            throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
          sub.cancel_at_period_end = params.cancel_at_period_end === 'true';
          sub.canceled_at = sub.cancel_at_period_end ? now() : null;
        }
        if (params.metadata) sub.metadata = { ...(sub.metadata as Params), ...(params.metadata as Params) };
      }
      return subscriptionView(sub, expand);
    }
    if (path === '/v1/payment_intents' && method === 'POST') {
      if (!Number.isInteger(Number(params.amount)) || Number(params.amount) < 50)
        throw invalid('Amount must be at least $0.50 usd', 'amount');
      return createIntent(params);
    }
    if (path === '/v1/refunds' && method === 'POST') {
      const intent = paymentIntents.get(String(params.payment_intent));
      if (!intent) throw missing('payment_intent', String(params.payment_intent));
      if (intent.status !== 'succeeded')
        throw invalid(
          `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
          'payment_intent',
        );
      const refunded = [...refunds.values()].reduce(
        (sum, r) => (r.payment_intent === intent.id ? sum + Number(r.amount) : sum),
        0,
      );
      const amount = params.amount === undefined ? Number(intent.amount_received) - refunded : Number(params.amount);
      if (amount <= 0 || refunded + amount > Number(intent.amount_received))
        throw invalid(`Charge for ${intent.id} has already been refunded.`, 'amount');
      const refund: Obj = {
        id: newId('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        created: now(),
        metadata: params.metadata ?? {},
      };
      refunds.set(refund.id, refund);
      return refund;
    }
    if (path === '/v1/billing_portal/sessions' && method === 'POST') {
      if (!customers.has(String(params.customer))) throw missing('customer', String(params.customer));
      const session: Obj = {
        id: newId('bps'),
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url ?? null,
        created: now(),
        livemode: false,
      };
      session.url = `${baseUrl}/p/session/${session.id}`;
      portalSessions.set(session.id, session);
      return session;
    }
    const connected = connect.route(method, path, params);
    if (connected !== undefined) return connected;
    throw new StripeHttpError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  function handle(req: http.IncomingMessage, raw: string): { status: number; body: string } {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    requests.push(`${req.method} ${url.pathname}`);
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return {
        status: 401,
        body: JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }),
      };
    }
    const key = req.headers['idempotency-key'];
    const fingerprint = `${req.method} ${url.pathname} ${raw}`;
    if (typeof key === 'string' && req.method === 'POST') {
      const seen = idempotent.get(key);
      if (seen && seen.fingerprint !== fingerprint) {
        const message =
          'Keys for idempotent requests can only be used with the same parameters they were first used with.';
        return { status: 400, body: JSON.stringify({ error: { type: 'idempotency_error', message } }) };
      }
      if (seen) return seen;
    }
    const params = parseStripeForm(req.method === 'GET' ? url.search.slice(1) : raw);
    let result: { status: number; body: string };
    try {
      result = { status: 200, body: JSON.stringify(route(req.method ?? 'GET', url.pathname, params)) };
    } catch (err) {
      if (!(err instanceof StripeHttpError) && !(err instanceof ConnectError)) throw err;
      result = { status: err.status, body: JSON.stringify({ error: err.body }) };
    }
    if (typeof key === 'string' && req.method === 'POST') idempotent.set(key, { fingerprint, ...result });
    return result;
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const onboarded = connect.onboardingRedirect(new URL(req.url ?? '/', 'http://stand-in').pathname);
      if (onboarded) {
        res.writeHead(302, { location: onboarded });
        res.end();
        return;
      }
      let out: { status: number; body: string };
      try {
        out = handle(req, raw);
      } catch (err) {
        out = { status: 500, body: JSON.stringify({ error: { type: 'api_error', message: String(err) } }) };
      }
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(out.status, { 'content-type': 'application/json', 'request-id': newId('req') });
        res.end(out.body);
      };
      const delay = delays.find((d) => d.times > 0 && req.method === 'POST' && req.url?.startsWith(d.path));
      if (!delay) return send();
      delay.times -= 1;
      setTimeout(send, delay.ms);
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const subscription = (id: string) => {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`no subscription ${id}`);
    return sub;
  };

  return {
    url: baseUrl,
    secretKey,
    publishableKey: `pk_test_${randomBytes(12).toString('hex')}`,
    webhookSecret: `whsec_${randomBytes(16).toString('hex')}`,
    now,
    setNow: (seconds) => void (clock = seconds),
    customers,
    subscriptions,
    invoices,
    paymentIntents,
    prices,
    refunds,
    requests,
    paySubscription(id) {
      const sub = subscription(id);
      const invoice = invoices.get(String(sub.latest_invoice));
      if (invoice) Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due });
      const intent = invoice && paymentIntents.get(String(invoice.payment_intent_id));
      if (intent) Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
      sub.status = 'active';
    },
    failRenewal(id) {
      const sub = subscription(id);
      const end = Number(items(sub)[0]?.current_period_end);
      setPeriod(sub, end);
      openInvoice(sub, Number((items(sub)[0]?.price as Obj).unit_amount));
      sub.status = 'past_due';
    },
    endSubscription(id) {
      Object.assign(subscription(id), { status: 'canceled', ended_at: now(), canceled_at: now() });
    },
    succeedPaymentIntent(id) {
      const intent = paymentIntents.get(id);
      if (!intent) throw new Error(`no payment intent ${id}`);
      return Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    },
    connect,
    delayResponses: (path, ms, times) => void delays.push({ path, ms, times }),
    event(type, object, account) {
      const snapshot = object.object === 'subscription' ? subscriptionView(object, []) : structuredClone(object);
      delete snapshot.payment_intent_id;
      return {
        id: newId('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: now(),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: snapshot },
        ...(account ? { account } : {}),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
