import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../test/global-setup';
import { freePort, killStarted, startServer, stopServer, waitFor, type ServerProcess } from './processes';

/**
 * Sign-in limits as a visitor meets them on a running server: one on its own (the embedded
 * database, or a fresh PostgreSQL database when TEST_DATABASE_URL is set), and one whose Redis
 * refuses every connection. Each request names its own client address (TRUST_PROXY=1).
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const dbName = `bl_limits_${randomBytes(5).toString('hex')}`;
const dirs: string[] = [];
let plain: ServerProcess | undefined;
let noRedis: ServerProcess | undefined;
const REDIS_DOWN_LINE = 'Redis is not answering';

beforeAll(async () => {
  if (pgUrl) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
  }
  const env = (extra: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-limits-'));
    dirs.push(dir);
    return {
      DATA_DIR: dir,
      TRUST_PROXY: '1',
      ...(pgUrl ? { DATABASE_URL: withDatabase(pgUrl, dbName) } : {}),
      ...extra,
    };
  };
  const refusing = await freePort(); // nothing listens there
  // At the same moment (on PostgreSQL, migrations wait for each other under an advisory lock).
  [plain, noRedis] = await Promise.all([
    startServer({ env: env({}) }),
    startServer({ env: env({ REDIS_URL: `redis://127.0.0.1:${refusing}`, WORKERS: 'false' }) }),
  ]);
}, 240_000);

afterAll(async () => {
  await Promise.all([stopServer(plain), stopServer(noRedis)]);
  killStarted();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  if (pgUrl) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}, 60_000);

let seq = 0;
/** A new client address per request unless one is given (a spread-out guesser). */
const nextAddress = () => `198.18.${Math.floor(++seq / 250)}.${seq % 250}`;
const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
function post(server: ServerProcess, url: string, body: unknown, opts: { cookie?: string; ip?: string } = {}) {
  return fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': opts.ip ?? nextAddress(),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}
const signIn = (server: ServerProcess, email: string, password: string, opts: { cookie?: string; ip?: string } = {}) =>
  post(server, '/api/auth/sign-in', { email, password }, opts);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the sign-in delay of an account', () => {
  it('tells nobody but the owner whether a password is right while it holds', async () => {
    const server = plain!;
    // Each signs in once with their own password on their own browser, which remembers it.
    const browserOf = async (firstName: string, email: string, password: string) => {
      const registered = await post(server, '/api/auth/register', { firstName, lastName: 'Reader', email, password });
      expect(registered.status).toBe(202);
      const signedIn = await signIn(server, email, password);
      expect(signedIn.status).toBe(200);
      return cookiesOf(signedIn);
    };
    const ownerDevice = await browserOf('Olive', 'olive@example.com', 'olive owns this 1');
    // The guesser has a remembered browser of their own, for their own account.
    const guesserDevice = await browserOf('Gus', 'gus@example.com', 'gus owns this 1');

    // Wrong guesses from ever new addresses until the account's delay is long (six failures: 8 s).
    let failures = 0;
    while (failures < 6) {
      const res = await signIn(server, 'olive@example.com', `guess ${failures}`);
      if (res.status === 401) failures += 1;
      else if (res.status === 429) await sleep(Number(res.headers.get('retry-after')) * 1000);
      else throw new Error(`unexpected ${res.status}`);
    }

    const answers = await Promise.all([
      signIn(server, 'olive@example.com', 'olive owns this 1', { cookie: guesserDevice }),
      signIn(server, 'olive@example.com', 'not her password', { cookie: guesserDevice }),
      signIn(server, 'olive@example.com', 'olive owns this 1'),
      signIn(server, 'olive@example.com', 'not her password'),
    ]);
    const seen = await Promise.all(answers.map(async (res) => ({ status: res.status, body: await res.text() })));
    expect(seen.map((s) => s.status)).toEqual([429, 429, 429, 429]);
    expect(new Set(seen.map((s) => s.body)).size).toBe(1);

    // The owner's own browser is not held back.
    const mine = await signIn(server, 'olive@example.com', 'olive owns this 1', { cookie: ownerDevice });
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as { email: string }).email).toBe('olive@example.com');
  }, 60_000);

  it('counts the addresses of one IPv6 /64 together', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const res = await signIn(plain!, `nobody-${i}@example.com`, 'guess', { ip: `2001:db8:beef:1:${i}::${i}` });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429]);
  });
});

describe('with Redis refusing connections', () => {
  it('signs in and serves ads with limits counted in the process, and says so once in the log', async () => {
    const server = noRedis!;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await signIn(server, `x${i}@example.com`, 'guess', { ip: '203.0.113.7' })).status);
    // Wrong passwords answer 401, then the address is held back: the in-process limits work.
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    for (let i = 0; i < 3; i++) {
      const ads = await fetch(`${server.url}/api/ads?placement=header&size=leaderboard`, {
        headers: { 'x-forwarded-for': '203.0.113.8' },
      });
      expect(ads.status).toBe(200);
    }
    await waitFor(() => server.output().includes(REDIS_DOWN_LINE), 10_000, 'the log line about Redis');
    await sleep(3000); // several reconnection attempts later
    expect(server.output().split(REDIS_DOWN_LINE).length - 1).toBe(1);
  }, 30_000);
});
