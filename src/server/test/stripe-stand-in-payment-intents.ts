/** The stand-in's payment intents (one-off payments and invoices' payments) and the refunds of paid ones. */
import { randomBytes } from 'node:crypto';
import { invalid, missing, newId, type Obj, type Params, type Route, type StandInState } from './stripe-stand-in-state';

export function createIntent(s: StandInState, params: Params): Obj {
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
    created: s.now(),
    livemode: false,
  };
  s.paymentIntents.set(id, intent);
  return intent;
}

/** The intent is paid in full (as the customer's bank says yes). */
export const succeed = (intent: Obj) => Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });

function refund(s: StandInState, params: Params): Obj {
  const intent = s.paymentIntents.get(String(params.payment_intent));
  if (!intent) throw missing('payment_intent', String(params.payment_intent));
  if (intent.status !== 'succeeded')
    throw invalid(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, 'payment_intent');
  const refunded = [...s.refunds.values()].reduce(
    (sum, r) => (r.payment_intent === intent.id ? sum + Number(r.amount) : sum),
    0,
  );
  const amount = params.amount === undefined ? Number(intent.amount_received) - refunded : Number(params.amount);
  if (amount <= 0 || refunded + amount > Number(intent.amount_received))
    throw invalid(`Charge for ${intent.id} has already been refunded.`, 'amount');
  const made: Obj = {
    id: newId('re'),
    object: 'refund',
    amount,
    currency: intent.currency,
    payment_intent: intent.id,
    status: 'succeeded',
    created: s.now(),
    metadata: params.metadata ?? {},
  };
  s.refunds.set(made.id, made);
  return made;
}

export const paymentRoutes =
  (s: StandInState): Route =>
  (method, path, params) => {
    if (method !== 'POST') return undefined;
    if (path === '/v1/payment_intents') {
      if (!Number.isInteger(Number(params.amount)) || Number(params.amount) < 50)
        throw invalid('Amount must be at least $0.50 usd', 'amount');
      return createIntent(s, params);
    }
    if (path === '/v1/refunds') return refund(s, params);
    return undefined;
  };
