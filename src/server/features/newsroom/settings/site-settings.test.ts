import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog, users } from '../../../db/schema';
import { simpleParser } from 'mailparser';
import { readOutbox } from '../../../test/outbox';
import { DEFAULT_SITE_SETTINGS } from '../../../../shared/site-settings-about';
import { accountOf, CHANGED_SETTINGS, createTestApp, type Account, type TestContext } from './testing';

let t: TestContext;
let admin: Account;
let editor: Account;
let member: Account;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { ssr: true });
  admin = await accountOf(t, 'admin');
  editor = await accountOf(t, 'editor');
  member = await accountOf(t, 'member');
});
afterAll(() => t.close());

const get = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: cookie ? { cookie } : {} });
const put = (cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: cookie ? { cookie } : {}, payload });
const fieldErrors = (res: { json(): unknown }) =>
  Object.fromEntries(
    ((res.json() as { errors?: { path: string; message: string }[] }).errors ?? []).map((e) => [e.path, e.message]),
  );

describe('who may read and change the settings', () => {
  it('visitors 401, members and editors 403, admins 200', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await put(undefined, CHANGED_SETTINGS)).statusCode).toBe(401);
    for (const account of [member, editor]) {
      expect((await get(account.cookie)).statusCode).toBe(403);
      expect((await put(account.cookie, CHANGED_SETTINGS)).statusCode).toBe(403);
    }
    expect((await get(admin.cookie)).statusCode).toBe(200);
  });

  it('an admin without two-step sign-in is asked to turn it on first', async () => {
    const noTwoStep = await accountOf(t, 'admin', false);
    const res = await put(noTwoStep.cookie, CHANGED_SETTINGS);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('MFA_SETUP_REQUIRED');
  });
});

describe('the settings', () => {
  it('a site with nothing saved has the defaults, which are what the site always showed', async () => {
    const res = await get(admin.cookie);
    expect(res.json()).toEqual({ settings: DEFAULT_SITE_SETTINGS, updatedAt: null, updatedBy: null });
    const page = await t.app.inject({ method: 'GET', url: '/about' });
    expect(page.body).toContain('"siteName":"By Locals, For Locals"');
    expect(page.body).toContain('<title>About Us — By Locals, For Locals</title>');
    expect(page.body).toContain('Local news should be made by the people it is about.');
    expect(page.body).toContain('href="tel:+15855550142"');
    expect(page.body).toContain('100 Main Street, Suite 200<br/>Rochester, NY 14604');
  });

  it('refuses bad values with a message per field and saves nothing', async () => {
    const res = await put(admin.cookie, {
      ...DEFAULT_SITE_SETTINGS,
      siteName: '   ',
      contactEmail: 'not-an-address',
      contactPhone: '12',
      social: { ...DEFAULT_SITE_SETTINGS.social, facebook: 'javascript:alert(1)', youtube: 'https://evil.example/x' },
      logoUrl: 'https://elsewhere.example/logo.png',
      defaultCity: 'paris',
      mailReplyTo: 'nope',
      mailSenderName: 'Desk <spoof@x.example>',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual({
      siteName: 'The site name is required.',
      contactEmail: 'The contact e-mail must be a valid e-mail address, like name@example.com.',
      contactPhone: 'The phone number must have 7 to 15 digits, like (585) 555-0142.',
      'social.facebook': 'The Facebook link must start with https:// or http://.',
      'social.youtube': 'The YouTube link must be an address on youtube.com or youtu.be.',
      logoUrl: 'The logo must be an image uploaded here.',
      defaultCity: expect.stringContaining('The default city must be one of'),
      mailReplyTo: 'The reply-to address must be a valid e-mail address, like name@example.com.',
      mailSenderName: 'The sender name cannot contain quotes or angle brackets.',
    });
    expect((await get(admin.cookie)).json().updatedAt).toBeNull();
  });

  it('saves, says who saved, and writes the changed fields to the audit log', async () => {
    const res = await put(admin.cookie, CHANGED_SETTINGS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ settings: CHANGED_SETTINGS, updatedBy: 'Sam admin' });
    expect((await get(admin.cookie)).json().settings).toEqual(CHANGED_SETTINGS);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.update'))
      .orderBy(desc(auditLog.createdAt));
    expect(entry).toMatchObject({
      actorId: admin.id,
      before: {
        changed: [
          'siteName',
          'contactEmail',
          'contactPhone',
          'address',
          'social.instagram',
          'defaultCity',
          'mailSenderName',
          'mailReplyTo',
        ],
        siteName: 'By Locals, For Locals',
        'social.instagram': '',
      },
      after: { siteName: 'The Flower City Courier', 'social.instagram': CHANGED_SETTINGS.social.instagram },
    });
    expect(entry?.after).not.toHaveProperty('aboutStory');
  });

  it('saving the same settings again writes no audit entry', async () => {
    const count = async () =>
      (await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'))).length;
    const before = await count();
    expect((await put(admin.cookie, CHANGED_SETTINGS)).statusCode).toBe(200);
    expect(await count()).toBe(before);
  });

  it('a rendered page carries the saved settings at once, though it was rendered and kept before', async () => {
    await put(admin.cookie, { ...CHANGED_SETTINGS, siteName: 'First Name' });
    expect((await t.app.inject({ method: 'GET', url: '/contact' })).body).toContain('"siteName":"First Name"');
    await put(admin.cookie, { ...CHANGED_SETTINGS, siteName: 'Second Name' });
    const page = await t.app.inject({ method: 'GET', url: '/contact' });
    expect(page.body).toContain('"siteName":"Second Name"');
    expect(page.body).not.toContain('First Name');
  });
});

describe('what readers and mail see after a save', () => {
  it('a freshly loaded public page is rendered with the saved name, contact details, links and About text', async () => {
    await put(admin.cookie, {
      ...CHANGED_SETTINGS,
      aboutMission: 'We print what the neighbours say.\n\nAnd we listen.',
    });
    const page = await t.app.inject({ method: 'GET', url: '/about' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>About Us — The Flower City Courier</title>');
    expect(page.body).toContain('<meta property="og:site_name" content="The Flower City Courier" />');
    expect(page.body).toContain('desk@courier.example');
    expect(page.body).toContain('href="tel:+15855550199"');
    expect(page.body).toContain('5 Canal Street<br/>Rochester, NY 14608');
    expect(page.body).toContain('href="https://www.instagram.com/flowercitycourier"');
    expect(page.body).toContain(
      '<p class="mt-3">We print what the neighbours say.</p><p class="mt-3">And we listen.</p>',
    );
    expect(page.body).not.toContain('hello@bylocalsforlocals.com');
  });

  it('the feed and the web manifest carry the saved name', async () => {
    await put(admin.cookie, CHANGED_SETTINGS);
    expect((await t.app.inject({ method: 'GET', url: '/rss.xml' })).body).toContain(
      '<title>The Flower City Courier</title>',
    );
    expect((await t.app.inject({ method: 'GET', url: '/site.webmanifest' })).json()).toMatchObject({
      name: 'The Flower City Courier',
    });
  });

  it('mail goes out from the saved sender name, with the reply-to address and the name in its header and footer', async () => {
    await put(admin.cookie, CHANGED_SETTINGS);
    const [reader] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, member.id));
    const before = readOutbox(t.dataDir).length;
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: reader!.email } });
    const sent = await Promise.all(
      readOutbox(t.dataDir)
        .slice(before)
        .map((raw) => simpleParser(raw)),
    );
    const reset = sent.find((mail) => mail.subject === 'Reset your password');
    expect(reset?.from?.value).toEqual([{ name: 'Courier Desk', address: 'hello@bylocals.local' }]);
    expect(reset?.replyTo?.text).toBe('letters@courier.example');
    expect(reset?.html).toContain('>The Flower City Courier</td>');
    expect(reset?.html).toContain('The Flower City Courier — serving locals since 2020.');
    expect(reset?.text).toMatch(/--\nThe Flower City Courier — serving locals since 2020\.$/);
  });
});
