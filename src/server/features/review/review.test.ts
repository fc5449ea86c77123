import { enableTotp } from '../../test/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { articles, auditLog, contributors, deals, events, music, submissions, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture';
import { TINY_PNG, upload } from '../../test/uploads';
import { account, daysFromNow, inject, smtpWorker, type Account } from './testing';

let t: TestContext;
let smtp: SmtpCapture;
let admin: Account;
let editor: Account;
let member: Account;
let premium: Account;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpCapture();
  admin = await account(t); // the first account of a fresh database is the admin
  editor = await account(t, 'editor');
  member = await account(t);
  premium = await account(t, undefined, { canUploadContent: true });
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const decide = (kind: string, id: string, payload: object, cookie = editor.cookie) =>
  inject(t, 'POST', `/api/admin/review/${kind}/${id}/decision`, cookie, payload);
const queue = (query = '', cookie = editor.cookie) => inject(t, 'GET', `/api/admin/review${query}`, cookie);
const submit = async (url: string, payload: object, who = member) => {
  const res = await inject(t, 'POST', url, who.cookie, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
};
const content = (overrides: object = {}) => ({
  type: 'article',
  city: 'nyc',
  title: 'Bodega cats of Queens',
  description: 'Every corner store has one.',
  content: 'A walk through Astoria, counting cats.',
  submitterName: 'Mo Local',
  submitterEmail: 'mo@example.com',
  ...overrides,
});
const titles = async (url: string) =>
  (await inject(t, 'GET', url)).json<{ title?: string; name?: string }[]>().map((r) => r.title ?? r.name);
const mine = async (who: Account) =>
  (await inject(t, 'GET', '/api/account/submissions', who.cookie)).json<
    { id: string; title: string; state: string; url: string | null; reviewNotes: string | null }[]
  >();
async function mailTo(email: string, subject: string) {
  await smtpWorker(t, smtp.url).drain();
  const mail = smtp.messages.find((m) => m.to && 'text' in m.to && m.to.text === email && m.subject === subject);
  if (!mail) throw new Error(`no mail to ${email} about ${subject}`);
  return mail;
}

describe('who may use the desk', () => {
  it('answers 401 to visitors and 403 to members, and serves editors', async () => {
    expect((await queue('', '')).statusCode).toBe(401);
    expect((await queue('', member.cookie)).statusCode).toBe(403);
    expect((await decide('content', 'x', { decision: 'approve' }, '')).statusCode).toBe(401);
    expect((await decide('content', 'x', { decision: 'approve' }, member.cookie)).statusCode).toBe(403);
    expect((await queue()).statusCode).toBe(200);
    expect((await inject(t, 'GET', '/api/account/submissions')).statusCode).toBe(401);
  });
});

describe('approving content publishes it', () => {
  it('turns an event with a photo into a Buffalo event, credits and e-mails the sender', async () => {
    const { res: uploaded } = await upload(t, premium.cookie, TINY_PNG);
    const imageUrl = uploaded.json<{ imageUrl: string }>().imageUrl;
    const date = daysFromNow(10);
    const id = await submit(
      '/api/submissions',
      content({
        type: 'event',
        city: 'buffalo',
        title: 'Porch fest on Elmwood',
        imageUrl,
        eventDate: date,
        eventTime: '2:00 PM',
        location: 'Elmwood Village',
      }),
      premium,
    );
    expect(await titles('/api/events?city=buffalo')).not.toContain('Porch fest on Elmwood');

    const pending = (await queue('?kind=content&city=buffalo')).json();
    expect(pending.items).toEqual([
      expect.objectContaining({ kind: 'content', id, stage: 'pending', imageUrl, subtype: 'event' }),
    ]);
    expect(pending.counts.content).toBe(1);

    const res = await decide('content', id, { decision: 'approve', note: 'Lovely, see you there.' });
    expect(res.statusCode, res.body).toBe(200);
    const { publishedAs } = res.json();
    expect(publishedAs).toMatchObject({ kind: 'event', url: `/events/${publishedAs.id}` });

    expect(await titles('/api/events?city=buffalo')).toContain('Porch fest on Elmwood');
    expect(await titles('/api/events?city=rochester')).not.toContain('Porch fest on Elmwood');
    const [event] = await t.database.db.select().from(events).where(eq(events.id, publishedAs.id));
    expect(event).toMatchObject({ date, time: '2:00 PM', imageUrl, submissionId: id, status: 'published' });
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({
      status: 'approved',
      reviewNotes: 'Lovely, see you there.',
      reviewedBy: editor.id,
      publishedId: publishedAs.id,
    });
    expect(row?.reviewedAt).toBeInstanceOf(Date);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toMatchObject({ actorId: editor.id, action: 'review.approve', entityType: 'content' });

    const mail = await mailTo(premium.email, 'Approved: Porch fest on Elmwood');
    expect(mail.text).toContain('A note from our editors: Lovely, see you there.');
    expect(mail.text).toContain(`/events/${publishedAs.id}`);

    expect(await mine(premium)).toEqual([
      expect.objectContaining({
        id,
        state: 'published',
        url: `/events/${publishedAs.id}`,
        reviewNotes: 'Lovely, see you there.',
      }),
    ]);
    expect((await decide('content', id, { decision: 'reject', note: 'Changed my mind.' })).statusCode).toBe(409);
  });

  it('makes a newsroom draft linked to the submission when the article has no image', async () => {
    const id = await submit('/api/submissions', content());
    const res = await decide('content', id, { decision: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ publishedAs: null, draft: { kind: 'article' } });
    const [draft] = await t.database.db.select().from(articles).where(eq(articles.submissionId, id));
    expect(draft).toMatchObject({ status: 'draft', city: 'nyc', author: 'Mo Local', title: 'Bodega cats of Queens' });
    expect(await titles('/api/articles?city=nyc')).not.toContain('Bodega cats of Queens');
    expect((await mine(member)).find((s) => s.id === id)).toMatchObject({ state: 'preparing', url: null });
    const mail = await mailTo(member.email, 'Approved: Bodega cats of Queens');
    expect(mail.text).toContain('Our editors are preparing it');
  });

  it.each([
    ['marketplace', '/api/deals?city=atlanta', { imageUrl: 'https://img.example/bike.jpg' }],
    ['resource', '/api/resources?city=atlanta', { category: 'Food' }],
    ['fashion', '/api/fashion?city=atlanta', { imageUrl: 'https://img.example/coat.jpg' }],
    ['artist', '/api/artists?city=atlanta', { category: 'Photography' }],
  ])('publishes a %s in its city, with staff edits', async (type, list, edits) => {
    const title = `Atlanta ${type} piece`;
    const id = await submit('/api/submissions', content({ type, city: 'atlanta', title: 'Draft title' }));
    const res = await decide('content', id, { decision: 'approve', edits: { ...edits, title } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().publishedAs).not.toBeNull();
    expect(await titles(list)).toContain(title);
    expect(await titles(list.replace('atlanta', 'charlotte'))).not.toContain(title);
  });

  it('keeps a music track without audio, and a deal without a picture, as drafts', async () => {
    const track = await submit('/api/submissions', content({ type: 'music', title: 'Peachtree blues' }));
    expect((await decide('content', track, { decision: 'approve' })).json().draft).toMatchObject({ kind: 'music' });
    expect((await t.database.db.select().from(music).where(eq(music.submissionId, track)))[0]?.status).toBe('draft');
    const deal = await submit(
      '/api/submissions',
      content({ type: 'marketplace', city: 'atlanta', title: 'Bike sale' }),
    );
    expect((await decide('content', deal, { decision: 'approve' })).json().draft).toMatchObject({ kind: 'deal' });
    expect((await t.database.db.select().from(deals).where(eq(deals.submissionId, deal)))[0]?.status).toBe('draft');
    expect(await titles('/api/deals?city=atlanta')).not.toContain('Bike sale');
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
    expect((await mine(member)).find((s) => s.id === id)).toMatchObject({ state: 'in_review' });
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
    expect((await t.database.db.select().from(events).where(eq(events.submissionId, id))).length).toBe(0);
    expect((await mine(member)).find((s) => s.id === id)).toMatchObject({
      state: 'rejected',
      reviewNotes: 'Please add the organiser.',
    });
    const mail = await mailTo(member.email, 'Not published: Not this one');
    expect(mail.text).toContain('Please add the organiser.');
    expect((await queue('?kind=content&status=rejected')).json().items.map((i: { id: string }) => i.id)).toContain(id);
  });
});

describe('the other kinds', () => {
  it('features an approved photo in its city and keeps a rejected one out', async () => {
    const photo = async (title: string) => {
      const { res } = await upload(t, premium.cookie, TINY_PNG);
      return submit(
        '/api/photos/submit',
        {
          title,
          description: 'Dawn.',
          photographerName: 'Lu',
          photographerEmail: 'lu@example.com',
          category: 'nature',
          imageUrl: res.json().imageUrl,
          city: 'charlotte',
        },
        premium,
      );
    };
    const yes = await photo('Fog over the Catawba');
    const no = await photo('Blurry');
    expect(
      (await decide('photo', yes, { decision: 'approve', edits: { title: 'Fog over the Catawba River' } })).json()
        .publishedAs,
    ).toMatchObject({ url: '/' });
    await decide('photo', no, { decision: 'reject', note: 'Out of focus.' });
    expect(await titles('/api/photos/featured?city=charlotte')).toEqual(['Fog over the Catawba River']);
    expect(await titles('/api/photos/featured?city=buffalo')).toEqual([]);
  });

  it('lists an approved write-up in Featured Artist Stories', async () => {
    const artist = (await inject(t, 'GET', '/api/artists?city=atlanta')).json()[0];
    const text = 'She photographs the city at night, and the city answers back. '.repeat(3);
    const res = await inject(t, 'POST', '/api/artist-writeups', member.cookie, {
      artistId: artist.id,
      title: 'Night lights',
      content: text,
      authorName: 'Mo',
      authorEmail: 'mo@example.com',
    });
    const id = res.json().id;
    expect(await titles('/api/artist-writeups')).not.toContain('Night lights');
    expect((await decide('writeup', id, { decision: 'approve', note: 'Great.' })).statusCode).toBe(200);
    expect(await titles('/api/artist-writeups')).toContain('Night lights');
  });

  it('runs a nomination as a spotlight from the day staff choose', async () => {
    const nomination = (featureName: string) => ({
      type: 'local_hero',
      city: 'buffalo',
      featureName,
      nominatedBy: 'Sam',
      title: `Hero ${featureName}`,
      description: 'Shovels every sidewalk.',
      nominationReason: 'Has shovelled every sidewalk on the street for twenty winters without being asked.',
    });
    const later = await submit('/api/spotlights', nomination('Later'));
    await decide('spotlight', later, { decision: 'approve', edits: { featuredDate: daysFromNow(5) } });
    const current = () => inject(t, 'GET', '/api/spotlights/current/local_hero?city=buffalo');
    expect((await current()).statusCode).toBe(404);
    const now = await submit('/api/spotlights', nomination('Now'));
    await decide('spotlight', now, {
      decision: 'approve',
      edits: { featuredDate: daysFromNow(0), imageUrl: 'https://img.example/now.jpg' },
    });
    expect((await current()).json()).toMatchObject({ featureName: 'Now' });
  });

  it("links an approved community leader to its place on the city's spotlights page, and says when one waits", async () => {
    const leader = await submit('/api/spotlights', {
      type: 'community_leader',
      city: 'buffalo',
      featureName: 'Dee',
      nominatedBy: 'Sam',
      title: 'Dee of the block club',
      description: 'Runs the block club.',
      nominationReason: 'Has run the block club, the clean-ups and the summer cook-out for a decade, unpaid.',
    });
    const approved = await decide('spotlight', leader, { decision: 'approve' });
    const url = `/spotlights?city=buffalo#spotlight-${leader}`;
    expect(approved.json().publishedAs).toMatchObject({ url });
    expect(await titles('/api/spotlights?city=buffalo')).toContain('Dee of the block club');
    const entries = await mine(member);
    expect(entries.find((e) => e.id === leader)).toMatchObject({ state: 'published', url });
    // "Hero Later" (above) runs from a day still to come.
    expect(entries.find((e) => e.title === 'Hero Later')?.state).toBe('preparing');
  });

  it('makes an approved applicant a contributor', async () => {
    const applicant = await account(t);
    const applied = await inject(t, 'POST', '/api/contributors', applicant.cookie, {
      name: 'Rae Writer',
      email: 'rae@example.com',
      specialty: 'writing',
      city: 'atlanta',
    });
    expect(applied.statusCode).toBe(202);
    const [row] = await t.database.db.select().from(contributors).where(eq(contributors.email, 'rae@example.com'));
    const id = row!.id;
    expect((await queue('?kind=contributor')).json().items[0]).toMatchObject({ id, stage: 'pending' });
    await decide('contributor', id, { decision: 'approve' });
    expect(
      (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, applicant.id)))[0]?.role,
    ).toBe('contributor');
    expect((await mine(applicant))[0]).toMatchObject({ state: 'approved' });
  });

  it('puts an approved sports story on Sports Central of its city', async () => {
    const id = await submit('/api/sports', {
      title: 'Bills fans at the tailgate',
      content: 'Snow and wings.',
      sport: 'football',
      authorName: 'Jo',
      authorEmail: 'jo@example.com',
      city: 'buffalo',
    });
    await decide('sports', id, { decision: 'approve', note: 'Fun.' });
    expect(await titles('/api/sports?city=buffalo')).toContain('Bills fans at the tailgate');
    expect((await queue('?kind=sports&status=approved')).json().items[0]).toMatchObject({
      id,
      reviewNotes: 'Fun.',
      reviewedByName: 'Reader2 Local',
    });
  });

  it('moderates vent posts and comments from the same desk', async () => {
    const post = (
      await inject(t, 'POST', '/api/vent/posts', member.cookie, {
        title: 'Potholes on Monroe',
        content: 'Again and again.',
        authorName: 'Mo',
        authorEmail: 'mo@example.com',
        city: 'rochester',
      })
    ).json().id;
    await decide('vent-post', post, { decision: 'approve' });
    expect(await titles('/api/vent/posts?city=rochester')).toContain('Potholes on Monroe');
    const comment = (
      await inject(t, 'POST', '/api/vent/comments', member.cookie, {
        postId: post,
        content: 'Same on Park Ave.',
        authorName: 'Al',
        authorEmail: 'al@example.com',
      })
    ).json().id;
    await decide('vent-comment', comment, { decision: 'reject', note: 'Off topic.' });
    expect((await inject(t, 'GET', `/api/vent/comments/${post}`)).json()).toEqual([]);
    expect((await mine(member)).find((s) => s.id === comment)).toMatchObject({
      state: 'rejected',
      reviewNotes: 'Off topic.',
    });
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
    expect((await t.database.db.select().from(submissions).where(eq(submissions.id, id)))[0]?.status).toBe('pending');
  });
});

describe('upload rights and roles', () => {
  it('only admins grant uploads and set roles (the users desk), and a new editor needs two-step sign-in', async () => {
    const reader = await account(t);
    const change = (cookie: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/users/${reader.id}`, headers: { cookie }, payload });
    const grant = (cookie: string) => change(cookie, { canUploadContent: true });
    expect((await grant(member.cookie)).statusCode).toBe(403);
    expect((await grant(editor.cookie)).statusCode).toBe(403);
    expect((await inject(t, 'POST', '/api/photos/upload-url', reader.cookie)).statusCode).toBe(403);
    expect((await grant(admin.cookie)).json()).toMatchObject({ id: reader.id, canUploadContent: true });
    expect((await inject(t, 'POST', '/api/photos/upload-url', reader.cookie)).statusCode).toBe(200);
    const promote = (cookie: string) => change(cookie, { role: 'editor' });
    expect((await promote(editor.cookie)).statusCode).toBe(403);
    expect((await promote(admin.cookie)).json()).toMatchObject({ role: 'editor' });
    // A new editor turns on two-step sign-in before the desk opens (STAFF_MFA=required).
    expect((await queue('', reader.cookie)).json().code).toBe('MFA_SETUP_REQUIRED');
    await enableTotp(t, reader.cookie);
    expect((await queue('', reader.cookie)).statusCode).toBe(200);
  });
});
