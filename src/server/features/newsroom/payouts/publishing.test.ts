import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { call, contributor, driftedTotals, paymentsOf, person, publishOnDesk, sportsStory, type Who } from './testing';

let t: TestContext;
let admin: Who;
let editor: Who;
beforeAll(async () => {
  t = await createTestApp();
  admin = await person(t, 'admin'); // the first account of a fresh database is the admin
  editor = await person(t, 'editor');
});
afterAll(async () => {
  expect(await driftedTotals(t)).toEqual([]);
  await t.close();
});

const setStatus = (id: string, status: string) =>
  call(t, 'PATCH', `/api/admin/content/sports/${id}`, editor.cookie, { status });

describe('a contributor’s published piece earns one payment', () => {
  it('is written pending at the sports rate when the review desk publishes, and only once however often it is republished', async () => {
    const casey = await contributor(t, editor);
    const id = await sportsStory(t, casey);
    expect((await publishOnDesk(t, editor, id)).statusCode).toBe(200);
    let payments = await paymentsOf(t, casey.contributorId);
    expect(payments).toMatchObject([
      { amount: '60.00', status: 'pending', contentType: 'sports', contentId: id, paymentType: 'sports' },
    ]);
    for (const status of ['unpublished', 'published', 'draft', 'published']) {
      expect((await setStatus(id, status)).statusCode).toBe(200);
    }
    payments = await paymentsOf(t, casey.contributorId);
    expect(payments).toHaveLength(1);
  });

  it('is written once when two editors publish the same piece at the same moment', async () => {
    const casey = await contributor(t, editor);
    const id = await sportsStory(t, casey, 'Sabres at home');
    const [a, b] = await Promise.all([publishOnDesk(t, editor, id), publishOnDesk(t, editor, id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await setStatus(id, 'unpublished')).toHaveProperty('statusCode', 200);
    const again = await Promise.all([setStatus(id, 'published'), setStatus(id, 'published')]);
    expect(again.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await paymentsOf(t, casey.contributorId)).toHaveLength(1);
  });

  it('takes an editor’s amount for one piece, with the reason, and refuses an amount without one', async () => {
    const casey = await contributor(t, editor);
    const id = await sportsStory(t, casey, 'A record season');
    const noReason = await publishOnDesk(t, editor, id, { payout: { amount: '120' } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/why this piece/);
    const bad = await publishOnDesk(t, editor, id, { payout: { amount: 'lots', reason: 'Long feature' } });
    expect(bad.statusCode).toBe(400);
    expect((await publishOnDesk(t, editor, id, { payout: { amount: '120', reason: 'Long feature' } })).statusCode).toBe(
      200,
    );
    expect(await paymentsOf(t, casey.contributorId)).toMatchObject([
      { amount: '120.00', amountReason: 'Long feature', status: 'pending' },
    ]);
  });

  it('shows the desk which pending pieces earn, so an editor may set their amount', async () => {
    const casey = await contributor(t, editor);
    const member = await person(t);
    const earning = await sportsStory(t, casey, 'Earns on the desk');
    const unpaid = await sportsStory(t, member, 'Earns nothing on the desk');
    const queue = (await call(t, 'GET', '/api/admin/review?kind=sports', editor.cookie)).json<{
      items: { id: string; earnsAs: string | null }[];
    }>();
    expect(queue.items.find((i) => i.id === earning)).toMatchObject({ earnsAs: 'sports' });
    expect(queue.items.find((i) => i.id === unpaid)).toMatchObject({ earnsAs: null });
  });

  it('pays nothing for a piece by a member who is not a contributor', async () => {
    const member = await person(t);
    const id = await sportsStory(t, member, 'Pickup game');
    expect((await publishOnDesk(t, editor, id)).statusCode).toBe(200);
    const all = await t.database.db.query.contributorPayments.findMany();
    expect(all.some((p) => p.contentId === id)).toBe(false);
  });
});

describe('an editor’s amount for one piece, set in the newsroom before publishing', () => {
  const paymentPath = (id: string) => `/api/admin/content/sports/${id}/payment`;

  it('is kept until the piece goes public, then written into its one payment; afterwards the payouts desk owns it', async () => {
    const casey = await contributor(t, editor);
    const id = await sportsStory(t, casey, 'Playoff preview');
    const fresh = await call(t, 'GET', paymentPath(id), editor.cookie);
    expect(fresh.json()).toEqual({ earnsAs: 'sports', pieceAmount: null, payment: null });

    const noReason = await call(t, 'PUT', paymentPath(id), editor.cookie, { amount: '150' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toContainEqual({
      path: 'reason',
      message: 'Please say why this piece earns another amount',
    });
    const set = await call(t, 'PUT', paymentPath(id), editor.cookie, {
      amount: '150',
      reason: 'Two weeks of reporting',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      pieceAmount: { amount: '150.00', reason: 'Two weeks of reporting' },
      payment: null,
    });
    expect(await paymentsOf(t, casey.contributorId)).toEqual([]);

    expect((await setStatus(id, 'published')).statusCode).toBe(200);
    expect(await paymentsOf(t, casey.contributorId)).toMatchObject([
      { amount: '150.00', amountReason: 'Two weeks of reporting', status: 'pending' },
    ]);
    const after = await call(t, 'GET', paymentPath(id), editor.cookie);
    expect(after.json()).toMatchObject({ payment: { amount: '150.00', status: 'pending' } });
    const late = await call(t, 'PUT', paymentPath(id), editor.cookie, { amount: '20', reason: 'Changed my mind' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This piece already has its payment; change it on the payouts desk instead.');
    expect((await call(t, 'DELETE', paymentPath(id), editor.cookie)).statusCode).toBe(409);
    expect(await paymentsOf(t, casey.contributorId)).toMatchObject([{ amount: '150.00' }]);
  });

  it('can be taken back before publishing: the piece then earns the rate', async () => {
    const casey = await contributor(t, editor);
    const id = await sportsStory(t, casey, 'Second thoughts');
    await call(t, 'PUT', paymentPath(id), editor.cookie, { amount: '99', reason: 'Extra photos' });
    const cleared = await call(t, 'DELETE', paymentPath(id), editor.cookie);
    expect(cleared.json()).toMatchObject({ earnsAs: 'sports', pieceAmount: null });
    await setStatus(id, 'published');
    const [payment] = await paymentsOf(t, casey.contributorId);
    expect(payment).toMatchObject({ amountReason: null });
    expect(payment!.amount).not.toBe('99.00');
  });

  it('is refused for a piece that earns nothing, and for anyone but staff', async () => {
    const member = await person(t);
    const id = await sportsStory(t, member, 'Pickup hockey');
    expect((await call(t, 'GET', paymentPath(id), editor.cookie)).json()).toEqual({
      earnsAs: null,
      pieceAmount: null,
      payment: null,
    });
    const refused = await call(t, 'PUT', paymentPath(id), editor.cookie, { amount: '50', reason: 'Nice work' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'amount', message: 'Only a piece by a contributor earns a payment.' },
    ]);

    const casey = await contributor(t, editor);
    const own = await sportsStory(t, casey, 'My own raise');
    const body = { amount: '5000', reason: 'I deserve it' };
    expect((await call(t, 'PUT', paymentPath(own), casey.cookie, body)).statusCode).toBe(403);
    expect((await call(t, 'PUT', paymentPath(own), undefined, body)).statusCode).toBe(401);
    expect((await call(t, 'GET', paymentPath('no-such-piece'), editor.cookie)).statusCode).toBe(404);
  });
});

describe('rates', () => {
  it('are set by admins only, used for the next piece, and readable by contributors', async () => {
    const casey = await contributor(t, editor);
    expect((await call(t, 'PUT', '/api/admin/payouts/rates', editor.cookie, { rates: [] })).statusCode).toBe(403);
    expect((await call(t, 'PUT', '/api/admin/payouts/rates', casey.cookie, { rates: [] })).statusCode).toBe(403);
    const bad = await call(t, 'PUT', '/api/admin/payouts/rates', admin.cookie, {
      rates: [{ kind: 'sports', amount: '-5' }],
    });
    expect(bad.statusCode).toBe(400);
    const set = await call(t, 'PUT', '/api/admin/payouts/rates', admin.cookie, {
      rates: [{ kind: 'sports', amount: '65.50' }],
    });
    expect(set.statusCode).toBe(200);
    const rates = (await call(t, 'GET', '/api/payout-rates', casey.cookie)).json<{ kind: string; amount: string }[]>();
    expect(rates).toContainEqual(expect.objectContaining({ kind: 'sports', label: 'Sports story', amount: '65.50' }));
    const id = await sportsStory(t, casey, 'Rate test');
    await publishOnDesk(t, editor, id);
    expect(await paymentsOf(t, casey.contributorId)).toMatchObject([{ amount: '65.50' }]);
  });
});
