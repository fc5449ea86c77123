import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outgoingMail } from '../../../db/schema';
import { announceCameDue } from './come-due';
import { newsroomTestApp, type NewsroomTest } from './testing';

let t: NewsroomTest;
beforeAll(async () => {
  t = await newsroomTestApp({ PUBLIC_URL: 'https://bylocals.example' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, payload });
const READY = {
  excerpt: 'Boats, again.',
  category: 'Community',
  city: 'buffalo',
  imageUrl: '/media/demo/articles/harbor.svg',
  imageAlt: 'The harbor at dusk',
  html: '<p>The boats are in.</p>',
};
async function draft(title: string, cookie = t.editor.cookie) {
  const res = await call('POST', '/api/admin/content/articles', cookie, { title, ...READY });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}
const liveMails = async () =>
  (await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.kind, 'story-live'))).map((m) => ({
    to: m.recipient,
    subject: m.subject,
    text: m.text,
  }));

describe('assigning a story', () => {
  it('staff assign it to an editor, see it in the workflow, and the audit log says who did', async () => {
    const id = await draft('Assigned story');
    const res = await call('PUT', `/api/admin/content/articles/${id}/assignee`, t.admin.cookie, {
      assigneeId: t.editor.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ assignee: { id: t.editor.id, name: 'Eddie editor' } });
    const workflow = (await call('GET', `/api/admin/content/articles/${id}/workflow`, t.editor.cookie)).json<{
      staff: { id: string }[];
    }>();
    expect(workflow.staff.map((s) => s.id)).toEqual(expect.arrayContaining([t.admin.id, t.editor.id]));
    expect(workflow.staff.map((s) => s.id)).not.toContain(t.member.id);
    const audit = await call('GET', `/api/admin/audit?entityId=${id}`, t.admin.cookie);
    expect(audit.body).toContain('content.assign');
  });

  it('refuses a reader as assignee, and readers may not assign or read the workflow', async () => {
    const id = await draft('Not for readers');
    const toMember = await call('PUT', `/api/admin/content/articles/${id}/assignee`, t.editor.cookie, {
      assigneeId: t.member.id,
    });
    expect(toMember.statusCode).toBe(400);
    expect(toMember.json()).toMatchObject({
      errors: [{ path: 'assigneeId', message: 'Please choose an editor or an admin' }],
    });
    const contributor = await t.signUp('contributor', 'Cal');
    for (const who of [t.member, contributor]) {
      expect(
        (await call('PUT', `/api/admin/content/articles/${id}/assignee`, who.cookie, { assigneeId: who.id }))
          .statusCode,
      ).toBe(403);
      expect((await call('GET', `/api/admin/content/articles/${id}/workflow`, who.cookie)).statusCode).toBe(403);
    }
  });
});

describe('internal notes', () => {
  it('are kept in order for staff and never in a public answer, even once the story is published', async () => {
    const id = await draft('Harbor with notes');
    const secret = 'Check the harbor master quote before Friday';
    const note = await call('POST', `/api/admin/content/articles/${id}/notes`, t.editor.cookie, { body: secret });
    expect(note.statusCode, note.body).toBe(201);
    await call('POST', `/api/admin/content/articles/${id}/notes`, t.admin.cookie, { body: 'Quote checked.' });
    const notes = (await call('GET', `/api/admin/content/articles/${id}/workflow`, t.admin.cookie)).json<{
      notes: { authorName: string; body: string }[];
    }>().notes;
    expect(notes).toEqual([
      expect.objectContaining({ authorName: 'Eddie editor', body: secret }),
      expect.objectContaining({ authorName: 'Ada admin', body: 'Quote checked.' }),
    ]);
    expect(
      (await call('PATCH', `/api/admin/content/articles/${id}`, t.editor.cookie, { status: 'published' })).statusCode,
    ).toBe(200);
    for (const url of [
      `/api/articles/${id}`,
      '/api/articles?city=buffalo',
      '/api/search?q=harbor',
      '/rss/buffalo.xml',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('harbor master quote');
      expect(res.body, url).not.toContain('Quote checked');
    }
  });

  it('refuse an empty or overlong note with the field and a message', async () => {
    const id = await draft('Short notes');
    const empty = await call('POST', `/api/admin/content/articles/${id}/notes`, t.editor.cookie, { body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: [{ path: 'body', message: 'Please write the note' }] });
    const long = await call('POST', `/api/admin/content/articles/${id}/notes`, t.editor.cookie, {
      body: 'x'.repeat(2001),
    });
    expect(long.json()).toMatchObject({
      errors: [{ path: 'body', message: 'A note must be at most 2000 characters' }],
    });
    expect(
      (await call('POST', `/api/admin/content/articles/${id}/notes`, t.member.cookie, { body: 'hi' })).statusCode,
    ).toBe(403);
  });
});

describe('the author hears when the story goes live', () => {
  it('once, when published now, however often it is saved or published again', async () => {
    const author = await t.signUp('editor', 'Wren');
    const id = await draft('Ferry is back', author.cookie);
    expect((await liveMails()).filter((m) => m.to === author.email)).toEqual([]);
    await call('PATCH', `/api/admin/content/articles/${id}`, t.editor.cookie, {
      status: 'published',
      slug: 'ferry-back',
    });
    await call('PATCH', `/api/admin/content/articles/${id}`, t.editor.cookie, { title: 'Ferry is back on the lake' });
    await call('PATCH', `/api/admin/content/articles/${id}`, t.editor.cookie, { status: 'unpublished' });
    await call('PATCH', `/api/admin/content/articles/${id}`, t.editor.cookie, { status: 'published' });
    const mine = (await liveMails()).filter((m) => m.to === author.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ subject: 'Live: Ferry is back' });
    expect(mine[0]?.text).toContain('https://bylocals.example/articles/ferry-back');
  });

  it('once, when its schedule comes due', async () => {
    const author = await t.signUp('editor', 'Sky');
    const id = await draft('Ice out on Erie', author.cookie);
    const at = new Date(t.clock.now.getTime() + 60 * 60_000);
    const res = await call('PATCH', `/api/admin/content/articles/${id}`, author.cookie, {
      status: 'scheduled',
      publishDate: at.toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await liveMails()).filter((m) => m.to === author.email)).toEqual([]);
    const before = t.clock.now;
    t.clock.now = new Date(at.getTime() + 60_000);
    await announceCameDue(t.app, before, t.clock.now);
    await announceCameDue(t.app, before, t.clock.now);
    expect((await liveMails()).filter((m) => m.to === author.email)).toHaveLength(1);
  });
});
