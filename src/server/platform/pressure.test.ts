import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { testConfig } from '../config';
import { outboxMailer } from '../adapters/mailer';
import { localDiskStorage } from '../adapters/storage';
import { disabledPayments } from '../adapters/payments';
import { createTestDatabase } from '../test/database';
import type { Database } from '../db/client';

let app: App;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig({ DATA_DIR: '/tmp/bl-pressure-unused' });
  app = await buildApp(
    {
      config,
      database,
      mailer: outboxMailer({ dir: '/tmp/bl-pressure-unused/outbox', from: config.MAIL_FROM }),
      storage: localDiskStorage('/tmp/bl-pressure-unused/uploads'),
      payments: disabledPayments(),
    },
    {
      // Event-loop utilisation per sample is the process's own busyness, so a busy test machine
      // does not trip it the way it can trip a delay threshold.
      pressure: {
        maxEventLoopDelay: 0,
        maxEventLoopUtilization: 0.9,
        eventLoopUtilizationMode: 'interval',
        sampleInterval: 50,
        retryAfter: 7,
      },
      pressureGraceMs: 0,
    },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const busy = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // the event loop is stuck, as under a flood of work
  }
};

describe('under pressure', () => {
  it('answers 503 with Retry-After while the event loop lags, and serves again once it recovers', async () => {
    const health = async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;
    // Building the app kept the loop busy too; once that has passed, requests are served.
    await expect.poll(health, { timeout: 15_000, interval: 100 }).toBe(200);
    busy(1000);
    // The next sample sees the busy second; ask until it has been taken (a few milliseconds).
    let res = await app.inject({ method: 'GET', url: '/api/health' });
    for (let i = 0; i < 50 && res.statusCode !== 503; i++) {
      await new Promise((r) => setTimeout(r, 5));
      res = await app.inject({ method: 'GET', url: '/api/health' });
    }
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('7');
    expect(res.json()).toMatchObject({ code: 'BUSY' });
    // The probes still answer: a busy process is neither dead nor to be restarted.
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);

    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode, {
        timeout: 15_000,
        interval: 200,
      })
      .toBe(200);
  });
});
