import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, ventPosts } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { nextAddress, registerVerified } from '../../test/accounts';
import { createComment, createPost } from './test-factories';

let t: TestContext;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await registerVerified(t, { firstName: 'Sam', email: 'staff@example.com' })).cookie;
});
afterAll(() => t.close());

const post = (payload: Record<string, unknown>, cookie?: string, ip = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/vent/posts',
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
    payload: {
      title: 'Potholes on Lake Ave',
      content: 'They are getting worse every week.',
      authorName: 'Robin',
      authorEmail: 'robin.private@example.com',
      city: 'rochester',
      ...payload,
    },
  });
const publicTitles = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/vent/posts?city=rochester&limit=50' }))
    .json()
    .map((p: { title: string }) => p.title);
const flag = (kind: 'posts' | 'comments', id: string, cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/vent/${kind}/${id}/flag`,
    headers: { cookie },
    payload: { reason: 'Personal attack' },
  });

/** A verified reader whose account was made `days` ago. */
async function readerSince(days: number, firstName = 'Reader') {
  const account = await registerVerified(t, { firstName });
  await t.database.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(users.id, account.id));
  return account;
}

describe('flags', () => {
  it('three long-standing readers hide a post until staff restore it; each reader flags once', async () => {
    const target = await createPost(t.database.db, { title: 'A post readers report' });
    expect(await publicTitles()).toContain('A post readers report');
    const readers = [];
    for (let i = 0; i < 3; i++) readers.push((await readerSince(60, `Reader${i}`)).cookie);
    expect((await flag('posts', target.id, readers[0]!)).statusCode).toBe(200);
    expect((await flag('posts', target.id, readers[0]!)).statusCode).toBe(409);
    expect(await publicTitles()).toContain('A post readers report');
    await flag('posts', target.id, readers[1]!);
    await flag('posts', target.id, readers[2]!);
    expect(await publicTitles()).not.toContain('A post readers report');

    const desk = await t.app.inject({ method: 'GET', url: '/api/admin/vent/flags', headers: { cookie: staff } });
    expect(desk.statusCode).toBe(200);
    expect(desk.json()).toContainEqual(
      expect.objectContaining({ targetId: target.id, targetType: 'post', flagCount: 3, status: 'flagged' }),
    );
    expect(JSON.stringify(desk.json())).not.toContain('@');

    const restore = await t.app.inject({
      method: 'POST',
      url: `/api/vent/admin/posts/${target.id}/status`,
      headers: { cookie: staff },
      payload: { status: 'approved' },
    });
    expect(restore.statusCode).toBe(200);
    expect(await publicTitles()).toContain('A post readers report');
  });

  it('weighs flags by trust: three accounts made minutes earlier do not hide a post, trusted readers and staff do', async () => {
    const target = await createPost(t.database.db, { title: 'A post new accounts report' });
    const statusOf = async (id: string) =>
      (await t.database.db.select().from(ventPosts).where(eq(ventPosts.id, id)))[0]?.status;
    for (let i = 0; i < 5; i++) {
      const fresh = await registerVerified(t, { firstName: `Fresh${i}` });
      expect((await flag('posts', target.id, fresh.cookie)).statusCode).toBe(200);
    }
    expect(await statusOf(target.id)).toBe('approved');
    // A week-old account counts half; a new author with 3 approved posts (trusted to publish) fully.
    expect((await flag('posts', target.id, (await readerSince(10)).cookie)).statusCode).toBe(200);
    const author = await registerVerified(t, { firstName: 'Author' });
    for (let i = 0; i < 3; i++) await createPost(t.database.db, { authorUserId: author.id, status: 'approved' });
    await flag('posts', target.id, author.cookie);
    expect(await statusOf(target.id)).toBe('approved'); // 0.5 + 0.5 + 1 = 2 of 3
    await flag('posts', target.id, staff);
    expect(await statusOf(target.id)).toBe('flagged');
  });

  it('needs a signed-in, verified reader', async () => {
    const target = await createPost(t.database.db);
    const comment = await createComment(t.database.db, target.id);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/vent/comments/${comment.id}/flag`,
          payload: { reason: 'Spam spam' },
        })
      ).statusCode,
    ).toBe(401);
    const unverified = await registerVerified(t, { verify: false });
    expect((await flag('comments', comment.id, unverified.cookie)).json().code).toBe('EMAIL_NOT_VERIFIED');
  });
});

describe('trust and limits', () => {
  it('holds a new author, shows them their pending post, and publishes a trusted author at once', async () => {
    const author = await registerVerified(t, { firstName: 'Newbie' });
    const res = await post({ title: 'My first vent' }, author.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('pending');
    const mine = await t.app.inject({ method: 'GET', url: '/api/vent/mine', headers: { cookie: author.cookie } });
    expect(mine.json().posts).toEqual([expect.objectContaining({ title: 'My first vent', status: 'pending' })]);
    expect(await publicTitles()).not.toContain('My first vent');

    const veteran = await registerVerified(t, { firstName: 'Veteran' });
    for (let i = 0; i < 3; i++) await createPost(t.database.db, { authorUserId: veteran.id, title: `Old ${i}` });
    const trusted = await post({ title: 'Published at once' }, veteran.cookie);
    expect(trusted.json().status).toBe('approved');
    expect(await publicTitles()).toContain('Published at once');
  });

  it('lets a new author post once every 2 minutes and comment once every 30 seconds (429 with a clear message)', async () => {
    const author = await registerVerified(t, { firstName: 'Eager' });
    expect((await post({}, author.cookie)).statusCode).toBe(201);
    const again = await post({}, author.cookie);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/one post every 2 minutes/);
    const thread = await createPost(t.database.db);
    const comment = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/vent/comments',
        remoteAddress: nextAddress(),
        headers: { cookie: author.cookie },
        payload: { postId: thread.id, content: 'Agreed.', authorName: 'Eager', authorEmail: 'eager@example.com' },
      });
    expect((await comment()).statusCode).toBe(201);
    const second = await comment();
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toMatch(/once every 30 seconds/);
  });

  it('lets a new account share 3 posts on its first day, then answers 429 until the day is over', async () => {
    const newcomer = await registerVerified(t, { firstName: 'Newcomer' });
    // Three posts today, still waiting for review (so the author is not trusted yet).
    for (let i = 0; i < 3; i++)
      await createPost(t.database.db, { authorUserId: newcomer.id, status: 'pending', title: `Today ${i}` });
    const fourth = await post({ title: 'A fourth today' }, newcomer.cookie);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(fourth.json().message).toMatch(/3 posts on their first day/);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses an unverified account (403) and quietly drops what a bot puts in the honeypot', async () => {
    const unverified = await registerVerified(t, { verify: false });
    expect((await post({}, unverified.cookie)).json().code).toBe('EMAIL_NOT_VERIFIED');
    const bot = await post({ title: 'Cheap watches here', website: 'https://spam.example' });
    expect(bot.statusCode).toBe(201);
    expect(await t.database.db.select().from(ventPosts).where(eq(ventPosts.title, 'Cheap watches here'))).toEqual([]);
  });
});

describe('watched words', () => {
  it('staff add words; a blocked word is refused, a held word asks first and then waits for review', async () => {
    for (const [word, action] of [
      ['scumbag', 'block'],
      ['idiot', 'hold'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/vent/watched-words',
        headers: { cookie: staff },
        payload: { word, action },
      });
      expect(res.statusCode).toBe(201);
    }
    const blocked = await post({ content: 'The landlord is a Scumbag.' });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json().code).toBe('VENT_TEXT_BLOCKED');
    const reminder = await post({ content: 'Whoever parked here is an idiot.' });
    expect(reminder.statusCode).toBe(409);
    expect(reminder.json().code).toBe('VENT_TEXT_HELD');
    const anyway = await post({
      title: 'Posted anyway',
      content: 'Whoever parked here is an idiot.',
      postAnyway: true,
    });
    expect(anyway.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(ventPosts).where(eq(ventPosts.title, 'Posted anyway'));
    expect(row).toMatchObject({ status: 'pending', heldReason: 'watched-word' });
    const members = await registerVerified(t);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/admin/vent/watched-words',
      headers: { cookie: members.cookie },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
