import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createUser, type TestUser } from '../../test/factories';
import { createPost } from './test-factories';
import { MAGAZINE_TIME_ZONE } from '../../../shared/dates';

let t: TestContext;
let admin: TestUser;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { firstName: 'Ada' });
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.9.0.${(ip += 1)}` });
const ventPost = (authorEmail: string) => ({
  title: 'Buy cheap watches here',
  content: 'The best prices on the internet, click now.',
  authorName: 'Not Me',
  authorEmail,
  isAnonymous: true,
  city: 'buffalo',
});

describe('a suspended account in the Vent Room', () => {
  it('cannot post or comment signed out with its address; the answer names the end, not the reason', async () => {
    const member = await createUser(t, { firstName: 'Spammy' });
    const until = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    const suspended = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.id}/suspension`,
      headers: { cookie: admin.cookie },
      payload: { until: until.toISOString(), reason: 'Spam in the Vent Room' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);

    const refused = await post('/api/vent/posts', ventPost(member.email.toUpperCase()));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_SUSPENDED');
    const day = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: MAGAZINE_TIME_ZONE,
    }).format(until);
    expect(refused.json().message).toBe(
      `This address belongs to a suspended account, which cannot post in the Vent Room until ${day}.`,
    );
    expect(refused.body).not.toContain('Spam in the Vent Room');

    const { id: postId } = await createPost(t.database.db);
    const comment = await post('/api/vent/comments', {
      content: 'Visit my shop',
      authorName: 'Not Me',
      authorEmail: member.email,
      isAnonymous: true,
      postId,
    });
    expect(comment.statusCode).toBe(403);

    // Other readers, with or without an account, post as before.
    expect((await post('/api/vent/posts', ventPost('neighbour@example.com'))).statusCode).toBe(201);
    expect((await post('/api/vent/posts', ventPost(admin.email))).statusCode).toBe(201);
  });
});
