import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../config';
import { storageFromConfig } from '../adapters/storage';
import { disabledPayments } from '../adapters/payments';
import { outboxMailer } from '../adapters/mailer';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/database';
import { loggerOptions, redactUrl } from './logging';

describe('redactUrl', () => {
  it.each([
    ['/api/health', '/api/health'],
    ['/unsubscribe?token=abc123&email=a%40b.com', '/unsubscribe?token=…&email=…'],
    ['/api/articles?city=buffalo&city=nyc', '/api/articles?city=…'],
    ['/search?', '/search'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

describe('request logs', () => {
  const lines: string[] = [];
  let app: App;
  let database: Database;
  beforeAll(async () => {
    const config = testConfig({ LOG_LEVEL: 'info' });
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    database = await createTestDatabase();
    const mailer = outboxMailer({ dir: config.DATA_DIR, from: config.MAIL_FROM });
    app = await buildApp(
      { config, database, mailer, storage: storageFromConfig(config), payments: disabledPayments() },
      { logger: { ...(loggerOptions(config) as object), stream } },
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('carry the path and query names but no query values, cookies or e-mails', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe?ref=reader%40example.com',
      headers: { cookie: 'sid=secret-session' },
      payload: { email: 'reader@example.com' },
    });
    const log = lines.join('');
    expect(log).toContain('/api/newsletter/subscribe?ref=…');
    expect(log).not.toContain('reader@example.com');
    expect(log).not.toContain('reader%40example.com');
    expect(log).not.toContain('secret-session');
  });
});

describe('error logs', () => {
  it("never record a submitter's e-mail address, even when the failing query quoted it", async () => {
    const lines: string[] = [];
    const config = testConfig({ LOG_LEVEL: 'error' });
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await createTestDatabase();
    const mailer = outboxMailer({ dir: config.DATA_DIR, from: config.MAIL_FROM });
    const app = await buildApp(
      { config, database, mailer, storage: storageFromConfig(config), payments: disabledPayments() },
      { logger: { ...(loggerOptions(config) as object), stream } },
    );
    app.post('/api/test/fails', async () => {
      // What a database driver's error looks like: the query and its parameters in the message.
      throw new Error(
        'Failed query: insert into "vent_posts" ("author_email") values ($1)\nparams: pat.private@example.com',
        {
          cause: new Error('value too long for pat.private@example.com'),
        },
      );
    });
    try {
      const res = await app.inject({ method: 'POST', url: '/api/test/fails', payload: {} });
      expect(res.statusCode).toBe(500);
      const log = lines.join('');
      expect(log).toContain('request failed');
      expect(log).toContain('Failed query');
      expect(log).not.toContain('pat.private@example.com');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('request ids', () => {
  const lines: string[] = [];
  let app: App;
  let database: Database;
  beforeAll(async () => {
    const config = testConfig({ LOG_LEVEL: 'info' });
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    database = await createTestDatabase();
    const mailer = outboxMailer({ dir: config.DATA_DIR, from: config.MAIL_FROM });
    app = await buildApp(
      { config, database, mailer, storage: storageFromConfig(config), payments: disabledPayments() },
      { logger: { ...(loggerOptions(config) as object), stream } },
    );
    app.get('/test/log-inside', async (req) => {
      req.log.info('working on it');
      await new Promise((r) => setTimeout(r, 5));
      req.log.info('still working');
      return { ok: true };
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const linesOf = (id: string) =>
    lines.map((l) => JSON.parse(l) as { reqId?: string; msg: string }).filter((l) => l.reqId === id);

  it('gives each request its own UUID, echoed in X-Request-Id', async () => {
    const [one, two] = await Promise.all([app.inject('/api/health'), app.inject('/api/health')]);
    expect(one.headers['x-request-id']).toMatch(UUID);
    expect(two.headers['x-request-id']).toMatch(UUID);
    expect(one.headers['x-request-id']).not.toBe(two.headers['x-request-id']);
  });

  it("keeps a caller's safe X-Request-Id and replaces one that is too long or unsafe", async () => {
    const kept = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-7f3a.42:9_x' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42:9_x');
    for (const bad of ['a'.repeat(129), 'two words', 'id"} {"admin":true', '']) {
      const res = await app.inject({ url: '/api/health', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('puts the id once in every line logged about the request', async () => {
    const res = await app.inject('/test/log-inside');
    const id = String(res.headers['x-request-id']);
    const messages = linesOf(id).map((l) => l.msg);
    expect(messages).toEqual(['incoming request', 'working on it', 'still working', 'request completed']);
    const completed = lines.find((l) => l.includes(id) && l.includes('request completed'))!;
    expect(completed.split('"reqId"')).toHaveLength(2);
  });
});
