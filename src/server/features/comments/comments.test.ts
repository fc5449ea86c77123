import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';
import { createArticle, createBusiness, createEvent, createUser, type TestUser } from '../../test/factories';
import { businesses, sportsStories, users } from '../../db/schema';
import { commentsApi } from './testing';

let t: TestContext;
let admin: TestUser;
let api: ReturnType<typeof commentsApi>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { firstName: 'Ada', lastName: 'Lovelace' }); // the first account is staff
  api = commentsApi(t);
});
afterAll(() => t.close());

/** A member whose first comment staff approved, so their next ones appear at once. */
async function trustedMember(firstName: string, storyId: string) {
  const member = await createUser(t, { firstName, lastName: 'Reader' });
  const first = await api.write(member.cookie, 'article', storyId, 'My first words here.');
  expect((await api.decide(admin.cookie, first.json().id, 'approve')).statusCode).toBe(200);
  return member;
}

describe('who may comment', () => {
  it('asks a visitor to sign in (401) and an unverified member to verify (403)', async () => {
    const story = await createArticle(t.database.db);
    const visitor = await api.write(undefined, 'article', story.id, 'Hello');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Please sign in to comment.');
    const unverified = await createUser(t, { firstName: 'Una', verify: false });
    const refused = await api.write(unverified.cookie, 'article', story.id, 'Hello');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(refused.json().message).toMatch(/verify your e-mail address/);
  });

  it('answers 404 for a story that does not exist or is not published', async () => {
    const member = await createUser(t, { firstName: 'Nora' });
    const draft = await createArticle(t.database.db, { status: 'draft' });
    for (const [kind, id] of [
      ['article', draft.id],
      ['article', 'no-such-story'],
      ['event', 'no-such-event'],
    ]) {
      const res = await api.write(member.cookie, kind!, id!, 'Hello');
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('STORY_NOT_FOUND');
    }
    expect((await api.thread('article', draft.id)).statusCode).toBe(404);
  });

  it('refuses an empty or over-long comment with a field error', async () => {
    const member = await createUser(t, { firstName: 'Lena' });
    const story = await createArticle(t.database.db);
    const long = await api.write(member.cookie, 'article', story.id, 'x'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toContainEqual({
      path: 'content',
      message: 'A comment can be at most 2,000 characters.',
    });
    const empty = await api.write(member.cookie, 'article', story.id, '   ');
    expect(empty.json().errors).toContainEqual({ path: 'content', message: 'Please write your comment first.' });
  });

  it('tells a suspended account until when it cannot comment (403)', async () => {
    const member = await createUser(t, { firstName: 'Sid' });
    const story = await createArticle(t.database.db);
    const until = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    await t.database.db.update(users).set({ suspendedUntil: until }).where(eq(users.id, member.id));
    const res = await api.write(member.cookie, 'article', story.id, 'Let me in');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_SUSPENDED');
    expect(res.json().message).toMatch(
      /^Your account is suspended, so you cannot comment on stories until \w+ \d+, \d{4}\.$/,
    );
  });
});

describe('moderation', () => {
  it('holds a new author’s first comment for the desk; approved, it is shown and counted on the card', async () => {
    const story = await createArticle(t.database.db, { city: 'buffalo' });
    const member = await createUser(t, { firstName: 'Fay', lastName: 'First' });
    const list = () => api.call('GET', `/api/articles?city=buffalo&limit=50`);
    expect((await list()).json().find((a: { id: string }) => a.id === story.id).commentCount).toBe(0);
    const held = await api.write(member.cookie, 'article', story.id, 'Great piece about the lake.');
    expect(held.statusCode).toBe(201);
    expect(held.json()).toMatchObject({
      status: 'pending',
      message: expect.stringMatching(/once our staff have read it/),
    });
    expect((await api.thread('article', story.id)).json()).toEqual({ count: 0, comments: [] });
    const desk = await api.call('GET', '/api/admin/review?kind=story-comment', admin.cookie);
    expect(desk.json().items).toContainEqual(
      expect.objectContaining({ id: held.json().id, subtype: 'first comment', body: 'Great piece about the lake.' }),
    );
    expect((await api.decide(admin.cookie, held.json().id, 'approve')).statusCode).toBe(200);
    const thread = (await api.thread('article', story.id)).json();
    expect(thread.count).toBe(1);
    expect(thread.comments[0]).toMatchObject({
      authorName: 'Fay F.',
      content: 'Great piece about the lake.',
      marks: [],
    });
    expect(JSON.stringify(thread)).not.toContain('@example.com');
    expect((await list()).json().find((a: { id: string }) => a.id === story.id).commentCount).toBe(1);
    // Trusted now: the next comment appears at once.
    const next = await api.write(member.cookie, 'article', story.id, 'And one more thought.');
    expect(next.json()).toMatchObject({ status: 'approved', message: 'Comment submitted' });
    expect((await list()).json().find((a: { id: string }) => a.id === story.id).commentCount).toBe(2);
  });

  it('shows the writer where each comment stands in My submissions', async () => {
    const member = await createUser(t, { firstName: 'Mia' });
    const story = await createArticle(t.database.db, { title: 'Ice on the canal' });
    const mine = async () =>
      (await api.call('GET', '/api/account/submissions', member.cookie))
        .json()
        .filter((s: { kind: string }) => s.kind === 'story-comment');
    const held = (await api.write(member.cookie, 'article', story.id, 'Skates ready.')).json();
    expect(await mine()).toEqual([
      expect.objectContaining({ id: held.id, title: 'Comment on “Ice on the canal”', state: 'in_review', url: null }),
    ]);
    await api.decide(admin.cookie, held.id, 'approve');
    expect((await mine())[0]).toMatchObject({ state: 'published', url: `/articles/${story.id}#comments` });
    // Nobody else's comments are listed.
    const other = await createUser(t, { firstName: 'Oz' });
    expect((await api.call('GET', '/api/account/submissions', other.cookie)).json()).toEqual([]);
  });

  it('refuses blocked words and holds watched ones', async () => {
    const story = await createArticle(t.database.db);
    const member = await trustedMember('Wes', story.id);
    for (const [word, action] of [
      ['scumbag', 'block'],
      ['idiot', 'hold'],
    ])
      await api.call('POST', '/api/admin/vent/watched-words', admin.cookie, { word, action });
    const blocked = await api.write(member.cookie, 'article', story.id, 'What a scumbag move.');
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().errors[0].path).toBe('content');
    const held = await api.write(member.cookie, 'article', story.id, 'Only an idiot would build there.');
    expect(held.json().status).toBe('pending');
    const desk = await api.call('GET', '/api/admin/review?kind=story-comment', admin.cookie);
    expect(desk.json().items).toContainEqual(expect.objectContaining({ id: held.json().id, subtype: 'watched word' }));
  });

  it('hides a comment (and its replies) once trusted readers’ reports weigh enough, and sends it to the desk', async () => {
    const story = await createArticle(t.database.db);
    const writer = await trustedMember('Rex', story.id);
    const said = await api.write(writer.cookie, 'article', story.id, 'Buy my watches.');
    const id = said.json().id;
    // Staff reports weigh fully; the threshold is three.
    const reporters = [admin, await trustedMember('Ann', story.id), await trustedMember('Bob', story.id)];
    await t.database.db.update(users).set({ role: 'editor' }).where(eq(users.id, reporters[1]!.id));
    await t.database.db.update(users).set({ role: 'editor' }).where(eq(users.id, reporters[2]!.id));
    // Staff answered it: the reply leaves with it.
    await api.write(admin.cookie, 'article', story.id, 'Please do not advertise here.', id);
    const before = (await api.thread('article', story.id)).json().count;
    for (const [i, r] of reporters.entries()) {
      const res = await api.call('POST', `/api/comments/${id}/flag`, r.cookie, { reason: 'Spam' });
      expect(res.statusCode).toBe(200);
      const shown = (await api.thread('article', story.id)).json();
      expect(shown.comments.some((c: { id: string }) => c.id === id)).toBe(i < 2);
    }
    expect((await api.thread('article', story.id)).json().count).toBe(before - 2);
    const card = (await api.call('GET', '/api/articles?limit=100'))
      .json()
      .find((a: { id: string }) => a.id === story.id);
    expect(card.commentCount).toBe(before - 2);
    const again = await api.call('POST', `/api/comments/${id}/flag`, admin.cookie, { reason: 'Spam' });
    expect(again.statusCode).toBe(404);
    const desk = await api.call('GET', '/api/admin/review?kind=story-comment', admin.cookie);
    expect(desk.json().items).toContainEqual(expect.objectContaining({ id, subtype: 'reported by readers' }));
  });

  it('answers 409 to a second report by the same reader', async () => {
    const story = await createArticle(t.database.db);
    const writer = await trustedMember('Ivy', story.id);
    const { id } = (await api.write(writer.cookie, 'article', story.id, 'Hmm.')).json();
    const reader = await createUser(t, { firstName: 'Joe' });
    expect((await api.call('POST', `/api/comments/${id}/flag`, reader.cookie, { reason: 'Rude' })).statusCode).toBe(
      200,
    );
    const twice = await api.call('POST', `/api/comments/${id}/flag`, reader.cookie, { reason: 'Rude' });
    expect(twice.statusCode).toBe(409);
  });
});

describe('marks, replies and counts', () => {
  it('marks the story’s author and staff, whatever the client sends; replies attach one level deep', async () => {
    const writer = await createUser(t, { firstName: 'Sue', lastName: 'Scribe' });
    const [sports] = await t.database.db
      .insert(sportsStories)
      .values({
        title: 'Red Wings win',
        content: 'A late goal.',
        sport: 'hockey',
        authorName: 'Sue',
        authorEmail: writer.email,
        status: 'published',
        publishedAt: new Date(),
        submittedBy: writer.id,
      })
      .returning();
    const id = sports!.id;
    const card = async () =>
      (await api.call('GET', '/api/sports?limit=100')).json().find((s: { id: string }) => s.id === id)?.commentCount;
    expect(await card()).toBe(0); // the list is cached now
    const reader = await createUser(t, { firstName: 'Ray' });
    const top = await api.write(reader.cookie, 'sports', id, 'What a game!');
    await api.decide(admin.cookie, top.json().id, 'approve');
    const byAuthor = await api.call('POST', `/api/comments/sports/${id}`, writer.cookie, {
      content: 'Thanks for reading.',
      parentId: top.json().id,
      marks: ['staff'],
    });
    await api.decide(admin.cookie, byAuthor.json().id, 'approve');
    expect(await card()).toBe(2); // cached again; staff's reply below appears at once
    const byStaff = await api.write(admin.cookie, 'sports', id, 'Glad you liked it.', byAuthor.json().id);
    expect(byStaff.json().status).toBe('approved');
    const thread = (await api.thread('sports', id)).json();
    expect(thread.count).toBe(3);
    expect(thread.comments).toHaveLength(1);
    expect(thread.comments[0].marks).toEqual([]);
    expect(thread.comments[0].replies.map((r: { marks: string[] }) => r.marks)).toEqual([['author'], ['staff']]);
    expect((await api.call('GET', `/api/sports/${id}`)).json().commentCount).toBe(3);
    expect(await card()).toBe(3);
  });

  it('counts an event’s approved comments on its page and list at once, though both were read before', async () => {
    const event = await createEvent(t.database.db, { city: 'charlotte' });
    const page = async () => (await api.call('GET', `/api/events/${event.id}`)).json().commentCount;
    const card = async () =>
      (await api.call('GET', '/api/events?city=charlotte&limit=100'))
        .json()
        .find((e: { id: string }) => e.id === event.id).commentCount;
    expect([await page(), await card()]).toEqual([0, 0]);
    const { id } = (await api.write(admin.cookie, 'event', event.id, 'See you there.')).json();
    expect(id).toBeTruthy();
    expect([await page(), await card()]).toEqual([1, 1]);
  });

  it('leaves the lists of other kinds cached: a comment is not a change to them', async () => {
    const business = await createBusiness(t.database.db, { city: 'buffalo', name: 'Lakeside Bakery' });
    const names = async () =>
      (await api.call('GET', '/api/businesses?city=buffalo&limit=100')).json().map((b: { name: string }) => b.name);
    expect(await names()).toContain('Lakeside Bakery');
    // Renamed behind the site's back: the cached list keeps the old name until it expires or staff write.
    await t.database.db.update(businesses).set({ name: 'Harbour Bakery' }).where(eq(businesses.id, business.id));
    const story = await createArticle(t.database.db, { city: 'buffalo' });
    expect((await api.write(admin.cookie, 'article', story.id, 'Good to know.')).json().status).toBe('approved');
    expect(await names()).toContain('Lakeside Bakery');
  });
});
