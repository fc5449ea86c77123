import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { socialAccounts } from '../../../db/schema';
import type { SocialAccountView, SocialPostView } from '../../../../shared/social-contract';
import { startXStandIn, type XStandIn } from '../../../test/social-stand-ins/x';
import { markReconnect } from './accounts';
import { sendDuePosts } from './sender';
import { socialTestApp, type SocialTest } from './testing';
import { refreshSocialTokens } from './tokens';

/**
 * X's access tokens last two hours and each refresh token works once. The refresh job trades them
 * ahead of their end (the clock is moved, not slept) and keeps the rotated pair; once the app is
 * revoked, the account says reconnect and its posts wait.
 */
let t: SocialTest;
let x: XStandIn;
beforeAll(async () => {
  x = await startXStandIn();
  t = await socialTestApp({ X_API_URL: x.url, X_CLIENT_ID: x.client.id, X_CLIENT_SECRET: x.client.secret });
  await t.connectMastodon('buffalo');
  const connected = await t.signInTo('x', 'buffalo');
  expect(new URL(String(connected.headers.location), 'http://site').searchParams.get('connected')).toBe('twitter');
});
afterAll(async () => {
  await t.close();
  await x.close();
});

const minutes = (n: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + n * 60_000);
};
const xAccount = async () =>
  (await t.call('GET', '/api/admin/social/accounts'))
    .json<SocialAccountView[]>()
    .find((a) => a.platform === 'twitter')!;
const tokenCalls = () => x.requests.filter((r) => r === 'POST /2/oauth2/token').length;

describe('refreshing tokens ahead of their end', () => {
  it('leaves a token with time to spare, and Mastodon’s that never runs out, alone', async () => {
    const before = tokenCalls();
    minutes(60);
    expect(await refreshSocialTokens(t.app)).toEqual({ refreshed: 0, reconnect: 0, failed: 0 });
    expect(tokenCalls()).toBe(before);
  });

  it('refreshes half an hour before the end and keeps X’s rotated refresh token', async () => {
    minutes(35); // 25 minutes left
    const before = tokenCalls();
    expect(await refreshSocialTokens(t.app)).toEqual({ refreshed: 1, reconnect: 0, failed: 0 });
    expect(tokenCalls()).toBe(before + 1);
    const account = await xAccount();
    expect(account.status).toBe('connected');
    expect(Date.parse(account.tokenExpiresAt!)).toBe(t.clock.now.getTime() + 7200 * 1000);

    // Only the rotated refresh token works now: the next refresh succeeds because it was saved.
    minutes(100);
    expect(await refreshSocialTokens(t.app)).toEqual({ refreshed: 1, reconnect: 0, failed: 0 });
    expect(await xAccount()).toMatchObject({ status: 'connected', lastError: null });

    // The fresh token posts.
    const created = await t.call('POST', '/api/admin/social/posts', { accountId: account.id, content: 'Fresh token' });
    const sent = await t.call('POST', `/api/admin/social/posts/${created.json<{ id: string }>().id}/post-now`);
    expect(sent.json()).toMatchObject({ status: 'posted' });
  });

  it('tries again on the next turn when X is down, without asking for a reconnect', async () => {
    minutes(100);
    x.switches.failNext('server-error');
    expect(await refreshSocialTokens(t.app)).toEqual({ refreshed: 0, reconnect: 0, failed: 1 });
    expect((await xAccount()).status).toBe('connected');
    minutes(5);
    expect(await refreshSocialTokens(t.app)).toEqual({ refreshed: 1, reconnect: 0, failed: 0 });
  });

  it('does not ask for a reconnect when a refresh failed only because another one rotated the token first', async () => {
    const { id } = await xAccount();
    const [stale] = await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.id, id));
    minutes(100);
    // Meanwhile the job (on this or another process) rotates the pair: the copy opened before is stale.
    expect((await refreshSocialTokens(t.app)).refreshed).toBe(1);
    expect(await markReconnect(t.database.db, stale!, 'X: Value passed for the token was invalid.')).toBe(false);
    expect((await xAccount()).status).toBe('connected');
  });

  it('marks the account reconnect when X refuses the refresh, and its scheduled post waits', async () => {
    const account = await xAccount();
    const scheduled = await t.call('POST', '/api/admin/social/posts', {
      accountId: account.id,
      content: 'Waiting for X',
      scheduledFor: new Date(t.clock.now.getTime() + 110 * 60_000).toISOString(),
    });
    const postId = scheduled.json<{ id: string }>().id;
    x.revoke();
    minutes(100);
    expect(await refreshSocialTokens(t.app)).toEqual({ refreshed: 0, reconnect: 1, failed: 0 });
    expect(await xAccount()).toMatchObject({
      status: 'reconnect',
      lastError: 'X: Value passed for the token was invalid.',
    });

    minutes(15); // the post is due
    const posted = x.posts().length;
    await sendDuePosts(t.app);
    const post = (await t.call('GET', `/api/admin/social/posts/${postId}`)).json<SocialPostView>();
    expect(post).toMatchObject({ status: 'scheduled', waitingForReconnect: true, attempts: 0 });
    expect(x.posts()).toHaveLength(posted);
    // A reconnect-marked account is not refreshed again until staff connect it.
    expect(await refreshSocialTokens(t.app)).toEqual({ refreshed: 0, reconnect: 0, failed: 0 });

    // Connecting X again lets it go out.
    await t.signInTo('x', 'buffalo');
    expect((await xAccount()).status).toBe('connected');
    await sendDuePosts(t.app);
    expect(x.posts().map((p) => p.text)).toContain('Waiting for X');
  });
});
