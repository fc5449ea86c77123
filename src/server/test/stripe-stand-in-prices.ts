/** The stand-in's prices: listed by lookup key, created once, read by the subscriptions that use them. */
import { invalid, missing, newId, type Obj, type Params, type Route, type StandInState } from './stripe-stand-in-state';

export function priceFor(s: StandInState, id: unknown): Obj {
  const price = s.prices.get(String(id));
  if (!price) throw missing('price', String(id));
  return price;
}

export const priceRoutes =
  (s: StandInState): Route =>
  (method, path, params) => {
    if (path !== '/v1/prices') return undefined;
    if (method === 'GET') {
      const keys = (params.lookup_keys as string[] | undefined) ?? [];
      const data = [...s.prices.values()].filter(
        (p) =>
          (!keys.length || keys.includes(String(p.lookup_key))) &&
          (params.active === undefined || String(p.active) === params.active),
      );
      return { object: 'list', url: '/v1/prices', has_more: false, data: data.slice(0, Number(params.limit ?? 10)) };
    }
    if (method !== 'POST') return undefined;
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
    s.prices.set(price.id, price);
    return price;
  };
