import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../test/global-setup';
import { readOutbox } from '../test/outbox';
import { killStarted, startServer, stopServer, waitFor, type ServerProcess } from './processes';

/**
 * Issue 40, item 1, against a running server: a stranger registers the admin's address first, with
 * their own password, and tries to enrol their own authenticator. When the owner opens the e-mailed
 * link, the account is the owner's alone. On the embedded database always, and on PostgreSQL too
 * when TEST_DATABASE_URL is given (a fresh database of its own).
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const OWNER = 'owner@example.org';
const STRANGER_PASSWORD = 'the stranger chose this';
const OWNER_PASSWORD = 'the owner chose this';

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c?.endsWith('='))
    .join('; ');

/** The messages to an address in the outbox, quoted-printable soft breaks and "=3D" undone. */
function mailsTo(dataDir: string, to: string): string[] {
  return readOutbox(dataDir)
    .map((raw) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
    .filter((mail) => new RegExp(`^To: ${to.replace('.', '\\.')}$`, 'm').test(mail));
}

const targets: { name: string; env: () => Promise<Record<string, string>>; drop?: () => Promise<void> }[] = [
  { name: 'embedded database', env: async () => ({}) },
];
if (pgUrl) {
  const dbName = `bl_prereg_${randomBytes(5).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  targets.push({
    name: 'PostgreSQL',
    env: async () => {
      await admin(`CREATE DATABASE ${dbName}`);
      return { DATABASE_URL: withDatabase(pgUrl, dbName) };
    },
    drop: () => admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`),
  });
}

describe.each(targets)('admin by pre-registration, on the $name', (target) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-prereg-'));
  let server: ServerProcess | undefined;
  let ip = 0;

  afterAll(async () => {
    await stopServer(server);
    killStarted();
    await target.drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const call = (method: string, url: string, body?: unknown, cookie?: string) =>
    fetch(`${server!.url}${url}`, {
      method,
      redirect: 'manual',
      headers: {
        'x-forwarded-for': `198.51.100.${++ip}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });

  it('leaves the stranger nothing once the owner opens the verification e-mail', async () => {
    server = await startServer({
      env: { ...(await target.env()), DATA_DIR: dataDir, ADMIN_EMAILS: OWNER, TRUST_PROXY: 'true' },
    });

    // The stranger registers the owner's address, signs in with their password, and tries to enrol.
    const registered = await call('POST', '/api/auth/register', {
      firstName: 'Mal',
      lastName: 'Lory',
      email: OWNER,
      password: STRANGER_PASSWORD,
    });
    expect(registered.status).toBe(202);
    const stranger = cookieOf(await call('POST', '/api/auth/sign-in', { email: OWNER, password: STRANGER_PASSWORD }));
    const enrol = await call('POST', '/api/auth/mfa/setup', undefined, stranger);
    expect(enrol.status).toBe(403);
    expect(((await enrol.json()) as { code: string }).code).toBe('EMAIL_NOT_VERIFIED');

    // The owner tries to register: the same answer as any registration, and a note to their inbox.
    const ownerTry = await call('POST', '/api/auth/register', {
      firstName: 'Olive',
      lastName: 'Owner',
      email: OWNER,
      password: OWNER_PASSWORD,
    });
    expect(ownerTry.status).toBe(registered.status);
    expect(await ownerTry.json()).toEqual(await registered.json());

    await waitFor(() => mailsTo(dataDir, OWNER).length >= 2, 30_000, 'both e-mails to the owner');
    const mails = mailsTo(dataDir, OWNER);
    expect(mails.some((m) => /^Subject: You already have an account$/m.test(m))).toBe(true);
    const verifyMail = mails.find((m) => /^Subject: Please verify your e-mail address$/m.test(m)) ?? '';
    const link = /\/api\/auth\/verify-email\?token=[\w-]+/.exec(verifyMail)?.[0];
    expect(link).toBeDefined();

    // The owner opens the link: the page asks for their password, and they are the one signed in.
    const opened = await call('GET', link!);
    expect(opened.status).toBe(302);
    const page = new URL(opened.headers.get('location')!, server.url);
    expect(page.pathname).toBe('/verify-email');
    const verified = await call('POST', '/api/auth/verify-email', {
      token: page.searchParams.get('token'),
      password: OWNER_PASSWORD,
    });
    expect(verified.status).toBe(200);
    const owner = cookieOf(verified);
    const ownerMe = await call('GET', '/api/auth/user', undefined, owner);
    expect(await ownerMe.json()).toMatchObject({ email: OWNER, role: 'admin', emailVerified: true, mfaEnabled: false });

    // The stranger's session and password are gone; the owner's password signs in.
    expect((await call('GET', '/api/auth/user', undefined, stranger)).status).toBe(401);
    expect((await call('POST', '/api/auth/sign-in', { email: OWNER, password: STRANGER_PASSWORD })).status).toBe(401);
    const again = await call('POST', '/api/auth/sign-in', { email: OWNER, password: OWNER_PASSWORD });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ role: 'admin' });
  }, 240_000);
});
