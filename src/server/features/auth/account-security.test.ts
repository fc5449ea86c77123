import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { sessionCookie } from '../../test/http';
import { enableTotp, nextAddress, registerVerified, verificationLink, verifyThroughLink } from '../../test/accounts';
import { requireAdmin, requireVerified } from '../../platform/guards';
import { readOutbox } from '../../test/outbox';

const PASSWORD = 'correct horse battery';
const register = (t: TestContext, email: string, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    payload: { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD },
  });
const me = (t: TestContext, cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const signIn = (t: TestContext, email: string, password = PASSWORD, opts: { cookie?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: opts.ip ?? nextAddress(),
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    payload: { email, password },
  });
const roleOf = async (t: TestContext, email: string) =>
  (await t.database.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;
/** Every cookie a response set, as one Cookie header (the session and the remembered-device ones). */
const cookiesOf = (res: { cookies: { name: string; value: string }[] }, previous = '') => {
  const jar = new Map(previous ? previous.split('; ').map((c) => c.split('=', 2) as [string, string]) : []);
  for (const c of res.cookies) if (c.value) jar.set(c.name, c.value);
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
};
const guarded = (app: TestContext['app']) => {
  app.get('/api/test/staff', { onRequest: requireAdmin }, async () => ({ ok: true }));
  app.post('/api/test/post-something', { onRequest: requireVerified }, async () => ({ ok: true }));
};

describe('admin rights on a fresh install (finding 1)', () => {
  it('with ADMIN_EMAILS set, a stranger who registers first is a member, and the owner is admin only once verified', async () => {
    const t = await createTestApp({ ADMIN_EMAILS: ['owner@example.org'] });
    try {
      expect((await register(t, 'mallory@evil.example')).statusCode).toBe(202);
      await verifyThroughLink(t, 'mallory@evil.example', PASSWORD);
      expect(await roleOf(t, 'mallory@evil.example')).toBe('member');

      expect((await register(t, 'owner@example.org')).statusCode).toBe(202);
      // Signing in with the password alone does not make an unverified ADMIN_EMAILS address an admin.
      const before = (await signIn(t, 'owner@example.org')).json();
      expect(before).toMatchObject({ role: 'member', emailVerified: false });
      const cookie = await verifyThroughLink(t, 'owner@example.org', PASSWORD);
      expect(await roleOf(t, 'owner@example.org')).toBe('admin');
      expect((await me(t, cookie)).json()).toMatchObject({ role: 'admin', emailVerified: true });
    } finally {
      await t.close();
    }
  });

  it('without ADMIN_EMAILS, the first account becomes admin only after verifying; a later one never does', async () => {
    const t = await createTestApp();
    try {
      expect((await register(t, 'first@example.com')).statusCode).toBe(202);
      expect(await roleOf(t, 'first@example.com')).toBe('member');
      const second = await registerVerified(t, { email: 'second@example.com' });
      expect(second.role).toBe('member');
      await verifyThroughLink(t, 'first@example.com', PASSWORD);
      expect(await roleOf(t, 'first@example.com')).toBe('admin');
    } finally {
      await t.close();
    }
  });
});

describe('e-mail verification', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://bylocals.example' }, guarded);
  });
  afterAll(() => t.close());

  it('mails a link; until it is opened the account browses but cannot post (403 EMAIL_NOT_VERIFIED)', async () => {
    expect((await register(t, 'new@example.com')).statusCode).toBe(202);
    const res = await signIn(t, 'new@example.com');
    const unverified = sessionCookie(res);
    expect(res.json().emailVerified).toBe(false);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/test/post-something',
      headers: { cookie: unverified },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');
    // Preferences stay open to an unverified account.
    const prefs = await t.app.inject({ method: 'GET', url: '/api/preferences', headers: { cookie: unverified } });
    expect(prefs.statusCode).toBeLessThan(400);

    // The link opens the verification page (opening it changes nothing yet).
    const link = await verificationLink(t, 'new@example.com');
    const opened = await t.app.inject({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toMatch(/^\/verify-email\?token=[\w-]+$/);
    expect((await me(t, unverified)).json().emailVerified).toBe(false);
    const token = new URL(String(opened.headers.location), 'http://x').searchParams.get('token');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token, password: PASSWORD },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ email: 'new@example.com', emailVerified: true });
    const cookie = sessionCookie(verified);
    const allowed = await t.app.inject({ method: 'POST', url: '/api/test/post-something', headers: { cookie } });
    expect(allowed.statusCode).toBe(200);
    // The link works once.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token, password: PASSWORD },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('VERIFY_LINK_INVALID');
  });

  it('sends a new link on request', async () => {
    await register(t, 'again@example.com');
    const cookie = sessionCookie(await signIn(t, 'again@example.com'));
    const first = await verificationLink(t, 'again@example.com');
    const resend = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers: { cookie } });
    expect(resend.statusCode).toBe(200);
    expect(await verificationLink(t, 'again@example.com')).not.toBe(first);
  });
});

describe('password change and reset end other sessions (finding 2)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    await registerVerified(t, { email: 'site-owner@example.com' }); // the admin; members follow
  });
  afterAll(() => t.close());

  it('a password change signs out every other session and says so; this one stays', async () => {
    const account = await registerVerified(t, { email: 'change@example.com' });
    const laptop = sessionCookie(await signIn(t, 'change@example.com'));
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { cookie: account.cookie },
      payload: { currentPassword: PASSWORD, newPassword: 'a brand new password' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toMatch(/signed you out on one other device/);
    expect((await me(t, laptop)).statusCode).toBe(401);
    expect((await me(t, sessionCookie(changed))).statusCode).toBe(200);
  });

  it('a reset ends every session of the account, the asking one too, and mails the owner', async () => {
    const account = await registerVerified(t, { email: 'reset@example.com' });
    const other = sessionCookie(await signIn(t, 'reset@example.com'));
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: 'reset@example.com' },
    });
    const raw = (readOutbox(t.dataDir).at(-1) ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(raw)?.[1] ?? '';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      headers: { cookie: account.cookie },
      payload: { token, password: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toMatch(/every session of your account was signed out/);
    expect((await me(t, other)).statusCode).toBe(401);
    expect((await me(t, account.cookie)).statusCode).toBe(401);
  });
});

describe('two-step sign-in (finding 3)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({}, guarded);
  });
  afterAll(() => t.close());

  it('staff cannot use the staff area until two-step sign-in is on; then sign-in asks for a code', async () => {
    await registerVerified(t, { email: 'boss@example.com', verify: false });
    const admin = { cookie: await verifyThroughLink(t, 'boss@example.com', PASSWORD) };
    expect(await roleOf(t, 'boss@example.com')).toBe('admin');
    const before = await t.app.inject({ method: 'GET', url: '/api/test/staff', headers: { cookie: admin.cookie } });
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe('MFA_SETUP_REQUIRED');
    expect((await me(t, admin.cookie)).json().mfaSetupRequired).toBe(true);

    const setup = await t.app.inject({ method: 'POST', url: '/api/auth/mfa/setup', headers: { cookie: admin.cookie } });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrDataUrl } = setup.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/enable',
      headers: { cookie: admin.cookie },
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    const enabled = await t.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/enable',
      headers: { cookie: admin.cookie },
      payload: { code: await generate({ secret }) },
    });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json();
    expect(recoveryCodes).toHaveLength(10);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(row?.mfaRecoveryCodes).toHaveLength(10);
    expect(row?.mfaRecoveryCodes).not.toContain(recoveryCodes[0]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/test/staff', headers: { cookie: admin.cookie } })).statusCode,
    ).toBe(200);

    // A password alone no longer signs in.
    const first = await signIn(t, 'boss@example.com');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mfaRequired: true });
    const pending = sessionCookie(first);
    expect((await me(t, pending)).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/mfa',
      headers: { cookie: pending },
      payload: { code: '123456' },
    });
    expect(bad.statusCode).toBe(400);
    // A recovery code works once.
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/mfa',
      headers: { cookie: pending },
      payload: { code: recoveryCodes[0], rememberDevice: true },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().email).toBe('boss@example.com');
    const device = cookiesOf(done);
    expect((await me(t, device)).statusCode).toBe(200);

    const again = await signIn(t, 'boss@example.com');
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/mfa',
      headers: { cookie: sessionCookie(again) },
      payload: { code: recoveryCodes[0] },
    });
    expect(reuse.statusCode).toBe(400);

    // The remembered device skips the code for 30 days.
    const remembered = await signIn(t, 'boss@example.com', PASSWORD, { cookie: device });
    expect(remembered.json().email).toBe('boss@example.com');
  });

  it('rate-limits code entry', async () => {
    const member = await registerVerified(t, { email: 'member-mfa@example.com' });
    await enableTotp(t, member.cookie);
    const pending = sessionCookie(await signIn(t, 'member-mfa@example.com'));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/mfa',
        headers: { cookie: pending },
        payload: { code: '000000' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
  });

  it('keeps the secret encrypted at rest, and seals secrets an older version stored in plain text', async () => {
    const SESSION_SECRET = 'a-session-secret-of-at-least-32-characters';
    const first = await createTestApp({ SESSION_SECRET });
    try {
      await registerVerified(first, { email: 'owner-sealed@example.com' }); // the first account: the admin
      const member = await registerVerified(first, { email: 'sealed@example.com' });
      const { secret } = await enableTotp(first, member.cookie);
      const stored = async () =>
        (await first.database.db.select().from(users).where(eq(users.id, member.id)))[0]?.mfaSecret;
      expect(await stored()).toMatch(/^v1\./);
      expect(await stored()).not.toContain(secret);

      // As an older version kept it: plain base32. The next start seals it, and codes keep working.
      await first.database.db
        .update(users)
        .set({ mfaSecret: secret, mfaLastTimeStep: null })
        .where(eq(users.id, member.id));
      const second = await createTestApp({ SESSION_SECRET }, undefined, { database: first.database });
      try {
        await expect.poll(stored).toMatch(/^v1\./);
        expect(await stored()).not.toContain(secret);
        const pending = sessionCookie(await signIn(second, 'sealed@example.com'));
        const done = await second.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/mfa',
          headers: { cookie: pending },
          payload: { code: await generate({ secret }) },
        });
        expect(done.statusCode, done.body).toBe(200);
      } finally {
        await second.app.close();
      }

      // Under another site's secret the sealed value opens to nothing: no code is accepted.
      const other = await createTestApp({ SESSION_SECRET: 'another-secret-of-at-least-32-characters' }, undefined, {
        database: first.database,
      });
      try {
        await first.database.db.update(users).set({ mfaLastTimeStep: null }).where(eq(users.id, member.id));
        const pending = sessionCookie(await signIn(other, 'sealed@example.com'));
        const refused = await other.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/mfa',
          headers: { cookie: pending },
          payload: { code: await generate({ secret }) },
        });
        expect(refused.statusCode).toBe(400);
      } finally {
        await other.app.close();
      }
    } finally {
      await first.close();
    }
  });

  it('STAFF_MFA=optional lets staff in without it', async () => {
    const relaxed = await createTestApp({ STAFF_MFA: 'optional' }, guarded);
    try {
      await registerVerified(relaxed, { verify: false, email: 'relaxed@example.com', password: PASSWORD });
      const admin = { cookie: await verifyThroughLink(relaxed, 'relaxed@example.com', PASSWORD) };
      const res = await relaxed.app.inject({
        method: 'GET',
        url: '/api/test/staff',
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await relaxed.close();
    }
  });
});

describe('client address behind a proxy (finding 4)', () => {
  it('with TRUST_PROXY=1 a client-set X-Forwarded-For cannot dodge the per-address sign-in limit', async () => {
    const t = await createTestApp({ TRUST_PROXY: 1 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          remoteAddress: '10.0.0.1',
          headers: { 'x-forwarded-for': `198.18.${i}.${i}, 203.0.113.9` },
          payload: { email: `nobody${i}@example.com`, password: 'guess' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('sign-in limits (finding 7)', () => {
  it('allows six attempts a minute per address', async () => {
    const t = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++)
        statuses.push((await signIn(t, `x${i}@example.com`, 'guess', { ip: '192.0.2.50' })).statusCode);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await t.close();
    }
  });

  it("never holds back the owner's correct password from a browser they signed in from before", async () => {
    const t = await createTestApp();
    try {
      await registerVerified(t, { email: 'site-owner@example.com' }); // the admin; members follow
      const owner = await registerVerified(t, { email: 'owner@example.com' });
      const device = cookiesOf({ cookies: [] }, owner.cookie);
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress: nextAddress(),
        payload: { email: 'owner@example.com', password: PASSWORD },
      });
      const ownerDevice = cookiesOf(registered, device);
      for (let i = 0; i < 10; i++) await signIn(t, 'owner@example.com', 'attacker guess');
      const stranger = await signIn(t, 'owner@example.com', PASSWORD);
      expect(stranger.statusCode).toBe(429);
      const res = await signIn(t, 'owner@example.com', PASSWORD, { cookie: ownerDevice });
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toBe('owner@example.com');
    } finally {
      await t.close();
    }
  });
});

describe('API docs in production (finding 9)', () => {
  it('keeps the JSON document public and puts the browsable UI behind staff sign-in', async () => {
    const t = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(401);
      const admin = await registerVerified(t, { email: 'docs@example.com' });
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/', headers: { cookie: admin.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('swagger-ui');
    } finally {
      await t.close();
    }
  });
});
