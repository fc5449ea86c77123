import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newsletters } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: payload as object });

describe('POST /api/newsletter/subscribe', () => {
  it('stores the address, lower-cased and trimmed', async () => {
    const res = await subscribe({ email: '  Reader@Example.com ' });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.select().from(newsletters).where(eq(newsletters.email, 'reader@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('answers a second subscription exactly like the first, without a second row', async () => {
    const first = await subscribe({ email: 'twice@example.com' });
    const second = await subscribe({ email: 'twice@example.com' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(newsletters).where(eq(newsletters.email, 'twice@example.com'));
    expect(rows).toHaveLength(1);
  });

  it('rejects a malformed address with a 400 and a field error a person can read', async () => {
    const res = await subscribe({ email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please enter a valid e-mail address.',
      errors: [{ path: 'email', message: 'Please enter a valid e-mail address.' }],
    });
  });

  it('rejects a missing address and a non-JSON body without a 500', async () => {
    expect((await subscribe({})).statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });
});
