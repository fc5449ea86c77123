/**
 * The stand-in's Stripe Connect part: Express accounts, account links (with an onboarding page that
 * finishes at once and sends the person back), transfers from the platform balance and their
 * reversals, with Stripe's shapes and errors. Idempotency keys are honoured by the stand-in's
 * request handler for every POST, as Stripe does.
 */
import { randomBytes } from 'node:crypto';
import { invalid, missing, newId, type Obj, type Params } from './stripe-stand-in-state';

export interface ConnectStandIn {
  accounts: Map<string, Obj>;
  accountLinks: Obj[];
  transfers: Map<string, Obj>;
  /** The platform's available balance in cents (transfers draw on it). */
  balance: { available: number };
  /** Finishes onboarding: details submitted, transfers active, payouts enabled. */
  completeOnboarding(accountId: string): Obj;
  route(method: string, path: string, params: Params): unknown;
  /** The onboarding page: finishes and answers with where to send the browser. */
  onboardingRedirect(path: string): string | null;
}

export function connectStandIn(now: () => number, baseUrl: () => string): ConnectStandIn {
  const accounts = new Map<string, Obj>();
  const accountLinks: Obj[] = [];
  const transfers = new Map<string, Obj>();
  const balance = { available: 100_000_000 };
  const returnTo = new Map<string, string>();

  function account(id: string): Obj {
    const found = accounts.get(id);
    if (!found) throw missing('account', id);
    return found;
  }

  function completeOnboarding(accountId: string): Obj {
    return Object.assign(account(accountId), {
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      capabilities: { transfers: 'active' },
      requirements: { currently_due: [], eventually_due: [], past_due: [], disabled_reason: null },
    });
  }

  function route(method: string, path: string, params: Params): unknown {
    const [, , resource, id, action] = path.split('/');
    if (resource === 'accounts') {
      if (!id && method === 'POST') {
        if (params.type !== 'express' && params.type !== 'standard' && params.type !== 'custom')
          throw invalid('Invalid type: must be one of custom, express, or standard', 'type');
        const created: Obj = {
          id: newId('acct'),
          object: 'account',
          type: params.type,
          email: params.email ?? null,
          country: params.country ?? 'US',
          default_currency: 'usd',
          charges_enabled: false,
          payouts_enabled: false,
          details_submitted: false,
          capabilities: { transfers: 'inactive' },
          requirements: {
            currently_due: ['external_account', 'individual.dob.day', 'tos_acceptance.date'],
            eventually_due: [],
            past_due: [],
            disabled_reason: 'requirements.past_due',
          },
          metadata: params.metadata ?? {},
          created: now(),
        };
        accounts.set(created.id, created);
        return created;
      }
      if (id && method === 'GET') return account(id);
    }
    if (path === '/v1/account_links' && method === 'POST') {
      for (const key of ['account', 'type']) if (!params[key]) throw invalid(`Missing required param: ${key}.`, key);
      const target = account(String(params.account));
      if (params.type !== 'account_onboarding' && params.type !== 'account_update')
        throw invalid('Invalid type: must be one of account_onboarding or account_update', 'type');
      const token = randomBytes(12).toString('hex');
      returnTo.set(token, `${target.id} ${String(params.return_url ?? '')}`);
      const link: Obj = {
        id: token,
        object: 'account_link',
        created: now(),
        expires_at: now() + 300,
        url: `${baseUrl()}/connect/onboarding/${token}`,
      };
      accountLinks.push(link);
      const { id: _, ...shape } = link;
      return shape;
    }
    if (resource === 'transfers') {
      if (!id && method === 'POST') {
        const amount = Number(params.amount);
        if (!Number.isInteger(amount) || amount < 1) throw invalid('Invalid positive integer', 'amount');
        if (!params.currency) throw invalid('Missing required param: currency.', 'currency');
        const destination = account(String(params.destination));
        if ((destination.capabilities as Params).transfers !== 'active')
          throw invalid(
            'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
            'destination',
          );
        if (balance.available < amount)
          throw invalid(
            'You have insufficient available funds in your Stripe account. Try adding funds directly to your available balance by creating Charges using the 4000000000000077 test card.',
            undefined,
            'balance_insufficient',
          );
        balance.available -= amount;
        const transfer: Obj = {
          id: newId('tr'),
          object: 'transfer',
          amount,
          amount_reversed: 0,
          balance_transaction: newId('txn'),
          created: now(),
          currency: params.currency,
          description: params.description ?? null,
          destination: destination.id,
          destination_payment: newId('py'),
          livemode: false,
          metadata: params.metadata ?? {},
          reversals: { object: 'list', data: [], has_more: false, total_count: 0, url: '' },
          reversed: false,
          source_type: 'card',
          transfer_group: params.transfer_group ?? null,
        };
        (transfer.reversals as Params).url = `/v1/transfers/${transfer.id}/reversals`;
        transfers.set(transfer.id, transfer);
        return transfer;
      }
      const transfer = transfers.get(String(id));
      if (!transfer) throw missing('transfer', String(id));
      if (method === 'GET' && !action) return transfer;
      if (action === 'reversals' && method === 'POST') {
        const left = Number(transfer.amount) - Number(transfer.amount_reversed);
        const amount = params.amount === undefined ? left : Number(params.amount);
        if (amount <= 0 || amount > left) throw invalid(`Transfer ${transfer.id} has already been reversed.`, 'amount');
        const reversal: Obj = {
          id: newId('trr'),
          object: 'transfer_reversal',
          amount,
          balance_transaction: newId('txn'),
          created: now(),
          currency: transfer.currency,
          destination_payment_refund: newId('pyr'),
          metadata: params.metadata ?? {},
          source_refund: null,
          transfer: transfer.id,
        };
        balance.available += amount;
        transfer.amount_reversed = Number(transfer.amount_reversed) + amount;
        transfer.reversed = transfer.amount_reversed === transfer.amount;
        const list = transfer.reversals as { data: Obj[]; total_count: number };
        list.data.push(reversal);
        list.total_count += 1;
        return reversal;
      }
    }
    return undefined;
  }

  function onboardingRedirect(path: string): string | null {
    const token = /^\/connect\/onboarding\/([0-9a-f]+)$/.exec(path)?.[1];
    const target = token && returnTo.get(token);
    if (!target) return null;
    const [accountId, returnUrl] = target.split(' ');
    completeOnboarding(accountId!);
    return returnUrl || '/';
  }

  return { accounts, accountLinks, transfers, balance, completeOnboarding, route, onboardingRedirect };
}
