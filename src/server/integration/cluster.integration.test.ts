import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../test/global-setup';
import { PNG_1X1, freePort, metricSample, killStarted, startServer, stopServer, type ServerProcess } from './processes';

/**
 * Many machines: two app processes on one fresh PostgreSQL database, one Redis and one S3-compatible
 * store (s3rver, started here). Runs where PostgreSQL is given (TEST_DATABASE_URL, as in CI's
 * PostgreSQL pass) and Redis answers (TEST_REDIS_URL, default redis://127.0.0.1:6379).
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** An article card as the list answers it. */
type Card = { id: string; title: string; commentCount: number };

const ready = Boolean(pgUrl) && (await redisAnswers());
if (!ready)
  console.warn('Two-process tests need TEST_DATABASE_URL and a Redis at TEST_REDIS_URL: they do not run now.');

describe.runIf(ready)('two processes on one PostgreSQL, Redis and S3-compatible store', () => {
  const dbName = `bl_cluster_${randomBytes(5).toString('hex')}`;
  const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-s3-'));
  let s3: { close(): Promise<void> } | undefined;
  let s3Endpoint = '';
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  let firstAccountCookie = '';
  const metricsToken = randomBytes(16).toString('hex');
  const runAddress = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`); // empty: both processes migrate it at once
    await admin.end();

    const S3rver = (await import('s3rver')).default;
    const s3Port = await freePort();
    const server = new S3rver({
      port: s3Port,
      address: '127.0.0.1',
      directory: s3Dir,
      silent: true,
      configureBuckets: [{ name: 'uploads', configs: [] }],
    });
    await server.run();
    s3 = server;
    s3Endpoint = `http://127.0.0.1:${s3Port}`;

    const shared = {
      DATABASE_URL: withDatabase(pgUrl!, dbName),
      REDIS_URL: redisUrl,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      S3_ENDPOINT: s3Endpoint,
      S3_BUCKET: 'uploads',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: metricsToken,
      // Staff here sign in with a password only (two-step sign-in has its own tests).
      STAFF_MFA: 'optional',
      // Both would seed the empty database; only one may.
      SEED_DEMO: 'true',
      // Each run comes from its own address, so per-address counts left in Redis by earlier runs do not count.
      TRUST_PROXY: 'true',
    };
    // Started at the same moment on the fresh database; the second serves only (WORKERS=false).
    const dataA = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-cluster-a-'));
    const dataB = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-cluster-b-'));
    [a, b] = await Promise.all([
      startServer({ env: { ...shared, DATA_DIR: dataA, LOG_LEVEL: 'info' } }),
      startServer({ env: { ...shared, DATA_DIR: dataB, LOG_LEVEL: 'info', WORKERS: 'false' } }),
    ]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    killStarted();
    await s3?.close();
    fs.rmSync(s3Dir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  const post = (server: ServerProcess, url: string, body: unknown, cookie?: string) =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': runAddress, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });

  it('both came up on the fresh database, and the serve-only one says so', () => {
    expect(a!.output()).toContain('is open at');
    expect(b!.output()).toContain('WORKERS=false');
  });

  it('the demo content is there once, though both started together on the empty database', async () => {
    const db = new pg.Client({ connectionString: withDatabase(pgUrl!, dbName) });
    await db.connect();
    const { rows } = await db.query<{ n: number; titles: number }>(
      'select count(*)::int as n, count(distinct title)::int as titles from articles',
    );
    await db.end();
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect(rows[0]!.titles).toBe(rows[0]!.n);
    const seeded = [a!, b!].filter((s) => s.output().includes('demo content seeded'));
    expect(seeded).toHaveLength(1);
  });

  it('both are ready: the database, Redis and the bucket answer each', async () => {
    for (const server of [a!, b!]) {
      const res = await fetch(`${server.url}/api/health/ready`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok', storage: 'ok' } });
    }
  });

  it('give every request its own id, distinct across the processes, and keep a safe one the proxy set', async () => {
    const ids = await Promise.all(
      [a!, b!, a!, b!].map(async (s) => (await fetch(`${s.url}/api/health`)).headers.get('x-request-id')),
    );
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const traced = await fetch(`${b!.url}/api/health`, { headers: { 'x-request-id': 'edge-42' } });
    expect(traced.headers.get('x-request-id')).toBe('edge-42');
  });

  it('share sessions and sign-in limits: six sign-ins spread over both, and the seventh is a 429', async () => {
    const email = `member-${randomBytes(4).toString('hex')}@example.com`;
    const registered = await post(a!, '/api/auth/register', {
      firstName: 'Ada',
      lastName: 'Lee',
      email,
      password: 'correct horse 1',
    });
    expect(registered.status).toBe(202);

    // Correct passwords, so no process holds back a failing address on its own: only the shared
    // per-address count (six a minute) can refuse the seventh, and each process saw three.
    for (let i = 0; i < 6; i++) {
      const res = await post(i % 2 === 0 ? a! : b!, '/api/auth/sign-in', { email, password: 'correct horse 1' });
      expect(res.status).toBe(200);
      if (i === 0)
        firstAccountCookie = res.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
    }
    // The session made by A is known to B.
    const me = await fetch(`${b!.url}/api/auth/user`, { headers: { cookie: firstAccountCookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(email);
    const limited = await post(a!, '/api/auth/sign-in', { email, password: 'correct horse 1' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('share the delay after wrong passwords: spread over both, the fourth is held back as with one process', async () => {
    const email = `guessed-${randomBytes(4).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      // Each guess from another address: only the account's own delay can hold one back.
      const res = await fetch(`${(i % 2 === 0 ? a! : b!).url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${randomBytes(3).join('.')}` },
        body: JSON.stringify({ email, password: `guess ${i}` }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('an upload through one process is served by the other from the S3-compatible store', async () => {
    // Photo uploads are a premium right of a verified account; set both as the link and staff would.
    const cookie = firstAccountCookie;
    const db = new pg.Client({ connectionString: withDatabase(pgUrl!, dbName) });
    await db.connect();
    await db.query('update users set can_upload_content = true, email_verified_at = now()');
    await db.end();
    const target = await post(a!, '/api/photos/upload-url', {}, cookie);
    expect(target.status).toBe(200);
    const { uploadURL } = (await target.json()) as { uploadURL: string };
    const put = await fetch(`${a!.url}${uploadURL}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG_1X1,
    });
    expect(put.status).toBe(201);
    const { imageUrl } = (await put.json()) as { imageUrl: string };

    const served = await fetch(`${b!.url}${imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // The image pipeline re-encodes what it stores; both processes serve the same stored bytes.
    const fromB = Buffer.from(await served.arrayBuffer());
    const fromA = Buffer.from(await (await fetch(`${a!.url}${imageUrl}`)).arrayBuffer());
    expect(fromB.length).toBeGreaterThan(0);
    expect(fromB.equals(fromA)).toBe(true);
    // Stored with its type and a long cache life, for a CDN or a browser fetching the bucket directly.
    const { S3Client, HeadObjectCommand } = await import('@aws-sdk/client-s3');
    const bucket = new S3Client({
      region: 'us-east-1',
      endpoint: s3Endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const head = await bucket.send(new HeadObjectCommand({ Bucket: 'uploads', Key: imageUrl.slice(1) }));
    bucket.destroy();
    expect(head.ContentType).toBe('image/png');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    // The same link cannot be used twice, whichever process it reaches.
    const again = await fetch(`${b!.url}${uploadURL}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG_1X1,
    });
    expect(again.status).toBe(403);
  });

  it('a story published on one process, and a comment on it, show on the other within a second, though the other had the list cached', async () => {
    const db = new pg.Client({ connectionString: withDatabase(pgUrl!, dbName) });
    await db.connect();
    await db.query("update users set role = 'admin', email_verified_at = now()");
    await db.end();
    const list = async (server: ServerProcess) =>
      (await (await fetch(`${server.url}/api/articles?city=buffalo&limit=50`)).json()) as Card[];
    const title = `Lake effect ${randomBytes(3).toString('hex')}`;
    expect((await list(b!)).map((x) => x.title)).not.toContain(title); // now cached on B

    const published = await post(
      a!,
      '/api/admin/content/articles',
      {
        title,
        excerpt: 'Snow, again.',
        category: 'Community',
        city: 'buffalo',
        imageUrl: '/media/demo/snow.svg',
        imageAlt: 'Snow on a bus stop',
        status: 'published',
        html: '<p>The plows are out.</p>',
      },
      firstAccountCookie,
    );
    expect(published.status, await published.clone().text()).toBe(201);
    const at = Date.now();
    while (!(await list(b!)).some((x) => x.title === title)) {
      expect(Date.now() - at, 'the story to show on the other process').toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 25));
    }

    // A comment on it through A: B's cached list shows the new count as soon.
    const story = (await list(b!)).find((x) => x.title === title)!;
    const comment = { content: 'Stay warm, everyone.' };
    const commented = await post(a!, `/api/comments/article/${story.id}`, comment, firstAccountCookie);
    expect(commented.status, await commented.clone().text()).toBe(201);
    const since = Date.now();
    while ((await list(b!)).find((x) => x.id === story.id)?.commentCount !== 1) {
      expect(Date.now() - since, 'the comment count to show on the other process').toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 25));
    }
  });

  it('/metrics of each process counts the requests it answered, by route and status', async () => {
    for (let i = 0; i < 3; i++) await fetch(`${a!.url}/api/health/live`);
    for (let i = 0; i < 5; i++) await fetch(`${b!.url}/api/health/live`);
    const scrape = async (server: ServerProcess) => {
      const res = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
      expect(res.status).toBe(200);
      return res.text();
    };
    const live = { method: 'GET', route: '/api/health/live', status: '200' };
    expect(metricSample(await scrape(a!), 'bylocals_http_requests_total', live)).toBe(3);
    expect(metricSample(await scrape(b!), 'bylocals_http_requests_total', live)).toBe(5);
    // On PostgreSQL the pool is measured too.
    expect(metricSample(await scrape(a!), 'bylocals_db_pool_connections', { state: 'max' })).toBe(10);
    expect((await fetch(`${a!.url}/metrics`)).status).toBe(401);
  });
});
