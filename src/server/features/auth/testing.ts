/** Test helpers of accounts: registering, signing in, reading the session and role, and routes behind the guards. */
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { TestContext } from '../../test/app';
import { nextAddress } from '../../test/accounts';
import { requireAdmin, requireVerified } from '../../platform/guards';

export const PASSWORD = 'correct horse battery';
export const register = (t: TestContext, email: string, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    payload: { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD },
  });
export const me = (t: TestContext, cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
export const signIn = (
  t: TestContext,
  email: string,
  password = PASSWORD,
  opts: { cookie?: string; ip?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: opts.ip ?? nextAddress(),
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    payload: { email, password },
  });
export const roleOf = async (t: TestContext, email: string) =>
  (await t.database.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;
/** Every cookie a response set, as one Cookie header (the session and the remembered-device ones). */
export const cookiesOf = (res: { cookies: { name: string; value: string }[] }, previous = '') => {
  const jar = new Map(previous ? previous.split('; ').map((c) => c.split('=', 2) as [string, string]) : []);
  for (const c of res.cookies) if (c.value) jar.set(c.name, c.value);
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
};
export const guarded = (app: TestContext['app']) => {
  app.get('/api/test/staff', { onRequest: requireAdmin }, async () => ({ ok: true }));
  app.post('/api/test/post-something', { onRequest: requireVerified }, async () => ({ ok: true }));
};
