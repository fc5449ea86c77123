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
    app = await buildApp({ config, database, mailer, storage: storageFromConfig(config), payments: disabledPayments() }, { logger: { ...(loggerOptions(config) as object), stream } });
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
