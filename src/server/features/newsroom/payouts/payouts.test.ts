import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, contributorPayments, contributors, outgoingMail } from '../../../db/schema';
import type { TestContext } from '../../../test/app';
import type { StripeStandIn } from '../../../test/stripe-stand-in';
import {
  call,
  connectPayoutAccount,
  contributor,
  driftedTotals,
  paymentsOf,
  payoutsApp,
  person,
  publishOnDesk,
  sportsStory,
  type Who,
} from './testing';

let t: TestContext;
let standIn: StripeStandIn;
let admin: Who;
let admin2: Who;
let editor: Who;
beforeAll(async () => {
  ({ t, standIn } = (await payoutsApp({}, { timeoutMs: 1_500 })) as { t: TestContext; standIn: StripeStandIn });
  admin = await person(t, 'admin');
  admin2 = await person(t, 'admin');
  editor = await person(t, 'editor');
});
afterAll(async () => {
  expect(await driftedTotals(t)).toEqual([]);
  await t.close();
  await standIn.close();
});

const pay = (ids: string[], who = admin) => call(t, 'POST', '/api/admin/payouts/pay', who.cookie, { paymentIds: ids });
const approve = (id: string, who = admin) => call(t, 'POST', `/api/admin/payouts/${id}/approve`, who.cookie);
async function publishedPiece(casey: Who & { contributorId: string }, payout?: object) {
  const id = await sportsStory(t, casey, `Story ${Math.random()}`);
  expect((await publishOnDesk(t, editor, id, payout ? { payout } : {})).statusCode).toBe(200);
  const [payment] = (await paymentsOf(t, casey.contributorId)).filter((p) => p.contentId === id);
  return payment!;
}

describe('who may use the payouts desk', () => {
  it('answers 401 signed out and 403 to members, contributors and editors', async () => {
    const member = await person(t);
    const casey = await contributor(t, editor);
    const routes: [method: 'GET' | 'POST' | 'PUT', url: string, body?: object][] = [
      ['GET', '/api/admin/payouts'],
      ['POST', '/api/admin/payouts/pay', { paymentIds: ['x'] }],
      ['POST', '/api/admin/payouts/x/approve'],
      ['POST', '/api/admin/payouts/x/cancel', { reason: 'no' }],
      ['POST', '/api/admin/payouts/x/record-paid', { reference: 'cheque 1' }],
      ['GET', '/api/admin/payouts/rates'],
      ['PUT', '/api/admin/payouts/rates', { rates: [{ kind: 'article', amount: '1' }] }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(t, method, url, undefined, body)).statusCode, url).toBe(401);
      for (const who of [member, casey, editor])
        expect((await call(t, method, url, who.cookie, body)).statusCode, url).toBe(403);
    }
  });

  it('lets an admin without two-step sign-in see the desk but not pay', async () => {
    const lax = await payoutsApp({ STAFF_MFA: 'optional' }, { stripe: false });
    try {
      await person(lax.t, 'admin');
      const plain = await person(lax.t, 'admin', { twoStep: false });
      expect((await call(lax.t, 'GET', '/api/admin/payouts', plain.cookie)).statusCode).toBe(200);
      const res = await call(lax.t, 'POST', '/api/admin/payouts/pay', plain.cookie, { paymentIds: ['x'] });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/two-step sign-in/);
    } finally {
      await lax.t.close();
    }
  });
});

describe('paying through Stripe Connect', () => {
  it('pays an approved piece by transfer once, updates the total, audits and e-mails the contributor', async () => {
    const casey = await contributor(t, editor);
    const payment = await publishedPiece(casey);
    expect((await pay([payment.id])).json().message).toMatch(/approved/);
    expect((await approve(payment.id)).statusCode).toBe(200);
    const noAccount = await pay([payment.id]);
    expect(noAccount.statusCode).toBe(409);
    expect(noAccount.json().message).toMatch(/payout account/);
    expect(await connectPayoutAccount(t, standIn, casey)).toBe('ready');
    const res = await pay([payment.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([{ id: payment.id, status: 'paid', message: null }]);
    const transfers = [...standIn.connect.transfers.values()].filter(
      (tr) => (tr.metadata as Record<string, string>).paymentId === payment.id,
    );
    expect(transfers).toMatchObject([{ amount: 6000, currency: 'usd' }]);
    expect((await pay([payment.id])).statusCode).toBe(409); // already paid
    const earnings = (await call(t, 'GET', '/api/account/earnings', casey.cookie)).json();
    expect(earnings).toMatchObject({
      payoutAccountState: 'ready',
      totals: { allTime: '60.00', year: '60.00', month: '60.00' },
      taxFormNotice: false,
    });
    expect(earnings.payments).toMatchObject([{ id: payment.id, status: 'paid', amount: '60.00' }]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, payment.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['payout.approve', 'payout.paid', 'payout.send']);
    const mail = await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.recipient, casey.email));
    expect(mail.map((m) => m.subject)).toContain('Paid: $60.00');
    const csv = await call(t, 'GET', '/api/account/earnings.csv', casey.cookie);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toMatch(/Sports story: Story .*,60\.00,paid,/);
  });

  it('needs a second, different admin above the threshold', async () => {
    const casey = await contributor(t, editor);
    await connectPayoutAccount(t, standIn, casey);
    const payment = await publishedPiece(casey, { amount: '750', reason: 'Investigation over three months' });
    expect((await approve(payment.id)).statusCode).toBe(200);
    const first = await pay([payment.id]);
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toMatch(/second, different admin/);
    const again = await approve(payment.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/second, different admin/);
    expect((await approve(payment.id, admin2)).statusCode).toBe(200);
    expect((await pay([payment.id])).json().results[0].status).toBe('paid');
    const [row] = await t.database.db.select().from(contributors).where(eq(contributors.id, casey.contributorId));
    expect(row?.totalEarnings).toBe('750.00');
    const earnings = (await call(t, 'GET', '/api/account/earnings', casey.cookie)).json();
    expect(earnings.taxFormNotice).toBe(true);
  });

  it('does not pay twice when the transfer is retried after a timeout', async () => {
    const casey = await contributor(t, editor);
    await connectPayoutAccount(t, standIn, casey);
    const payment = await publishedPiece(casey);
    await approve(payment.id);
    const balance = standIn.connect.balance.available;
    // Every attempt of the SDK (one and two retries) times out: the desk says so and the payment waits.
    standIn.delayResponses('/v1/transfers', 1_700, 3);
    const timedOut = await pay([payment.id]);
    expect(timedOut.statusCode).toBe(502);
    expect((await paymentsOf(t, casey.contributorId))[0]).toMatchObject({ status: 'processing' });
    await new Promise((r) => setTimeout(r, 1_800));
    const retried = await pay([payment.id]);
    expect(retried.json().results[0].status).toBe('paid');
    const transfers = [...standIn.connect.transfers.values()].filter(
      (tr) => (tr.metadata as Record<string, string>).paymentId === payment.id,
    );
    expect(transfers).toHaveLength(1);
    expect(standIn.connect.balance.available).toBe(balance - 6000);
  });

  it('keeps totalEarnings the sum of paid payments under 50 concurrent pays', async () => {
    const casey = await contributor(t, editor);
    await connectPayoutAccount(t, standIn, casey);
    const ids: string[] = [];
    for (let i = 0; i < 25; i += 1) {
      const [row] = await t.database.db
        .insert(contributorPayments)
        .values({
          contributorId: casey.contributorId,
          amount: `${10 + i}.25`,
          paymentType: 'photo',
          contentType: 'photo',
          contentId: `concurrent-${i}-${casey.id}`,
          description: `Photo ${i}`,
          status: 'approved',
          approvedBy: admin.id,
        })
        .returning();
      ids.push(row!.id);
    }
    // Each payment paid twice at once, by two admins: 50 requests.
    const answers = await Promise.all(ids.flatMap((id) => [pay([id]), pay([id], admin2)]));
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    const rows = await paymentsOf(t, casey.contributorId);
    expect(rows.every((p) => p.status === 'paid')).toBe(true);
    const sum = rows.reduce((s, p) => s + Math.round(Number(p.amount) * 100), 0);
    const [after] = await t.database.db.select().from(contributors).where(eq(contributors.id, casey.contributorId));
    expect(Math.round(Number(after?.totalEarnings) * 100)).toBe(sum);
    const transfers = [...standIn.connect.transfers.values()].filter((tr) =>
      ids.includes((tr.metadata as Record<string, string>).paymentId ?? ''),
    );
    expect(transfers).toHaveLength(25);
    expect(await driftedTotals(t)).toEqual([]);
  });

  it('cancels with a reason, and a contributor cannot change a payment', async () => {
    const casey = await contributor(t, editor);
    const payment = await publishedPiece(casey);
    expect((await call(t, 'POST', `/api/admin/payouts/${payment.id}/cancel`, admin.cookie, {})).statusCode).toBe(400);
    for (const url of [`/api/admin/payouts/${payment.id}/approve`, `/api/admin/payouts/${payment.id}/cancel`])
      expect((await call(t, 'POST', url, casey.cookie, { reason: 'mine' })).statusCode).toBe(403);
    const res = await call(t, 'POST', `/api/admin/payouts/${payment.id}/cancel`, admin.cookie, {
      reason: 'Published twice by mistake',
    });
    expect(res.statusCode).toBe(200);
    const desk = (await call(t, 'GET', '/api/admin/payouts?status=cancelled', admin.cookie)).json();
    expect(desk.contributors[0].payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: payment.id, status: 'cancelled', statusReason: 'Published twice by mistake' }),
      ]),
    );
    expect((await approve(payment.id)).statusCode).toBe(409);
  });
});

describe('without Stripe keys', () => {
  it('records a payment made outside the site with its reference', async () => {
    const off = await payoutsApp({}, { stripe: false });
    try {
      const offAdmin = await person(off.t, 'admin');
      const offEditor = await person(off.t, 'editor');
      const casey = await contributor(off.t, offEditor);
      const id = await sportsStory(off.t, casey);
      expect((await publishOnDesk(off.t, offEditor, id)).body).toMatch(/published/);
      const [payment] = await paymentsOf(off.t, casey.contributorId);
      const desk = (await call(off.t, 'GET', '/api/admin/payouts', offAdmin.cookie)).json();
      expect(desk).toMatchObject({ stripeEnabled: false, secondApprovalAbove: '500.00' });
      await call(off.t, 'POST', `/api/admin/payouts/${payment!.id}/approve`, offAdmin.cookie);
      const online = await call(off.t, 'POST', '/api/admin/payouts/pay', offAdmin.cookie, {
        paymentIds: [payment!.id],
      });
      expect(online.statusCode).toBe(409);
      const noRef = await call(off.t, 'POST', `/api/admin/payouts/${payment!.id}/record-paid`, offAdmin.cookie, {});
      expect(noRef.statusCode).toBe(400);
      const res = await call(off.t, 'POST', `/api/admin/payouts/${payment!.id}/record-paid`, offAdmin.cookie, {
        reference: 'Cheque 1042',
      });
      expect(res.statusCode).toBe(200);
      expect((await paymentsOf(off.t, casey.contributorId))[0]).toMatchObject({
        status: 'paid',
        externalReference: 'Cheque 1042',
      });
      const earnings = (await call(off.t, 'GET', '/api/account/earnings', casey.cookie)).json();
      expect(earnings.totals.allTime).toBe('60.00');
      expect(await driftedTotals(off.t)).toEqual([]);
    } finally {
      await off.t.close();
    }
  });
});
