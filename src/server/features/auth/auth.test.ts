import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { sessionCookie } from '../../test/http';
import { registerVerified } from '../../test/accounts';
import { REGISTER_ACCEPTED_MESSAGE } from '../../../shared/auth';
import { requireAdmin } from '../../platform/guards';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ['chief@example.com'], TRUST_PROXY: 1 }, (app) => {
    app.get('/api/test/admin-only', { onRequest: requireAdmin }, async () => ({ ok: true }));
  });
});
afterAll(() => t.close());

let counter = 0;
const uniqueEmail = () => `reader${++counter}-${Date.now()}@example.com`;
// Each registration comes from its own address, so the per-address limit is not what these tests meet.
const register = (body: Record<string, unknown>, ip = `192.0.2.${++counter % 250}`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'x-forwarded-for': ip },
    payload: { firstName: 'Ada', lastName: 'Lovelace', password: 'correct horse', ...body },
  });
const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    headers: { 'x-forwarded-for': `198.18.1.${++counter % 250}`, ...headers },
  });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
/** A new account, signed in with its password (registering alone signs nobody in). */
async function registerAndSignIn(email: string) {
  expect((await register({ email })).statusCode).toBe(202);
  return signIn(email, 'correct horse');
}

describe('accounts', () => {
  it('registers (asking to check the e-mail, signing nobody in); the account then signs in and answers GET /api/auth/user', async () => {
    const email = uniqueEmail();
    const res = await register({ email: email.toUpperCase() });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: REGISTER_ACCEPTED_MESSAGE });
    expect(res.cookies).toEqual([]);
    const signedIn = await signIn(email, 'correct horse');
    const body = signedIn.json();
    expect(body).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace', membershipType: 'free' });
    expect(body).not.toHaveProperty('passwordHash');
    const user = await me(sessionCookie(signedIn));
    expect(user.statusCode).toBe(200);
    expect(user.json().email).toBe(email);
  });

  it('makes no second account with the same e-mail, and answers as for a new one', async () => {
    const email = uniqueEmail();
    const first = await register({ email });
    const again = await register({ email, firstName: 'Someone', password: 'another password' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows.map((r) => r.firstName)).toEqual(['Ada']);
    expect((await signIn(email, 'another password')).statusCode).toBe(401);
  });

  it('validates names, e-mail and password length with field errors', async () => {
    const res = await register({ email: 'nope', password: 'short', firstName: ' ' });
    expect(res.statusCode).toBe(400);
    const paths = res
      .json()
      .errors.map((e: { path: string }) => e.path)
      .sort();
    expect(paths).toEqual(['email', 'firstName', 'password']);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const email = uniqueEmail();
    await register({ email });
    const wrong = await signIn(email, 'not the password');
    const unknown = await signIn(uniqueEmail(), 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('sets an HttpOnly, SameSite=Lax cookie, Secure only over https', async () => {
    const email = uniqueEmail();
    const plain = await registerAndSignIn(email);
    const cookie = plain.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBe(30 * 24 * 60 * 60);
    const secure = await signIn(email, 'correct horse', { 'x-forwarded-proto': 'https' });
    expect(secure.statusCode).toBe(200);
    expect(secure.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
  });

  it('issues a new session id at sign-in and deletes the session at logout', async () => {
    const email = uniqueEmail();
    const first = sessionCookie(await registerAndSignIn(email));
    const second = await signIn(email, 'correct horse', { cookie: first });
    const rotated = sessionCookie(second);
    expect(rotated).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    // GET is only a page with a button that posts: a cross-site link cannot sign anyone out.
    const page = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: rotated } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post" action="/api/logout">');
    expect((await me(rotated)).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: rotated } });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await me(rotated)).statusCode).toBe(401);
    const sid = decodeURIComponent(rotated.slice(4)).split('.')[0] as string;
    expect(await t.database.db.select().from(sessions).where(eq(sessions.sid, sid))).toHaveLength(0);
  });

  it('rejects a forged session cookie', async () => {
    expect((await me('sid=forged.value')).statusCode).toBe(401);
  });

  it('updates first and last name, trimmed, for the signed-in user only', async () => {
    const cookie = sessionCookie(await registerAndSignIn(uniqueEmail()));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: { cookie },
      payload: { firstName: '  Grace ', lastName: 'Hopper' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      payload: { firstName: 'X', lastName: 'Y' },
    });
    expect(anonymous.statusCode).toBe(401);
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user',
      headers: { cookie },
      payload: { firstName: '', lastName: 'Y' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toEqual({ path: 'firstName', message: 'First name is required' });
  });

  it('slows down wrong passwords for an account with growing delays (429 and Retry-After), never a lock-out', async () => {
    const email = uniqueEmail();
    await register({ email });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 5; i++) {
      // Each attempt from another address: the per-account delay is what is met here.
      last = await signIn(email, 'wrong password', { 'x-forwarded-for': `203.0.113.${i + 1}` });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toContain(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json().message).toMatch(/Too many attempts/);
  });
});

describe('who is signed in', () => {
  it('answers a visitor without a session with no content, and a lapsed session with 401', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(visitor.statusCode).toBe(204);
    expect(visitor.body).toBe('');
    const lapsed = await me('sid=s%3Anot-a-session.bad-signature');
    expect(lapsed.statusCode).toBe(401);
    expect(lapsed.json()).toEqual({ message: 'Unauthorized', code: 'UNAUTHORIZED' });
  });
});

describe('registration limits', () => {
  it('answers 429 after three accounts from one address in a day', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await register({ email: uniqueEmail() }, '198.51.100.7')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});

describe('roles', () => {
  it('makes a verified ADMIN_EMAILS account an admin and guards admin routes (401 signed out, 403 member)', async () => {
    const admin = await registerVerified(t, { email: 'chief@example.com' });
    expect(admin.role).toBe('admin');
    const member = await registerAndSignIn(uniqueEmail());
    expect(member.json().role).toBe('member');
    expect((await t.app.inject({ method: 'GET', url: '/api/test/admin-only' })).statusCode).toBe(401);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/test/admin-only',
      headers: { cookie: sessionCookie(member) },
    });
    expect(forbidden.statusCode).toBe(403);
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/test/admin-only',
      headers: { cookie: admin.cookie },
    });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('sign-in navigation', () => {
  it('leads /api/login to the sign-in page with a same-origin returnTo only', async () => {
    const good = await t.app.inject({ method: 'GET', url: '/api/login?returnTo=/submit' });
    expect(good.statusCode).toBe(302);
    expect(good.headers.location).toBe('/sign-in?returnTo=%2Fsubmit');
    for (const evil of ['https://evil.example', '//evil.example/x', '/\\evil.example']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/login?returnTo=${encodeURIComponent(evil)}` });
      expect(res.headers.location).toBe('/sign-in?returnTo=%2F');
    }
  });

  it('uses the same-origin page the visitor came from when no returnTo is given', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/login',
      headers: { host: 'localhost', referer: 'http://localhost/events?city=buffalo' },
    });
    expect(res.headers.location).toBe(`/sign-in?returnTo=${encodeURIComponent('/events?city=buffalo')}`);
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/login',
      headers: { host: 'localhost', referer: 'https://evil.example/x' },
    });
    expect(foreign.headers.location).toBe('/sign-in?returnTo=%2F');
  });
});

describe('CSRF', () => {
  it('refuses a state-changing request from another origin and allows our own', async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { host: 'localhost:3000', origin: 'https://evil.example' },
      payload: { email: 'csrf@example.com' },
    });
    expect(foreign.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
      payload: { email: 'csrf@example.com' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses a cross-site Referer when Origin is absent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { host: 'localhost:3000', referer: 'https://evil.example/form' },
      payload: { email: 'a@example.com', password: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('stored secrets', () => {
  it('stores a scrypt hash, never the password', async () => {
    const email = uniqueEmail();
    await register({ email });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain('correct horse');
  });
});
