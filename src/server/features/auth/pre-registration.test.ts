import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outgoingMail, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { sessionCookie } from '../../test/http';
import { enableTotp, nextAddress, registerVerified, verificationToken, verifyThroughLink } from '../../test/accounts';
import { readOutbox } from '../../test/outbox';
import { REGISTER_ACCEPTED_MESSAGE } from '../../../shared/auth';

/** Issue 40, items 1 and 6: an address registered by someone else is taken back by its owner. */
const STRANGER_PASSWORD = 'stranger password';
const OWNER_PASSWORD = 'owner password 1';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ['owner@example.org'] });
});
afterAll(() => t.close());

const register = (email: string, password = STRANGER_PASSWORD, firstName = 'Mal') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: nextAddress(),
    payload: { firstName, lastName: 'Lory', email, password },
  });
const signIn = (email: string, password: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: nextAddress(),
    headers: cookie ? { cookie } : {},
    payload: { email, password },
  });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
const mailsTo = (email: string, kind: string) =>
  t.database.db
    .select()
    .from(outgoingMail)
    .where(and(eq(outgoingMail.recipient, email), eq(outgoingMail.kind, kind)));

/** Asks for a reset link and uses it from the mail, as the owner would. */
async function resetThroughMail(email: string, password: string) {
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/request',
    remoteAddress: nextAddress(),
    payload: { email },
  });
  const raw = (readOutbox(t.dataDir).at(-1) ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(raw)?.[1] ?? '';
  return t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password } });
}

describe('an address registered by a stranger first', () => {
  it('refuses a second factor until the address is verified (403, saying to verify first)', async () => {
    await register('unproven@example.org');
    const cookie = sessionCookie(await signIn('unproven@example.org', STRANGER_PASSWORD));
    for (const url of ['/api/auth/mfa/setup', '/api/auth/mfa/enable']) {
      const res = await post(url, cookie, url.endsWith('enable') ? { code: '123456' } : undefined);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: expect.stringMatching(/verify/i) });
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'unproven@example.org'));
    expect(row?.mfaPendingSecret).toBeNull();
  });

  it("goes to its owner when they open the link: the stranger's sessions and password end, the owner is signed in as admin", async () => {
    expect((await register('owner@example.org')).statusCode).toBe(202);
    const stranger = sessionCookie(await signIn('owner@example.org', STRANGER_PASSWORD));
    expect((await me(stranger)).json()).toMatchObject({ role: 'member', emailVerified: false });

    // The owner tries to register too: the same answer as for a new address, and a note in their inbox.
    const ownerTry = await register('owner@example.org', OWNER_PASSWORD, 'Olive');
    expect(ownerTry.statusCode).toBe(202);
    expect(ownerTry.json()).toEqual({ message: REGISTER_ACCEPTED_MESSAGE });

    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: await verificationToken(t, 'owner@example.org'), password: OWNER_PASSWORD },
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ email: 'owner@example.org', role: 'admin', emailVerified: true });
    const ownerCookie = sessionCookie(owner);
    expect((await me(ownerCookie)).json().role).toBe('admin');

    expect((await me(stranger)).statusCode).toBe(401);
    expect((await signIn('owner@example.org', STRANGER_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('owner@example.org', OWNER_PASSWORD)).json()).toMatchObject({ role: 'admin' });
  });

  it('removes a second factor enrolled before the address was verified, at verification and at a reset (not one enrolled after)', async () => {
    // As an older version allowed: an authenticator enrolled on an unverified account.
    const enrolledEarly = {
      mfaSecret: 'JBSWY3DPEHPK3PXP',
      mfaEnabledAt: new Date(),
      mfaRecoveryCodes: ['0'.repeat(64)],
    };
    for (const email of ['early-verify@example.org', 'early-reset@example.org']) {
      await register(email);
      await t.database.db.update(users).set(enrolledEarly).where(eq(users.email, email));
    }

    await verifyThroughLink(t, 'early-verify@example.org', OWNER_PASSWORD);
    expect((await signIn('early-verify@example.org', OWNER_PASSWORD)).json()).toMatchObject({ mfaEnabled: false });

    expect((await resetThroughMail('early-reset@example.org', OWNER_PASSWORD)).statusCode).toBe(200);
    const signedIn = await signIn('early-reset@example.org', OWNER_PASSWORD);
    expect(signedIn.json()).toMatchObject({ email: 'early-reset@example.org', mfaEnabled: false });

    // One enrolled after verification is the owner's own: a later reset keeps it.
    const account = await registerVerified(t, { email: 'kept@example.org', password: OWNER_PASSWORD });
    await enableTotp(t, account.cookie);
    expect((await resetThroughMail('kept@example.org', 'newer password')).statusCode).toBe(200);
    expect((await signIn('kept@example.org', 'newer password')).json()).toEqual({ mfaRequired: true });
  });
});

describe('register says the same for a known address (no account oracle)', () => {
  it('answers a known address exactly like a new one, makes nothing and mails the owner a way back in', async () => {
    const first = await register('known@example.org', 'first password', 'Kim');
    await verifyThroughLink(t, 'known@example.org', 'first password');
    const fresh = await register('brand-new@example.org');
    const known = await register('known@example.org', 'attacker password', 'Eve');
    for (const res of [first, fresh, known]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: REGISTER_ACCEPTED_MESSAGE });
      expect(res.cookies).toEqual([]);
    }
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'known@example.org'));
    expect(rows.map((r) => r.firstName)).toEqual(['Kim']);
    expect((await signIn('known@example.org', 'attacker password')).statusCode).toBe(401);

    const [notice] = await mailsTo('known@example.org', 'account-security');
    expect(notice?.subject).toBe('You already have an account');
    expect(notice?.text).toMatch(/\/sign-in/);
    expect(notice?.text).toMatch(/Forgot your password/);
    // Only the first registration sent a verification link; the attempt sent none.
    expect(await mailsTo('known@example.org', 'account-verify')).toHaveLength(1);
  });

  it('mails the owner of a known address at most three such notes a day', async () => {
    await register('often@example.org');
    for (let i = 0; i < 5; i++) expect((await register('often@example.org')).statusCode).toBe(202);
    expect(await mailsTo('often@example.org', 'account-security')).toHaveLength(3);
  });
});
