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
import { connectStandIn, type ConnectStandIn } from './stripe-stand-in-connect';
import { customerRoutes } from './stripe-stand-in-customers';
import { paymentRoutes, succeed } from './stripe-stand-in-payment-intents';
import { priceRoutes } from './stripe-stand-in-prices';
import { subscriptionControls, subscriptionRoutes, subscriptionView } from './stripe-stand-in-subscriptions';
import { newId, standInState, StripeHttpError, type Obj, type Params } from './stripe-stand-in-state';

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
  const state = standInState();
  const { now } = state;
  const requests: string[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const connect = connectStandIn(now, () => state.baseUrl);
  const delays: { path: string; ms: number; times: number }[] = [];
  const resources = [
    customerRoutes(state),
    priceRoutes(state),
    subscriptionRoutes(state),
    paymentRoutes(state),
    connect.route,
  ];

  function route(method: string, path: string, params: Params): unknown {
    for (const routes of resources) {
      const answer = routes(method, path, params);
      if (answer !== undefined) return answer;
    }
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
      if (!(err instanceof StripeHttpError)) throw err;
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
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: state.baseUrl,
    secretKey,
    publishableKey: `pk_test_${randomBytes(12).toString('hex')}`,
    webhookSecret: `whsec_${randomBytes(16).toString('hex')}`,
    now,
    setNow: state.setNow,
    customers: state.customers,
    subscriptions: state.subscriptions,
    invoices: state.invoices,
    paymentIntents: state.paymentIntents,
    prices: state.prices,
    refunds: state.refunds,
    requests,
    ...subscriptionControls(state),
    succeedPaymentIntent(id) {
      const intent = state.paymentIntents.get(id);
      if (!intent) throw new Error(`no payment intent ${id}`);
      return succeed(intent);
    },
    connect,
    delayResponses: (path, ms, times) => void delays.push({ path, ms, times }),
    event(type, object, account) {
      const snapshot = object.object === 'subscription' ? subscriptionView(state, object, []) : structuredClone(object);
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
