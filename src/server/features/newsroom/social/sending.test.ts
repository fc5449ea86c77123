import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { socialAccounts, socialPosts } from '../../../db/schema';
import type { SocialPostView } from '../../../../shared/social-contract';
import { pullEngagement } from './engagement';
import { HELD_REASON, sendDuePosts } from './sender';
import { socialTestApp, type SocialTest } from './testing';

let t: SocialTest;
let accountId: string;
beforeAll(async () => {
  t = await socialTestApp();
  accountId = await t.connectMastodon('buffalo');
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.now = new Date(t.clock.now.getTime() + 86_400_000);
});

const minutes = (n: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + n * 60_000);
};
const get = async (id: string) => (await t.call('GET', `/api/admin/social/posts/${id}`)).json<SocialPostView>();
async function scheduled(content: string, inMinutes = 10, imageUrl?: string) {
  const res = await t.call('POST', '/api/admin/social/posts', {
    accountId,
    content,
    imageUrl,
    scheduledFor: new Date(t.clock.now.getTime() + inMinutes * 60_000).toISOString(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<SocialPostView>().id;
}
const received = (text: string) => t.mastodon.statuses.filter((s) => s.content === text);

describe('a scheduled post', () => {
  it('is sent once when the clock passes its time, with its picture, and keeps the remote id', async () => {
    const id = await scheduled('Plows out tonight https://bylocals.example/a', 10, '/media/demo/article/plows.png');
    await sendDuePosts(t.app);
    expect(received('Plows out tonight https://bylocals.example/a')).toHaveLength(0);
    minutes(11);
    await sendDuePosts(t.app);
    await sendDuePosts(t.app);
    const [status] = received('Plows out tonight https://bylocals.example/a');
    expect(received('Plows out tonight https://bylocals.example/a')).toHaveLength(1);
    expect(status?.mediaIds).toHaveLength(1);
    expect(t.mastodon.media.get(status?.mediaIds[0] ?? '')?.contentType).toBe('image/jpeg');
    expect(await get(id)).toMatchObject({
      status: 'posted',
      remoteUrl: `${t.mastodon.url}/@desk/${status?.id}`,
      attempts: 1,
    });
  });

  it('posts now from the desk, in the request', async () => {
    const id = await scheduled('Right now', 600);
    const res = await t.call('POST', `/api/admin/social/posts/${id}/post-now`);
    expect(res.json()).toMatchObject({ status: 'posted' });
    expect(received('Right now')).toHaveLength(1);
    expect((await t.call('PATCH', `/api/admin/social/posts/${id}`, { content: 'changed' })).statusCode).toBe(409);
  });
});

describe('failures', () => {
  it('retries a rate-limited post with backoff, then marks it failed with the reason and offers Retry', async () => {
    const id = await scheduled('Busy evening', 1);
    minutes(2);
    t.mastodon.failNext(100, 429);
    await sendDuePosts(t.app);
    expect(await get(id)).toMatchObject({ status: 'scheduled', attempts: 1 });
    await sendDuePosts(t.app); // not due again yet
    expect((await get(id)).attempts).toBe(1);
    for (let i = 0; i < 6; i += 1) {
      minutes(61);
      await sendDuePosts(t.app);
    }
    expect(await get(id)).toMatchObject({
      status: 'failed',
      attempts: 5,
      lastError: expect.stringMatching(/limiting requests/),
    });
    t.mastodon.failNext(0);
    const retry = await t.call('POST', `/api/admin/social/posts/${id}/retry`);
    expect(retry.json()).toMatchObject({ status: 'posted' });
    expect(received('Busy evening')).toHaveLength(1);
  });

  it('fails at once when the network rejects the media, with its reason', async () => {
    const id = await scheduled('Bad picture', 1, '/media/demo/article/bad.png');
    minutes(2);
    t.mastodon.failNext(1, 422);
    await sendDuePosts(t.app);
    expect(await get(id)).toMatchObject({
      status: 'failed',
      lastError: expect.stringMatching(/File content type is invalid/),
    });
  });

  it('holds the posts of an account whose token was revoked and says reconnect', async () => {
    const id = await scheduled('After the storm', 1);
    minutes(2);
    t.mastodon.revoke(t.mastodon.token);
    await sendDuePosts(t.app);
    expect(await get(id)).toMatchObject({ status: 'scheduled', waitingForReconnect: true });
    const accounts = (await t.call('GET', '/api/admin/social/accounts?city=buffalo')).json<
      { status: string; lastError: string }[]
    >();
    expect(accounts[0]).toMatchObject({ status: 'reconnect', lastError: expect.stringMatching(/access token/) });
    minutes(60);
    await sendDuePosts(t.app);
    expect(received('After the storm')).toHaveLength(0);
    // Reconnecting (a new token for the same account) lets the waiting post go out.
    t.mastodon.allow('fresh-token');
    const again = await t.call('POST', '/api/admin/social/accounts', {
      platform: 'mastodon',
      city: 'buffalo',
      instanceUrl: t.mastodon.url,
      accessToken: 'fresh-token',
    });
    expect(again.json()).toMatchObject({ id: accountId, status: 'connected' });
    await sendDuePosts(t.app);
    expect(received('After the storm')).toHaveLength(1);
  });
});

describe('a crash between the network accepting a post and our write', () => {
  it('sends it again only under the same idempotency key, so the network keeps one post', async () => {
    const id = await scheduled('Crash test', 1);
    minutes(2);
    await sendDuePosts(t.app);
    // As if the process died after the network's answer: our row still says "sending".
    await t.database.db
      .update(socialPosts)
      .set({ status: 'sending', remoteId: null, remoteUrl: null, attemptStartedAt: t.clock.now })
      .where(eq(socialPosts.id, id));
    await sendDuePosts(t.app); // within the lease: left alone (another process may be sending)
    expect((await get(id)).status).toBe('sending');
    minutes(6);
    await sendDuePosts(t.app);
    expect(received('Crash test')).toHaveLength(1);
    expect(await get(id)).toMatchObject({
      status: 'posted',
      remoteUrl: `${t.mastodon.url}/@desk/${received('Crash test')[0]?.id}`,
    });
  });

  it('holds a post for staff when the network cannot recognise a second attempt', async () => {
    const [x] = await t.database.db
      .insert(socialAccounts)
      .values({ city: 'buffalo', platform: 'twitter', handle: '@buffalo', sealedCredentials: 'v1.none' })
      .returning();
    const [post] = await t.database.db
      .insert(socialPosts)
      .values({
        accountId: x?.id,
        platform: 'twitter',
        postType: 'community_highlight',
        title: 'Interrupted',
        content: 'Interrupted',
        city: 'buffalo',
        status: 'sending',
        attempts: 1,
        attemptStartedAt: t.clock.now,
        scheduledFor: t.clock.now,
      })
      .returning();
    minutes(6);
    await sendDuePosts(t.app);
    expect(await get(post?.id ?? '')).toMatchObject({ status: 'held', lastError: HELD_REASON });
    await t.database.db.delete(socialAccounts).where(eq(socialAccounts.id, x?.id ?? ''));
  });
});

describe('engagement', () => {
  it('is pulled back after posting and summed per day for the city', async () => {
    const id = await scheduled('Count me', 1);
    minutes(2);
    await sendDuePosts(t.app);
    const status = received('Count me')[0];
    if (!status) throw new Error('not posted');
    Object.assign(status, { favourites: 12, reblogs: 3, replies: 2 });
    minutes(60);
    expect(await pullEngagement(t.app)).toBeGreaterThan(0);
    expect((await get(id)).engagement).toEqual({ likes: 12, reposts: 3, replies: 2 });
    const chart = (await t.call('GET', '/api/admin/social/engagement?city=buffalo')).json<{
      days: { day: string; likes: number }[];
    }>();
    const today = chart.days.at(-1);
    expect(today?.likes).toBeGreaterThanOrEqual(12);
  });
});
