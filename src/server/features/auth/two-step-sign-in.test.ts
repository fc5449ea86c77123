/** Two-step sign-in for staff: required before the staff area, rate-limited, its secret sealed at rest. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { sessionCookie } from '../../test/http';
import { enableTotp, registerVerified, verifyThroughLink } from '../../test/accounts';
import { cookiesOf, guarded, me, PASSWORD, roleOf, signIn } from './testing';

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
