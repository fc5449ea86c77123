import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { EVENT_PRICE_MESSAGE } from '../../../../shared/submissions';
import { account, daysFromNow, inject, type Account } from './testing';

let t: TestContext;
let editor: Account;
let member: Account;
beforeAll(async () => {
  t = await createTestApp();
  await account(t); // the first account of a fresh database is the admin
  editor = await account(t, 'editor');
  member = await account(t);
});
afterAll(() => t.close());

const event = (overrides: object) => ({
  type: 'event',
  city: 'buffalo',
  title: 'Canalside concert',
  description: 'A summer evening by the water.',
  submitterName: 'Mo Local',
  submitterEmail: 'mo@example.com',
  eventDate: daysFromNow(12),
  eventTime: '7:00 PM',
  location: 'Canalside, Buffalo',
  ...overrides,
});

async function submitAndApprove(payload: object): Promise<string> {
  const sent = await inject(t, 'POST', '/api/submissions', member.cookie, payload);
  expect(sent.statusCode, sent.body).toBe(201);
  const decided = await inject(t, 'POST', `/api/admin/review/content/${sent.json().id}/decision`, editor.cookie, {
    decision: 'approve',
  });
  expect(decided.statusCode, decided.body).toBe(200);
  return decided.json().publishedAs.id;
}

const listed = async (query: string) =>
  (await inject(t, 'GET', `/api/events?city=buffalo&${query}`)).json<{ id: string }[]>().map((e) => e.id);

describe("a reader's event with a price and a kind", () => {
  it('is published with them, so the paid, free and category filters find it', async () => {
    const paid = await submitAndApprove(event({ title: 'Jazz at Canalside', price: '12.50', category: 'music' }));
    const free = await submitAndApprove(event({ title: 'Family kite day', price: '0', category: 'family' }));
    const unknown = await submitAndApprove(event({ title: 'Open mic', price: '', category: '' }));

    const shown = (await inject(t, 'GET', `/api/events/${paid}`)).json();
    expect(shown).toMatchObject({ priceCents: 1250, category: 'music' });
    expect(await listed('price=paid')).toContain(paid);
    expect(await listed('price=free')).toEqual(expect.arrayContaining([free]));
    expect(await listed('price=free')).not.toContain(paid);
    expect(await listed('category=family')).toEqual([free]);
    expect((await inject(t, 'GET', `/api/events/${unknown}`)).json()).toMatchObject({
      priceCents: null,
      category: null,
    });
  });

  it('refuses a price that is not an amount, saying how to write one', async () => {
    for (const price of ['twelve', '-5', '12.505', '1234567']) {
      const res = await inject(t, 'POST', '/api/submissions', member.cookie, event({ price }));
      expect(res.statusCode, price).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ path: 'price', message: EVENT_PRICE_MESSAGE })]);
    }
  });
});
