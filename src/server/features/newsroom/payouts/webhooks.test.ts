import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contributorPayments, contributors } from '../../../db/schema';
import type { TestContext } from '../../../test/app';
import type { StripeStandIn } from '../../../test/stripe-stand-in';
import { call, contributor, driftedTotals, payoutsApp, person, postConnectEvent, type Who } from './testing';

let t: TestContext;
let standIn: StripeStandIn;
let editor: Who;
beforeAll(async () => {
  ({ t, standIn } = (await payoutsApp()) as { t: TestContext; standIn: StripeStandIn });
  await person(t, 'admin');
  editor = await person(t, 'editor');
});
afterAll(async () => {
  expect(await driftedTotals(t)).toEqual([]);
  await t.close();
  await standIn.close();
});

/** A contributor with a connected account and one payment being paid (as after Pay, before the answer). */
async function paymentInFlight(amount = '40.00') {
  const casey = await contributor(t, editor);
  const link = await call(t, 'POST', '/api/account/earnings/payout-account', casey.cookie);
  expect(link.statusCode).toBe(200);
  const [c] = await t.database.db.select().from(contributors).where(eq(contributors.id, casey.contributorId));
  const account = standIn.connect.completeOnboarding(c!.stripeAccountId!);
  const [payment] = await t.database.db
    .insert(contributorPayments)
    .values({
      contributorId: casey.contributorId,
      amount,
      paymentType: 'photo',
      contentType: 'photo',
      contentId: `webhook-${casey.id}`,
      description: 'Photo: Harbour at dusk',
      status: 'processing',
    })
    .returning();
  const transfer = {
    id: `tr_${casey.id.slice(0, 8)}`,
    object: 'transfer',
    amount: 4000,
    currency: 'usd',
    destination: account.id,
    metadata: { paymentId: payment!.id },
    reversed: false,
  };
  return { casey, account, payment: payment!, transfer };
}

const stateOf = async (id: string) =>
  (await t.database.db.select().from(contributorPayments).where(eq(contributorPayments.id, id)))[0]!;
const totalOf = async (id: string) =>
  (await t.database.db.select().from(contributors).where(eq(contributors.id, id)))[0]!.totalEarnings;

describe('Connect webhooks', () => {
  it('refuses an unsigned event', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/stripe/connect-webhook', payload: { id: 'evt_x' } });
    expect(res.statusCode).toBe(400);
  });

  it('moves a payment to paid once however often transfer.created is delivered', async () => {
    const { casey, payment, transfer } = await paymentInFlight();
    const event = standIn.event('transfer.created', transfer);
    const first = await postConnectEvent(t, standIn, event);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect((await postConnectEvent(t, standIn, event)).json()).toEqual({ received: true, duplicate: true });
    expect(await stateOf(payment.id)).toMatchObject({ status: 'paid', stripePaymentId: transfer.id });
    expect(await totalOf(casey.contributorId)).toBe('40.00');
  });

  it('ends in the same state whichever order created and reversed arrive, replayed or not', async () => {
    const outcomes: string[] = [];
    for (const order of [
      ['transfer.created', 'transfer.reversed'],
      ['transfer.reversed', 'transfer.created'],
      ['transfer.reversed', 'transfer.created', 'transfer.reversed', 'transfer.created'],
    ]) {
      const { casey, payment, transfer } = await paymentInFlight();
      const events = Object.fromEntries(
        ['transfer.created', 'transfer.reversed'].map((type) => [
          type,
          standIn.event(type, { ...transfer, reversed: type === 'transfer.reversed' }),
        ]),
      );
      for (const type of order) expect((await postConnectEvent(t, standIn, events[type]!)).statusCode).toBe(200);
      const row = await stateOf(payment.id);
      outcomes.push(`${row.status}:${row.statusReason}:${await totalOf(casey.contributorId)}`);
    }
    expect(new Set(outcomes)).toEqual(new Set(['failed:The transfer was reversed.:0.00']));
  });

  it('marks the account’s paid payments failed with the bank’s reason on payout.failed', async () => {
    const { casey, account, payment, transfer } = await paymentInFlight();
    await postConnectEvent(t, standIn, standIn.event('transfer.created', transfer));
    const payout = {
      id: 'po_1',
      object: 'payout',
      amount: 4000,
      created: Math.floor(Date.now() / 1000) + 5,
      failure_message: 'The bank account has been closed.',
      status: 'failed',
    };
    const failed = standIn.event('payout.failed', payout, account.id);
    await postConnectEvent(t, standIn, failed);
    await postConnectEvent(t, standIn, failed);
    expect(await stateOf(payment.id)).toMatchObject({
      status: 'failed',
      statusReason: 'The bank account has been closed.',
    });
    expect(await totalOf(casey.contributorId)).toBe('0.00');
    const earnings = (await call(t, 'GET', '/api/account/earnings', casey.cookie)).json();
    expect(earnings.payments[0]).toMatchObject({ status: 'failed', statusReason: 'The bank account has been closed.' });
  });

  it('reads the account as it is now on account.updated, so an old event cannot undo onboarding', async () => {
    const casey = await contributor(t, editor);
    await call(t, 'POST', '/api/account/earnings/payout-account', casey.cookie);
    const [c] = await t.database.db.select().from(contributors).where(eq(contributors.id, casey.contributorId));
    const accountId = c!.stripeAccountId!;
    const stale = standIn.event('account.updated', standIn.connect.accounts.get(accountId)!, accountId);
    standIn.connect.completeOnboarding(accountId);
    const fresh = standIn.event('account.updated', standIn.connect.accounts.get(accountId)!, accountId);
    await postConnectEvent(t, standIn, fresh);
    await postConnectEvent(t, standIn, stale);
    const earnings = (await call(t, 'GET', '/api/account/earnings', casey.cookie)).json();
    expect(earnings.payoutAccountState).toBe('ready');
  });
});
