import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newsletters, userPreferences, users } from '../../db/schema';
import type { TestContext } from '../../test/app';
import { smtpWorker, startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture';
import { resolveSessionSecret } from '../../platform/session-secret';
import { linkIn, newsletterTestApp, pageText, pathOf } from './testing';
import { unsubscribeUrl } from './emails';
import { createUser } from '../../test/factories';

let t: TestContext;
let smtp: SmtpCapture;
beforeAll(async () => {
  t = await newsletterTestApp();
  smtp = await startSmtpCapture();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const subscribe = (email: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: { email },
    headers: cookie ? { cookie } : {},
  });
const row = async (email: string) =>
  (await t.database.db.select().from(newsletters).where(eq(newsletters.email, email)))[0];

/** Sends what is queued and returns the confirmation link that arrived for `email`. */
async function confirmationLink(email: string) {
  await smtpWorker(t, smtp.url).drain();
  const mail = smtp.messages
    .filter((m) => m.to && 'text' in m.to && m.to.text === email && m.subject !== 'Please verify your e-mail address')
    .at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  expect(mail.subject).toBe('Please confirm your newsletter subscription');
  expect(mail.html).toContain('Yes, subscribe me');
  return linkIn(mail.text ?? '', /http:\/\/\S+\/newsletter\/confirm\?token=\S+/);
}

describe('double opt-in over SMTP', () => {
  it('confirms the subscription from the link in the e-mail, and the link can be opened twice', async () => {
    await subscribe('new@example.com');
    const link = await confirmationLink('new@example.com');
    expect((await row('new@example.com'))?.status).toBe('pending');
    const page = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(pageText(page.body)).toContain("You're subscribed!");
    expect(page.body).toContain('n•••@example.com');
    expect(page.body).not.toContain('<script');
    expect(await row('new@example.com')).toMatchObject({ status: 'confirmed' });
    expect((await t.app.inject({ method: 'GET', url: pathOf(link) })).statusCode).toBe(200);
  });

  it('answers a missing, forged or superseded token with a 400 page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/newsletter/confirm' })).statusCode).toBe(400);
    const forged = await t.app.inject({ method: 'GET', url: '/newsletter/confirm?token=guess' });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This link no longer works');
    await subscribe('again@example.com');
    const old = await confirmationLink('again@example.com');
    await subscribe('again@example.com');
    const fresh = await confirmationLink('again@example.com');
    expect(fresh).not.toBe(old);
    expect((await t.app.inject({ method: 'GET', url: pathOf(old) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: pathOf(fresh) })).statusCode).toBe(200);
  });

  it('marks the signed-in subscriber and their newsletter preference, and clears both on unsubscribe', async () => {
    const account = await createUser(t, { email: 'member@example.com' });
    await t.database.db.insert(userPreferences).values({
      userId: account.id,
      notificationPreferences: JSON.stringify({ newsletter: false, eventUpdates: true }),
    });
    await subscribe('member@example.com', account.cookie);
    await t.app.inject({ method: 'GET', url: pathOf(await confirmationLink('member@example.com')) });
    const state = async () => {
      const [user] = await t.database.db.select().from(users).where(eq(users.id, account.id));
      const [prefs] = await t.database.db.select().from(userPreferences).where(eq(userPreferences.userId, account.id));
      return { flag: user?.isNewsletterSubscriber, prefs: JSON.parse(prefs?.notificationPreferences ?? '{}') };
    };
    expect(await state()).toEqual({ flag: true, prefs: { newsletter: true, eventUpdates: true } });

    const sub = await row('member@example.com');
    const link = unsubscribeUrl(t.config, resolveSessionSecret(t.config), sub!.id);
    const page = await t.app.inject({ method: 'GET', url: pathOf(link) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect((await row('member@example.com'))?.status).toBe('confirmed'); // opening the page changes nothing
    const done = await t.app.inject({
      method: 'POST',
      url: pathOf(link),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(200);
    expect(pageText(done.body)).toContain("You've been unsubscribed");
    expect(await row('member@example.com')).toMatchObject({ status: 'unsubscribed' });
    expect(await state()).toEqual({ flag: false, prefs: { newsletter: false, eventUpdates: true } });
  });

  it('needs a fresh confirmation after unsubscribing: the old link no longer works', async () => {
    await subscribe('back@example.com');
    const first = await confirmationLink('back@example.com');
    await t.app.inject({ method: 'GET', url: pathOf(first) });
    const sub = await row('back@example.com');
    await t.app.inject({
      method: 'POST',
      url: pathOf(unsubscribeUrl(t.config, resolveSessionSecret(t.config), sub!.id)),
    });
    expect((await t.app.inject({ method: 'GET', url: pathOf(first) })).statusCode).toBe(400);
    await subscribe('back@example.com');
    expect((await row('back@example.com'))?.status).toBe('pending');
    await t.app.inject({ method: 'GET', url: pathOf(await confirmationLink('back@example.com')) });
    expect((await row('back@example.com'))?.status).toBe('confirmed');
  });

  it('refuses a forged unsubscribe token and one made for another purpose', async () => {
    const sub = await row('new@example.com');
    for (const token of ['nope', `${sub!.id}.forged`, `${sub!.id}`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await row('new@example.com'))?.status).toBe('confirmed');
  });
});
