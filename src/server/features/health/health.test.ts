import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { testConfig } from '../../config';
import { outboxMailer } from '../../adapters/mailer';
import { localDiskStorage } from '../../adapters/storage';
import { s3Storage } from '../../adapters/s3-storage';
import { disabledPayments } from '../../adapters/payments';
import { createTestDatabase } from '../../test/database';
import { freePort } from '../../integration/processes';
import type { Database } from '../../db/client';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-health-'));
const config = testConfig({ DATA_DIR: dir });
const opened: { app: App; database: Database; redis?: Redis }[] = [];

async function appWith(opts: { redis?: Redis; s3Port?: number } = {}) {
  const database = await createTestDatabase();
  const storage = opts.s3Port
    ? s3Storage({
        bucket: 'uploads',
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${opts.s3Port}`,
        accessKeyId: 'x',
        secretAccessKey: 'y',
      })
    : localDiskStorage(path.join(dir, 'uploads'));
  const app = await buildApp({
    config,
    database,
    mailer: outboxMailer({ dir: path.join(dir, 'outbox'), from: config.MAIL_FROM }),
    storage,
    payments: disabledPayments(),
    redis: opts.redis,
  });
  opened.push({ app, database, redis: opts.redis });
  return app;
}

afterAll(async () => {
  for (const { app, database, redis } of opened) {
    await app.close();
    await database.close();
    redis?.disconnect();
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('liveness and readiness', () => {
  let app: App;
  beforeAll(async () => {
    app = await appWith();
  });

  it('live: the process answers, never cached', async () => {
    const res = await app.inject('/api/health/live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ready: the database answers, and nothing else is asked about when nothing else is configured', async () => {
    const res = await app.inject('/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('ready: 503 naming Redis and the object store when they cannot be reached, within seconds', async () => {
    const closed = await freePort();
    const redis = new Redis(`redis://127.0.0.1:${closed}`, { maxRetriesPerRequest: 1, lazyConnect: true });
    redis.on('error', () => undefined);
    const broken = await appWith({ redis, s3Port: closed });
    const started = Date.now();
    const res = await broken.inject('/api/health/ready');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', redis: 'unavailable', storage: 'unavailable' },
    });
    // The process itself is alive: no reason to restart it.
    expect((await broken.inject('/api/health/live')).statusCode).toBe(200);
  });

  it('ready: 503 once the process has begun to stop, so the load balancer sends no more', async () => {
    const stopping = await appWith();
    stopping.stopping = true;
    const res = await stopping.inject('/api/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'stopping' });
  });
});
