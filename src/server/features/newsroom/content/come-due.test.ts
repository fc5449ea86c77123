import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { articles, outgoingMail, users } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { enableTotp, registerVerified, type TestAccount } from '../../../test/accounts';
import { announceCameDue } from './come-due';

let t: TestContext;
let clock = new Date('2026-12-01T15:00:00Z');
let editor: TestAccount;
let member: TestAccount;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://bylocals.example' }, undefined, { now: () => clock });
  await registerVerified(t); // the first account of a fresh database is the admin
  editor = await registerVerified(t);
  await t.database.db.update(users).set({ role: 'editor' }).where(eq(users.id, editor.id));
  await enableTotp(t, editor.cookie);
  member = await registerVerified(t);
});
afterAll(() => t.close());

const as = (cookie: string, method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });
const liveMail = async () =>
  (await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.kind, 'submission-live'))).map((m) => ({
    to: m.recipient,
    subject: m.subject,
  }));

describe('a scheduled item coming due', () => {
  it('tells the reader whose draft it was, once, when its time comes (the clock moved, not slept)', async () => {
    const sent = await as(member.cookie, 'POST', '/api/submissions', {
      type: 'article',
      city: 'buffalo',
      title: 'Snow day sledding hills',
      description: 'Where the kids go.',
      content: 'Chestnut Ridge, Delaware Park and the rest.',
      submitterName: 'Sam Sled',
      submitterEmail: 'sam@example.com',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const submission = sent.json<{ id: string }>().id;
    const approved = await as(editor.cookie, 'POST', `/api/admin/review/content/${submission}/decision`, {
      decision: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [draft] = await t.database.db.select().from(articles).where(eq(articles.submissionId, submission));

    const inTenMinutes = new Date(clock.getTime() + 10 * 60_000);
    const scheduled = await as(editor.cookie, 'PATCH', `/api/admin/content/articles/${draft!.id}`, {
      status: 'scheduled',
      publishDate: inTenMinutes.toISOString(),
      imageUrl: '/media/demo/article/sledding.svg',
      imageAlt: 'Children on sleds at the top of a hill',
      category: 'Community',
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const before = clock;
    expect(await announceCameDue(t.app, new Date(before.getTime() - 60_000), before)).toBe(0);
    expect(await liveMail()).toEqual([]); // scheduled, not live yet

    clock = new Date(inTenMinutes.getTime() + 30_000);
    expect(await announceCameDue(t.app, before, clock)).toBe(1);
    expect(await liveMail()).toEqual([{ to: member.email, subject: 'Published: Snow day sledding hills' }]);

    // A second look (another process, an overlapping window) sends nothing more.
    await announceCameDue(t.app, before, clock);
    expect(await liveMail()).toHaveLength(1);
  });
});
