/** The stand-in's customers and the billing portal sessions opened for them. */
import { missing, newId, type Obj, type Route, type StandInState } from './stripe-stand-in-state';

export const customerRoutes =
  (s: StandInState): Route =>
  (method, path, params) => {
    if (path === '/v1/customers' && method === 'POST') {
      const customer: Obj = {
        id: newId('cus'),
        object: 'customer',
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
        created: s.now(),
        livemode: false,
      };
      s.customers.set(customer.id, customer);
      return customer;
    }
    if (path === '/v1/billing_portal/sessions' && method === 'POST') {
      if (!s.customers.has(String(params.customer))) throw missing('customer', String(params.customer));
      const session: Obj = {
        id: newId('bps'),
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url ?? null,
        created: s.now(),
        livemode: false,
      };
      session.url = `${s.baseUrl}/p/session/${session.id}`;
      s.portalSessions.set(session.id, session);
      return session;
    }
    return undefined;
  };
