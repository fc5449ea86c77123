/** An account's other defences: sessions ended by a password change or reset, sign-in limits per address, the API docs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { sessionCookie } from '../../test/http';
import { nextAddress, registerVerified } from '../../test/accounts';
import { readOutbox } from '../../test/outbox';
import { cookiesOf, me, PASSWORD, signIn } from './testing';

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
