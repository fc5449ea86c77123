/** Who may use the review desk, what a rejection needs, the decision body's checks, and who sets roles. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events, submissions } from '../../../db/schema';
import { enableTotp } from '../../../test/accounts';
import { account, daysFromNow, inject, content, reviewDesk } from './testing';

const desk = reviewDesk();
const { decide, queue, submit, titles, mine, mailTo } = desk;

describe('who may use the desk', () => {
  it('answers 401 to visitors and 403 to members, and serves editors', async () => {
    expect((await queue('', '')).statusCode).toBe(401);
    expect((await queue('', desk.member.cookie)).statusCode).toBe(403);
    expect((await decide('content', 'x', { decision: 'approve' }, '')).statusCode).toBe(401);
    expect((await decide('content', 'x', { decision: 'approve' }, desk.member.cookie)).statusCode).toBe(403);
    expect((await queue()).statusCode).toBe(200);
    expect((await inject(desk.t, 'GET', '/api/account/submissions')).statusCode).toBe(401);
  });
});

describe('rejection', () => {
  it('needs a reason for the sender, and leaves the item waiting without one', async () => {
    const id = await submit('/api/submissions', content({ title: 'No reason given' }));
    for (const note of [undefined, '', '   ']) {
      const res = await decide('content', id, { decision: 'reject', note });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { path: 'note', message: 'Please give the sender a reason for not publishing it.' },
      ]);
    }
    expect((await mine(desk.member)).find((s) => s.id === id)).toMatchObject({ state: 'in_review' });
  });

  it('publishes nothing, keeps the note and shows it to the sender', async () => {
    const id = await submit(
      '/api/submissions',
      content({
        type: 'event',
        city: 'rochester',
        title: 'Not this one',
        eventDate: daysFromNow(3),
        eventTime: '6 PM',
        location: 'Main St',
      }),
    );
    const res = await decide('content', id, { decision: 'reject', note: 'Please add the organiser.' });
    expect(res.json()).toMatchObject({ status: 'rejected', publishedAs: null, draft: null });
    expect(await titles('/api/events?city=rochester')).not.toContain('Not this one');
    expect((await desk.t.database.db.select().from(events).where(eq(events.submissionId, id))).length).toBe(0);
    expect((await mine(desk.member)).find((s) => s.id === id)).toMatchObject({
      state: 'rejected',
      reviewNotes: 'Please add the organiser.',
    });
    const mail = await mailTo(desk.member.email, 'Not published: Not this one');
    expect(mail.text).toContain('Please add the organiser.');
    expect((await queue('?kind=content&status=rejected')).json().items.map((i: { id: string }) => i.id)).toContain(id);
  });
});

describe('the decision body', () => {
  it('refuses a status among the edits, bad edit values and unknown items', async () => {
    const id = await submit('/api/submissions', content({ title: 'Edit me' }));
    const withStatus = await decide('content', id, { decision: 'approve', edits: { status: 'published' } });
    expect(withStatus.statusCode).toBe(400);
    const badDate = await decide('content', id, { decision: 'approve', edits: { eventDate: 'soon' } });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors).toEqual([{ path: 'edits.eventDate', message: 'Event date must be a date' }]);
    expect((await decide('content', id, { decision: 'maybe' })).statusCode).toBe(400);
    expect((await decide('photo', id, { decision: 'approve' })).statusCode).toBe(404);
    expect((await desk.t.database.db.select().from(submissions).where(eq(submissions.id, id)))[0]?.status).toBe(
      'pending',
    );
  });
});

describe('upload rights and roles', () => {
  it('only admins grant uploads and set roles (the users desk), and a new editor needs two-step sign-in', async () => {
    const reader = await account(desk.t);
    const change = (cookie: string, payload: object) =>
      desk.t.app.inject({ method: 'PATCH', url: `/api/admin/users/${reader.id}`, headers: { cookie }, payload });
    const grant = (cookie: string) => change(cookie, { canUploadContent: true });
    expect((await grant(desk.member.cookie)).statusCode).toBe(403);
    expect((await grant(desk.editor.cookie)).statusCode).toBe(403);
    expect((await inject(desk.t, 'POST', '/api/photos/upload-url', reader.cookie)).statusCode).toBe(403);
    expect((await grant(desk.admin.cookie)).json()).toMatchObject({ id: reader.id, canUploadContent: true });
    expect((await inject(desk.t, 'POST', '/api/photos/upload-url', reader.cookie)).statusCode).toBe(200);
    const promote = (cookie: string) => change(cookie, { role: 'editor' });
    expect((await promote(desk.editor.cookie)).statusCode).toBe(403);
    expect((await promote(desk.admin.cookie)).json()).toMatchObject({ role: 'editor' });
    // A new editor turns on two-step sign-in before the desk opens (STAFF_MFA=required).
    expect((await queue('', reader.cookie)).json().code).toBe('MFA_SETUP_REQUIRED');
    await enableTotp(desk.t, reader.cookie);
    expect((await queue('', reader.cookie)).statusCode).toBe(200);
  });
});
