import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { readOutbox } from '../../test/outbox';
import { sessionCookie } from '../../test/http';
import { nextAddress } from '../../test/accounts';
import { createResetToken } from './service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://bylocals.example' });
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {}, remoteAddress: nextAddress() });

/** The reset link from the newest message in the outbox (quoted-printable decoded). */
function lastResetLink(): string {
  const raw = readOutbox(t.dataDir).at(-1) ?? '';
  const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = decoded.match(/https:\/\/bylocals\.example\/reset-password\?token=[A-Za-z0-9_-]+/);
  if (!match) throw new Error('no reset link in the outbox');
  return match[0];
}

async function registerReader(email: string) {
  const res = await post('/api/auth/register', {
    firstName: 'Rosa',
    lastName: 'Parks',
    email,
    password: 'old password',
  });
  expect(res.statusCode).toBe(202);
  return sessionCookie(await post('/api/auth/sign-in', { email, password: 'old password' }));
}

describe('password reset', () => {
  it('mails a one-time link that sets a new password and works only once', async () => {
    await registerReader('rosa@example.com');
    const req = await post('/api/auth/password-reset/request', { email: 'rosa@example.com' });
    expect(req.statusCode).toBe(200);
    const raw = readOutbox(t.dataDir).at(-1) ?? '';
    expect(raw).toMatch(/^To: rosa@example\.com/m);
    expect(raw).toMatch(/^Subject: Reset your password/m);
    const token = new URL(lastResetLink()).searchParams.get('token') as string;

    const used = await post('/api/auth/password-reset/confirm', { token, password: 'brand new password' });
    expect(used.statusCode).toBe(200);
    const again = await post('/api/auth/password-reset/confirm', { token, password: 'another password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This reset link is invalid or has expired.');

    expect((await post('/api/auth/sign-in', { email: 'rosa@example.com', password: 'old password' })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/auth/sign-in', { email: 'rosa@example.com', password: 'brand new password' })).statusCode,
    ).toBe(200);
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const before = readOutbox(t.dataDir).length;
    const unknown = await post('/api/auth/password-reset/request', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().message).toBe(
      'If an account exists for that e-mail, we have sent a link to reset your password.',
    );
    expect(readOutbox(t.dataDir).length).toBe(before);
  });

  it('refuses a link older than one hour', async () => {
    await registerReader('late@example.com');
    const created = await createResetToken(t.database.db, 'late@example.com', new Date(Date.now() - 61 * 60 * 1000));
    const res = await post('/api/auth/password-reset/confirm', {
      token: created?.token ?? '',
      password: 'brand new password',
    });
    expect(res.statusCode).toBe(400);
  });

  it('requires a new password of at least 8 characters', async () => {
    const res = await post('/api/auth/password-reset/confirm', { token: 'x'.repeat(43), password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'password', message: 'Password must be at least 8 characters' }]);
  });
});

describe('change password', () => {
  it('needs the current password, then accepts the new one', async () => {
    const cookie = await registerReader('change@example.com');
    const wrong = await post(
      '/api/auth/password',
      { currentPassword: 'guess', newPassword: 'a whole new one' },
      cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('currentPassword');
    const ok = await post(
      '/api/auth/password',
      { currentPassword: 'old password', newPassword: 'a whole new one' },
      cookie,
    );
    expect(ok.statusCode).toBe(200);
    expect(
      (await post('/api/auth/sign-in', { email: 'change@example.com', password: 'a whole new one' })).statusCode,
    ).toBe(200);
  });
});
