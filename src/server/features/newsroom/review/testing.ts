/** Test helpers of the review desk: accounts of each role, a reader's submissions, the SMTP worker, the desk's app. */
import { afterAll, beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { smtpMailer } from '../../../adapters/mailer';
import { createMailWorker } from '../../../platform/mail/worker';
import { createTestApp, type TestContext } from '../../../test/app';
import { startSmtpCapture, type SmtpCapture } from '../../../test/smtp-capture';
import { enableTotp, registerVerified } from '../../../test/accounts';

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
  firstName?: string,
) {
  counter += 1;
  const email = `reader${counter}-${Date.now()}@example.com`;
  // A verified account (staff also turn on two-step sign-in, as STAFF_MFA requires).
  const account = await registerVerified(t, { firstName: firstName ?? `Reader${counter}`, lastName: 'Local', email });
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

/** A reader's article submission, as the form sends it. */
export const content = (overrides: object = {}) => ({
  type: 'article',
  city: 'nyc',
  title: 'Bodega cats of Queens',
  description: 'Every corner store has one.',
  content: 'A walk through Astoria, counting cats.',
  submitterName: 'Mo Local',
  submitterEmail: 'mo@example.com',
  ...overrides,
});

/**
 * The desk's app with an SMTP capture, an admin, an editor, a member and a member who may upload, and
 * the desk's calls as each. Call it at the top of a test file: it registers the file's hooks.
 */
export function reviewDesk() {
  const s = {
    t: undefined as unknown as TestContext,
    smtp: undefined as unknown as SmtpCapture,
    admin: undefined as unknown as Account,
    editor: undefined as unknown as Account,
    member: undefined as unknown as Account,
    premium: undefined as unknown as Account,
  };
  beforeAll(async () => {
    s.t = await createTestApp();
    s.smtp = await startSmtpCapture();
    // Named Reader1 to Reader4 in every file, whatever accounts the worker made before.
    s.admin = await account(s.t, undefined, {}, 'Reader1'); // the first account of a fresh database is the admin
    s.editor = await account(s.t, 'editor', {}, 'Reader2');
    s.member = await account(s.t, undefined, {}, 'Reader3');
    s.premium = await account(s.t, undefined, { canUploadContent: true }, 'Reader4');
  });
  afterAll(async () => {
    await s.smtp.close();
    await s.t.close();
  });

  const decide = (kind: string, id: string, payload: object, cookie = s.editor.cookie) =>
    inject(s.t, 'POST', `/api/admin/review/${kind}/${id}/decision`, cookie, payload);
  const queue = (query = '', cookie = s.editor.cookie) => inject(s.t, 'GET', `/api/admin/review${query}`, cookie);
  const submit = async (url: string, payload: object, who = s.member) => {
    const res = await inject(s.t, 'POST', url, who.cookie, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const titles = async (url: string) =>
    (await inject(s.t, 'GET', url)).json<{ title?: string; name?: string }[]>().map((r) => r.title ?? r.name);
  const mine = async (who: Account) =>
    (await inject(s.t, 'GET', '/api/account/submissions', who.cookie)).json<
      { id: string; title: string; state: string; url: string | null; reviewNotes: string | null }[]
    >();
  /** The mail the site sent to the address about the subject, once the outbox is drained. */
  async function mailTo(email: string, subject: string) {
    await smtpWorker(s.t, s.smtp.url).drain();
    const mail = s.smtp.messages.find((m) => m.to && 'text' in m.to && m.to.text === email && m.subject === subject);
    if (!mail) throw new Error(`no mail to ${email} about ${subject}`);
    return mail;
  }

  return Object.assign(s, {
    decide,
    queue,
    submit,
    titles,
    mine,
    mailTo,
  });
}
