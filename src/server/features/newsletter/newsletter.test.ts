import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newsletters, outgoingMail, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { createUser } from '../../test/factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: payload as object });

describe('POST /api/newsletter/subscribe', () => {
  const mailTo = (email: string) => t.database.db.select().from(outgoingMail).where(eq(outgoingMail.recipient, email));
  const subscription = async (email: string) =>
    (await t.database.db.select().from(newsletters).where(eq(newsletters.email, email)))[0];

  it('stores the address, lower-cased and trimmed, as pending and queues a confirmation e-mail', async () => {
    const res = await subscribe({ email: '  Reader@Example.com ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "You've been subscribed to our newsletter." });
    const rows = await t.database.db.select().from(newsletters).where(eq(newsletters.email, 'reader@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('pending');
    const mail = await mailTo('reader@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      kind: 'newsletter-confirm',
      state: 'queued',
      subject: 'Please confirm your newsletter subscription',
    });
    expect(mail[0]?.text).toContain('/newsletter/confirm?token=');
  });

  it('answers a second subscription exactly like the first, without a second row, and re-sends the confirmation', async () => {
    const first = await subscribe({ email: 'twice@example.com' });
    const second = await subscribe({ email: 'twice@example.com' });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(newsletters).where(eq(newsletters.email, 'twice@example.com'));
    expect(rows).toHaveLength(1);
    expect(await mailTo('twice@example.com')).toHaveLength(2);
  });

  it('stops e-mailing one address after three sign-ups an hour, answering the same', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await subscribe({ email: 'flood@example.com' })).json());
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await mailTo('flood@example.com')).toHaveLength(3);
  });

  it('keeps the city of a sign-up and refuses an unknown one', async () => {
    await subscribe({ email: 'buffalo@example.com', city: 'buffalo' });
    expect((await subscription('buffalo@example.com'))?.city).toBe('buffalo');
    expect((await subscribe({ email: 'x@example.com', city: 'gotham' })).statusCode).toBe(400);
  });

  it('links the subscription to the signed-in account without marking it subscribed before confirmation', async () => {
    const account = await createUser(t, { email: 'member@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { cookie: account.cookie },
      payload: { email: 'member@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect((await subscription('member@example.com'))?.userId).toBe(account.id);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, account.id));
    expect(user?.isNewsletterSubscriber).toBe(false);
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
