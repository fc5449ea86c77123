import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import { mailSuppressions, newsletterEditions, newsletters, outgoingMail } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { smtpWorker, startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture';
import { resolveSessionSecret } from '../../platform/session-secret';
import { sendEdition } from './sending';
import { enqueueMail } from '../../platform/mail/queue';
import { createUser } from '../../test/factories';

const MAILGUN_KEY = 'mailgun-signing-key-for-tests';
const sendgrid = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
let t: TestContext;
let smtp: SmtpCapture;
let admin = '';
beforeAll(async () => {
  t = await createTestApp({
    MAILGUN_WEBHOOK_SIGNING_KEY: MAILGUN_KEY,
    POSTMARK_WEBHOOK_USER: 'postmark',
    POSTMARK_WEBHOOK_PASSWORD: 'hook-password',
    SENDGRID_WEBHOOK_PUBLIC_KEY: sendgrid.publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
  });
  smtp = await startSmtpCapture();
  admin = (await createUser(t, { email: 'editor@example.com' })).cookie;
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
afterEach(async () => {
  await t.database.db.delete(mailSuppressions);
  await t.database.db.delete(outgoingMail);
  await t.database.db.delete(newsletterEditions);
  await t.database.db.delete(newsletters).where(ne(newsletters.email, 'editor@example.com'));
  smtp.messages.length = 0;
});

const seconds = () => String(Math.floor(Date.now() / 1000));
function mailgunBody(recipient: string, opts: { key?: string; event?: string; timestamp?: string } = {}) {
  const timestamp = opts.timestamp ?? seconds();
  const token = 'a8ce0edb2dd8301dee6c2405235584e45aa91d1e9f979f3de0';
  const signature = createHmac('sha256', opts.key ?? MAILGUN_KEY)
    .update(timestamp + token)
    .digest('hex');
  const failed = { event: 'failed', severity: 'permanent', 'delivery-status': { message: '550 No such user' } };
  return {
    signature: { timestamp, token, signature },
    'event-data': { recipient, ...(opts.event === 'complained' ? { event: 'complained' } : failed) },
  };
}
const post = (provider: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/mail/webhooks/${provider}`,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });
const suppressed = async () => (await t.database.db.select().from(mailSuppressions)).map((s) => s.email).sort();
const recipients = () => smtp.messages.map((m) => (m.to && 'text' in m.to ? m.to.text : '')).sort();

async function sendRochesterEdition() {
  const [edition] = await t.database.db
    .insert(newsletterEditions)
    .values({ title: 'This week', subject: 'This week', content: 'Hello', city: 'rochester' })
    .returning();
  await sendEdition({ db: t.database.db, config: t.config, secret: resolveSessionSecret(t.config) }, edition!.id);
  await smtpWorker(t, smtp.url).drain();
  return edition!.id;
}

describe('bounce and complaint webhooks', () => {
  it('refuses a Mailgun report with a bad, missing or stale signature, and suppresses nothing', async () => {
    expect((await post('mailgun', mailgunBody('a@example.com', { key: 'wrong' }))).statusCode).toBe(401);
    expect((await post('mailgun', { 'event-data': { recipient: 'a@example.com' } })).statusCode).toBe(401);
    const stale = String(Math.floor(Date.now() / 1000) - 3600);
    const old = await post('mailgun', mailgunBody('a@example.com', { timestamp: stale }));
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    expect((await post('mailgun', '{not json')).statusCode).toBe(400);
    expect(await suppressed()).toEqual([]);
  });

  it('a signed Mailgun hard bounce keeps the next edition from the address', async () => {
    await t.database.db
      .insert(newsletters)
      .values(['stays', 'bounced'].map((n) => ({ email: `${n}@example.com`, city: 'rochester', status: 'confirmed' })));
    const res = await post('mailgun', mailgunBody('Bounced@Example.com'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, suppressed: 1 });
    const editionId = await sendRochesterEdition();
    expect(recipients()).toEqual(['stays@example.com']);
    const progress = await t.app.inject({
      method: 'GET',
      url: `/api/newsletter/admin/editions/${editionId}/progress`,
      headers: { cookie: admin },
    });
    expect(progress.json()).toEqual({ total: 1, waiting: 0, delivered: 1, failed: 0, suppressed: 0 });
    // Shown on the newsletter desk with what the provider said, with the edition's counts.
    const bounces = await t.app.inject({
      method: 'GET',
      url: '/api/newsletter/admin/bounces',
      headers: { cookie: admin },
    });
    expect(bounces.json()).toEqual([
      expect.objectContaining({ email: 'bounced@example.com', reason: 'hard_bounce', detail: '550 No such user' }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/newsletter/admin/bounces' })).statusCode).toBe(401);
  });

  it('refuses Postmark without its basic-auth password, and a complaint stops mail already queued', async () => {
    await enqueueMail(t.database.db, [
      { kind: 'newsletter-edition', to: 'annoyed@example.com', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' },
      { kind: 'password-reset', to: 'annoyed@example.com', subject: 'Reset', html: '<p>R</p>', text: 'R' },
    ]);
    const complaint = { RecordType: 'SpamComplaint', Email: 'annoyed@example.com' };
    const wrong = `Basic ${Buffer.from('postmark:guess').toString('base64')}`;
    const refused = await post('postmark', complaint, { authorization: wrong });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toContain('Basic');
    expect((await post('postmark', complaint)).statusCode).toBe(401);
    expect(await suppressed()).toEqual([]);
    const good = `Basic ${Buffer.from('postmark:hook-password').toString('base64')}`;
    expect((await post('postmark', complaint, { authorization: good })).statusCode).toBe(200);
    await smtpWorker(t, smtp.url).drain();
    // The complaint stops the newsletter; a password reset the reader asks for still goes out.
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Reset']);
    const rows = await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.kind, 'newsletter-edition'));
    expect(rows[0]?.state).toBe('suppressed');
  });

  it("checks SendGrid's ECDSA signature over the timestamp and the exact body", async () => {
    const body = JSON.stringify([
      { email: 'gone@example.com', event: 'bounce', type: 'bounce', reason: '550 5.1.1 unknown' },
      { email: 'soft@example.com', event: 'bounce', type: 'blocked' },
      { email: 'open@example.com', event: 'open' },
    ]);
    const timestamp = seconds();
    const signature = sign('sha256', Buffer.from(timestamp + body), sendgrid.privateKey).toString('base64');
    const headers = {
      'x-twilio-email-event-webhook-signature': signature,
      'x-twilio-email-event-webhook-timestamp': timestamp,
    };
    expect((await post('sendgrid', body.replace('gone', 'else'), headers)).statusCode).toBe(401);
    expect(
      (await post('sendgrid', body, { ...headers, 'x-twilio-email-event-webhook-timestamp': '1' })).statusCode,
    ).toBe(401);
    expect(await suppressed()).toEqual([]);
    const ok = await post('sendgrid', body, headers);
    expect(ok.statusCode).toBe(200);
    expect(await suppressed()).toEqual(['gone@example.com']);
  });

  it('answers 404 for a provider whose secret is not set', async () => {
    const bare = await createTestApp();
    const res = await bare.app.inject({ method: 'POST', url: '/api/mail/webhooks/mailgun', payload: {} });
    expect(res.statusCode).toBe(404);
    await bare.close();
  });
});
