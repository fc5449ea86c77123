/** Test helpers of the review desk: accounts of each role, a reader's submissions, the SMTP worker. */
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { smtpMailer } from '../../adapters/mailer';
import { createMailWorker } from '../../platform/mail/worker';
import type { TestContext } from '../../test/app';
import { enableTotp, registerVerified } from '../../test/accounts';

let counter = 0;
export interface Account {
  id: string;
  email: string;
  cookie: string;
}

/** Registers an account (the first of a fresh database is the admin) and sets its role. */
export async function account(
  t: TestContext,
  role?: 'member' | 'editor' | 'admin',
  extra: { canUploadContent?: boolean } = {},
) {
  counter += 1;
  const email = `reader${counter}-${Date.now()}@example.com`;
  // A verified account (staff also turn on two-step sign-in, as STAFF_MFA requires).
  const account = await registerVerified(t, { firstName: `Reader${counter}`, lastName: 'Local', email });
  const id = account.id;
  if ((role === 'editor' || role === 'admin') && account.role !== 'admin') await enableTotp(t, account.cookie);
  if (role || extra.canUploadContent !== undefined) {
    await t.database.db
      .update(users)
      .set({ ...(role ? { role } : {}), ...extra })
      .where(eq(users.id, id));
  }
  return { id, email, cookie: account.cookie } satisfies Account;
}

export function smtpWorker(t: TestContext, smtpUrl: string) {
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  return createMailWorker({
    db: t.database.db,
    mailer: smtpMailer({ url: smtpUrl, from: t.config.MAIL_FROM }),
    log: silent,
    messageIdDomain: 'test.local',
  });
}

export const inject = (t: TestContext, method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

/** A date some days from today, as the forms send it. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
