import { and, desc, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { outgoingMail, users } from '../db/schema';
import type { TestContext } from './app';
import { sessionCookie } from './http';

let seq = 0;
/** A different client address per call, so the per-address sign-up limit never trips between tests. */
export const nextAddress = () => {
  seq += 1;
  return `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}`;
};

/** The verification link queued for the address, as the e-mail carries it (path and query). */
export async function verificationLink(t: TestContext, email: string): Promise<string> {
  const [mail] = await t.database.db
    .select({ text: outgoingMail.text })
    .from(outgoingMail)
    .where(and(eq(outgoingMail.recipient, email), eq(outgoingMail.kind, 'account-verify')))
    .orderBy(desc(outgoingMail.createdAt))
    .limit(1);
  const match = /\/api\/auth\/verify-email\?token=[^\s"'<>]+/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no verification e-mail for ${email}`);
  return match[0];
}

export interface TestAccount {
  id: string;
  email: string;
  cookie: string;
  role: string;
}

/** The token of the verification link queued for the address. */
export async function verificationToken(t: TestContext, email: string): Promise<string> {
  const link = await verificationLink(t, email);
  return decodeURIComponent(link.slice(link.indexOf('token=') + 'token='.length));
}

/**
 * Opens the verification link as its reader would: the page sets the password and signs the reader
 * in. Answers the new session cookie.
 */
export async function verifyThroughLink(t: TestContext, email: string, password: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token: await verificationToken(t, email), password },
  });
  if (res.statusCode !== 200) throw new Error(`verification failed for ${email}: ${res.body}`);
  return sessionCookie(res);
}

export interface TestAccount {
  id: string;
  email: string;
  cookie: string;
  role: string;
}

/**
 * Creates an account through the API and verifies its address through the e-mailed link, as a
 * person would (which signs them in). The first account of a fresh database then becomes the admin;
 * an admin also turns on two-step sign-in (staff need it for the staff area), so the cookie is ready
 * for staff routes. With `verify: false` the account signs in with its password instead, unverified.
 */
export async function registerVerified(
  t: TestContext,
  input: { firstName?: string; lastName?: string; email?: string; password?: string; verify?: boolean } = {},
): Promise<TestAccount> {
  const email = input.email ?? `account-${Date.now()}-${nextAddress().replaceAll('.', '-')}@example.com`;
  const password = input.password ?? 'correct horse battery';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: nextAddress(),
    payload: { firstName: input.firstName ?? 'Test', lastName: input.lastName ?? 'Reader', email, password },
  });
  if (res.statusCode !== 202) throw new Error(`register failed: ${res.body}`);
  const [created] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!created) throw new Error(`no account made for ${email}`);
  const id = created.id;
  if (input.verify === false) {
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: nextAddress(),
      payload: { email, password },
    });
    if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.body}`);
    return { id, email, cookie: sessionCookie(signedIn), role: 'member' };
  }
  const cookie = await verifyThroughLink(t, email, password);
  const [user] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, id));
  const role = user?.role ?? 'member';
  if (role === 'admin' || role === 'editor') await enableTotp(t, cookie);
  return { id, email, cookie, role };
}

/** Turns on two-step sign-in for the signed-in account; answers the secret and recovery codes. */
export async function enableTotp(t: TestContext, cookie: string) {
  const setup = await t.app.inject({ method: 'POST', url: '/api/auth/mfa/setup', headers: { cookie } });
  if (setup.statusCode !== 200) throw new Error(`mfa setup failed: ${setup.body}`);
  const { secret } = setup.json<{ secret: string }>();
  const enabled = await t.app.inject({
    method: 'POST',
    url: '/api/auth/mfa/enable',
    headers: { cookie },
    payload: { code: await generate({ secret }) },
  });
  if (enabled.statusCode !== 200) throw new Error(`mfa enable failed: ${enabled.body}`);
  return { secret, recoveryCodes: enabled.json<{ recoveryCodes: string[] }>().recoveryCodes };
}
