import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { sessionCookie } from '../../test/http';
import { createUser, signIn } from '../../test/factories';
import { nextAddress } from '../../test/accounts';
import { purgeExpiredSessions, SESSION_TTL_MS } from '../../platform/sessions';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
let n = 0;
async function signedIn() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: nextAddress(),
    payload: { firstName: 'Sam', lastName: 'Roe', email: `s${++n}@example.com`, password: 'long enough' },
  });
  expect(res.statusCode).toBe(202);
  const cookie = await signIn(t, { email: `s${n}@example.com`, password: 'long enough' });
  const sid = decodeURIComponent(cookie.slice(4)).split('.')[0] as string;
  return { cookie, sid };
}
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

describe('sessions', () => {
  it('treats an expired session as signed out and purges it', async () => {
    const { cookie, sid } = await signedIn();
    await t.database.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.sid, sid));
    expect((await me(cookie)).statusCode).toBe(401);
    await purgeExpiredSessions(t.app);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.sid, sid))).toHaveLength(0);
  });

  it('rolls the 30-day expiry forward when a returning visitor uses the site', async () => {
    const { cookie, sid } = await signedIn();
    await t.database.db
      .update(sessions)
      .set({ expire: new Date(Date.now() + 10 * DAY) })
      .where(eq(sessions.sid, sid));
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sid')?.maxAge).toBe(SESSION_TTL_MS / 1000);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.sid, sid));
    expect(row?.expire.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it('does not write on every request of a fresh session', async () => {
    const { cookie } = await signedIn();
    const res = await me(cookie);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });
});

describe('visitorKey', () => {
  it('is the user for a signed-in visitor and a stable anonymous id otherwise', async () => {
    const { visitorKey } = await import('../../platform/sessions');
    const probe = await createTestApp({}, (app) => {
      app.post('/api/test/visitor', async (req, reply) => ({ key: await visitorKey(req, reply) }));
    });
    try {
      const first = await probe.app.inject({ method: 'POST', url: '/api/test/visitor' });
      const key = first.json().key as string;
      expect(key).toMatch(/^visitor:/);
      const cookie = sessionCookie(first);
      const again = await probe.app.inject({ method: 'POST', url: '/api/test/visitor', headers: { cookie } });
      expect(again.json().key).toBe(key);
      const other = await probe.app.inject({ method: 'POST', url: '/api/test/visitor' });
      expect(other.json().key).not.toBe(key);
      const reg = await probe.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { firstName: 'V', lastName: 'K', email: 'visitor@example.com', password: 'long enough' },
      });
      expect(reg.statusCode).toBe(202);
      const signedIn = await probe.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: 'visitor@example.com', password: 'long enough' },
      });
      const signed = await probe.app.inject({
        method: 'POST',
        url: '/api/test/visitor',
        headers: { cookie: sessionCookie(signedIn) },
      });
      expect(signed.json().key).toBe(`user:${signedIn.json().id}`);
    } finally {
      await probe.close();
    }
  });
});

describe('reading the session', () => {
  it('takes one query for the session and its user, and none on a public list', async () => {
    const cookie = await signIn(t, await createUser(t, { firstName: 'Sam' }));
    const select = vi.spyOn(t.database.db, 'select');
    try {
      const list = () => t.app.inject({ method: 'GET', url: '/api/articles?city=rochester', headers: { cookie } });
      expect((await list()).statusCode).toBe(200); // fills the public-read cache
      select.mockClear();
      expect((await list()).statusCode).toBe(200);
      expect(select).not.toHaveBeenCalled();

      const res = await me(cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().firstName).toBe('Sam');
      expect(select).toHaveBeenCalledTimes(1);
    } finally {
      select.mockRestore();
    }
  });

  it('refuses a route that reads the visitor without loading the session, instead of treating them as a stranger', async () => {
    const probe = await createTestApp({}, (app) => {
      app.get('/api/test/forgot-to-load', async (req) => ({ signedIn: Boolean(req.user) }));
    });
    try {
      const res = await probe.app.inject({ method: 'GET', url: '/api/test/forgot-to-load' });
      expect(res.statusCode).toBe(500);
    } finally {
      await probe.close();
    }
  });
});
