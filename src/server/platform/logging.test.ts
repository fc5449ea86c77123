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
