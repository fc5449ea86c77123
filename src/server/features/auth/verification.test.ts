/** Who becomes admin on a fresh install, and what an account may do before its address is verified. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { sessionCookie } from '../../test/http';
import { registerVerified, verificationLink, verifyThroughLink } from '../../test/accounts';
import { guarded, me, PASSWORD, register, roleOf, signIn } from './testing';

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
