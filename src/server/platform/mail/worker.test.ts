import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outgoingMail } from '../../db/schema';
import type { Mailer, MailMessage } from '../../adapters/mailer';
import { createTestApp, type TestContext } from '../../test/app';
import { readOutbox } from '../../test/outbox';
import { claimDueMail, enqueueMail, requeueFailed } from './queue';
import { smtpWorker, startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture';
import { createMailWorker, retryDelayMs } from './worker';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { smtpMailer } from '../../adapters/mailer';

const silentLog = { info() {}, warn() {}, error() {} };

let t: TestContext;
let smtp: SmtpCapture;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
afterEach(async () => {
  await t.database.db.delete(outgoingMail);
  smtp.messages.length = 0;
});

const message = (to: string, extra: Partial<Parameters<typeof enqueueMail>[1][number]> = {}) => ({
  kind: 'test',
  to,
  subject: `Hello ${to}`,
  html: '<p>Hello</p>',
  text: 'Hello',
  ...extra,
});
const rowFor = async (to: string) =>
  (await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.recipient, to)))[0];

describe('the mail queue and its worker', () => {
  it('delivers queued mail over SMTP with both parts, our From and the given headers', async () => {
    await enqueueMail(t.database.db, [message('a@example.com', { headers: { 'X-Edition': '7' } })]);
    expect(await smtpWorker(t, smtp.url).drain()).toBe(1);
    const [mail] = smtp.messages;
    expect(mail?.to).toMatchObject({ text: 'a@example.com' });
    expect(mail?.from?.text).toContain('hello@bylocals.local');
    expect(mail?.html).toContain('<p>Hello</p>');
    expect(mail?.text?.trim()).toBe('Hello');
    expect(mail?.headers.get('x-edition')).toBe('7');
    expect(mail?.messageId).toBe(`<${(await rowFor('a@example.com'))?.id}@test.local>`);
    expect(await rowFor('a@example.com')).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('never queues two messages with the same dedupe key', async () => {
    const first = await enqueueMail(t.database.db, [message('b@example.com', { dedupeKey: 'edition:1:b' })]);
    const again = await enqueueMail(t.database.db, [message('b@example.com', { dedupeKey: 'edition:1:b' })]);
    expect([first, again]).toEqual([1, 0]);
  });

  it('retries a refused message later with backoff, without losing it', async () => {
    let clock = new Date('2026-12-01T12:00:00Z');
    const worker = smtpWorker(t, smtp.url, { now: () => clock });
    await enqueueMail(t.database.db, [message('c@example.com', { headers: {} })]);
    await t.database.db.update(outgoingMail).set({ nextAttemptAt: clock });
    smtp.refuseNext(1, 451);
    await worker.drain();
    expect(await rowFor('c@example.com')).toMatchObject({ state: 'queued', attempts: 1 });
    expect((await rowFor('c@example.com'))?.lastError).toContain('Try again later');
    expect(await worker.drain()).toBe(0); // not due yet
    clock = new Date(clock.getTime() + retryDelayMs(1));
    expect(await worker.drain()).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    expect(await rowFor('c@example.com')).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
  });

  it('backs off exponentially up to six hours', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000]);
    expect(retryDelayMs(20)).toBe(6 * 60 * 60 * 1000);
  });

  it('keeps a message refused for good as failed, and can queue it again', async () => {
    await enqueueMail(t.database.db, [message('gone@example.com')]);
    smtp.refuseNext(1, 550);
    await smtpWorker(t, smtp.url).drain();
    expect(await rowFor('gone@example.com')).toMatchObject({ state: 'failed', attempts: 1 });
    expect(await requeueFailed(t.database.db, new Date())).toBe(1);
    await smtpWorker(t, smtp.url).drain();
    expect(await rowFor('gone@example.com')).toMatchObject({ state: 'sent' });
  });

  it('sends a message again when the worker holding it died before its lease ran out', async () => {
    await enqueueMail(t.database.db, [message('crash@example.com')]);
    const now = new Date();
    await claimDueMail(t.database.db, { now, leaseUntil: new Date(now.getTime() + 60_000), limit: 10 }); // then "crashed"
    expect(await smtpWorker(t, smtp.url).drain()).toBe(0);
    const later = smtpWorker(t, smtp.url, { now: () => new Date(now.getTime() + 61_000) });
    expect(await later.drain()).toBe(1);
    expect(smtp.messages.map((m) => m.to)).toHaveLength(1);
  });

  it('finishes the message in hand on stop and hands back the rest of its batch untried', async () => {
    let release = () => {};
    let holding = false;
    const sent: MailMessage[] = [];
    const slow: Mailer = {
      kind: 'outbox',
      async send(m) {
        if (sent.length === 0) {
          holding = true;
          await new Promise<void>((r) => (release = r));
        }
        sent.push(m);
        return { messageId: 'x' };
      },
      async close() {},
    };
    await enqueueMail(
      t.database.db,
      ['1', '2', '3'].map((n) => message(`stop${n}@example.com`)),
    );
    const worker = createMailWorker({
      db: t.database.db,
      mailer: slow,
      log: { info() {}, warn() {}, error() {} },
      messageIdDomain: 'x',
    });
    const draining = worker.drain();
    await expect.poll(() => holding).toBe(true);
    const stopped = worker.stop();
    release();
    await stopped;
    expect(await draining).toBe(1);
    const rows = await t.database.db.select().from(outgoingMail);
    expect(rows.filter((r) => r.state === 'sent')).toHaveLength(1);
    expect(rows.filter((r) => r.state === 'queued' && r.attempts === 0)).toHaveLength(2);
  });
});

describe('SMTP connections', () => {
  it('are pooled by default: a batch of messages reuses a few connections', async () => {
    let connections = 0;
    let taken = 0;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      onData(stream, _session, callback) {
        stream.on('end', () => {
          taken += 1;
          callback();
        });
        stream.resume();
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = smtpMailer({ url: `smtp://127.0.0.1:${port}`, from: t.config.MAIL_FROM });
    await enqueueMail(
      t.database.db,
      Array.from({ length: 24 }, (_, i) => message(`pooled${i}@example.com`)),
    );
    const worker = createMailWorker({ db: t.database.db, mailer, log: silentLog, messageIdDomain: 'x' });
    expect(await worker.drain()).toBe(24);
    expect(taken).toBe(24);
    expect(connections).toBeLessThanOrEqual(5);
    await mailer.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});

describe('the mail worker plugin', () => {
  it('runs in the server process, sends what is queued, and stops when the app closes', async () => {
    const app = await createTestApp();
    app.app.mailWorker.start();
    await enqueueMail(app.database.db, [message('plugin@example.com')]);
    app.app.mailWorker.wake();
    await expect.poll(() => readOutbox(app.dataDir).length, { timeout: 5000 }).toBe(1);
    expect(readOutbox(app.dataDir)[0]).toContain('Subject: Hello plugin@example.com');
    await app.close();
  });
});
