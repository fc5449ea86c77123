import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages, outgoingMail, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { enableTotp, registerVerified } from '../../test/accounts';

let t: TestContext;
let admin: string;
let editor: string;
let member: string;
let seq = 0;

async function signUp(email: string): Promise<string> {
  return (await registerVerified(t, { email })).cookie;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp('boss@example.com'); // the first verified account of a fresh database is the admin
  editor = await signUp('editor@example.com');
  await t.database.db.update(users).set({ role: 'editor' }).where(eq(users.email, 'editor@example.com'));
  await enableTotp(t, editor); // staff use two-step sign-in
  member = await signUp('reader@example.com');
});
afterAll(() => t.close());

const send = (payload: Record<string, unknown>, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip });
const message = (over: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    name: 'Pat Neighbor',
    email: `pat${seq}@example.com`,
    subject: `Tip ${seq}`,
    message: 'A pothole on Main.',
    ...over,
  };
};
const call = (method: 'GET' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

describe('POST /api/contact', () => {
  it('stores the message and queues an e-mail to each staff member with the sender as Reply-To', async () => {
    const res = await send(message({ subject: 'Story tip', email: 'tipster@example.com' }));
    expect(res.statusCode).toBe(202);
    const [stored] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Story tip'));
    expect(stored).toMatchObject({ name: 'Pat Neighbor', email: 'tipster@example.com', handledAt: null });
    const mail = await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.kind, 'contact-message'));
    expect(mail.map((m) => m.recipient).sort()).toEqual(['boss@example.com', 'editor@example.com']);
    expect(mail[0]!.subject).toBe('[Contact] Story tip');
    expect(mail[0]!.headers).toEqual({ 'Reply-To': 'tipster@example.com' });
    expect(mail[0]!.text).toContain('A pothole on Main.');
  });

  it('keeps the subject and name on one line: CR/LF and other control characters never reach the inbox', async () => {
    const res = await send(
      message({ name: 'Pat\r\nBcc: all@example.com', subject: 'Hi\r\nBcc: all@example.com\u2028\tthere' }),
      '10.0.9.1',
    );
    expect(res.statusCode).toBe(202);
    const inbox = (await call('GET', '/api/admin/contact-messages', editor)).json() as {
      name: string;
      subject: string;
    }[];
    expect(inbox[0]).toMatchObject({ name: 'Pat Bcc: all@example.com', subject: 'Hi Bcc: all@example.com there' });
    const mail = await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.kind, 'contact-message'));
    expect(mail.some((m) => m.subject === '[Contact] Hi Bcc: all@example.com there')).toBe(true);
    const onlyBreaks = await send(message({ subject: '\r\n\r\n' }), '10.0.9.2');
    expect(onlyBreaks.statusCode).toBe(400);
    expect(onlyBreaks.json().errors).toEqual([{ path: 'subject', message: 'Subject is required' }]);
  });

  it('answers a bot that fills the hidden field the same way, but keeps and sends nothing', async () => {
    const res = await send(message({ subject: 'Cheap pills', website: 'http://spam.example' }), '10.0.0.2');
    expect(res.statusCode).toBe(202);
    expect(
      await t.database.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Cheap pills')),
    ).toEqual([]);
  });

  it('requires all four fields and a valid e-mail (400 with field errors)', async () => {
    const res = await send({ name: ' ', email: 'not-an-email', subject: '', message: '' }, '10.0.0.3');
    expect(res.statusCode).toBe(400);
    const paths = (res.json().errors as { path: string }[]).map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'email', 'subject', 'message']));
  });

  it('limits how many messages one address sends in an hour (429 with Retry-After)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(message(), '10.0.0.9')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
    const last = await send(message(), '10.0.0.9');
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the staff contact desk', () => {
  it('is for staff only: 401 signed out, 403 for a member', async () => {
    expect((await call('GET', '/api/admin/contact-messages')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/contact-messages', member)).statusCode).toBe(403);
    expect((await call('PATCH', '/api/admin/contact-messages/x', member, { handled: true })).statusCode).toBe(403);
  });

  it('lists open messages newest first; an editor marks one handled and it moves to the handled list', async () => {
    await send(message({ subject: 'Newest question' }), '10.0.0.20');
    const open = await call('GET', '/api/admin/contact-messages', editor);
    expect(open.statusCode).toBe(200);
    const items = open.json() as { id: string; subject: string; email: string }[];
    expect(items[0]!.subject).toBe('Newest question');
    expect(Number(open.headers['x-total-count'])).toBe(items.length);

    const done = await call('PATCH', `/api/admin/contact-messages/${items[0]!.id}`, admin, { handled: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().handledAt).not.toBeNull();
    const stillOpen = (await call('GET', '/api/admin/contact-messages', admin)).json() as { id: string }[];
    expect(stillOpen.map((m) => m.id)).not.toContain(items[0]!.id);
    const handled = (await call('GET', '/api/admin/contact-messages?status=handled', admin)).json() as { id: string }[];
    expect(handled.map((m) => m.id)).toContain(items[0]!.id);
    expect((await call('PATCH', '/api/admin/contact-messages/nope', admin, { handled: true })).statusCode).toBe(404);
  });
});
