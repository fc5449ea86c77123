import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, socialAccounts } from '../../../db/schema';
import type { SocialPostView } from '../../../../shared/social-contract';
import { socialTestApp, type SocialTest } from './testing';

let t: SocialTest;
beforeAll(async () => {
  t = await socialTestApp();
});
afterAll(async () => {
  await t.close();
});

const posts = async (query = '') => (await t.call('GET', `/api/admin/social/posts${query}`)).json<SocialPostView[]>();

describe('who may use the social desk', () => {
  it('answers 401 to visitors and 403 to members', async () => {
    for (const url of [
      '/api/admin/social/accounts',
      '/api/admin/social/posts',
      '/api/admin/social/engagement?city=nyc',
    ]) {
      expect((await t.call('GET', url, undefined, '')).statusCode).toBe(401);
      expect((await t.call('GET', url, undefined, t.member.cookie)).statusCode).toBe(403);
    }
    const connect = { platform: 'mastodon', city: 'nyc', instanceUrl: t.mastodon.url, accessToken: t.mastodon.token };
    expect((await t.call('POST', '/api/admin/social/accounts', connect, '')).statusCode).toBe(401);
    expect((await t.call('POST', '/api/admin/social/accounts', connect, t.member.cookie)).statusCode).toBe(403);
  });
});

describe('accounts', () => {
  it('connects Mastodon with the instance and token, seals the token and never shows it', async () => {
    const res = await t.call('POST', '/api/admin/social/accounts', {
      platform: 'mastodon',
      city: 'buffalo',
      instanceUrl: t.mastodon.url,
      accessToken: t.mastodon.token,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      platform: 'mastodon',
      city: 'buffalo',
      status: 'connected',
      displayName: 'City Desk',
    });
    const list = await t.call('GET', '/api/admin/social/accounts?city=buffalo');
    expect(list.body).not.toContain(t.mastodon.token);
    const [row] = await t.database.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.id, res.json<{ id: string }>().id));
    expect(row?.sealedCredentials).not.toContain(t.mastodon.token);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'social.account.connect'));
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain(t.mastodon.token);
  });

  it('refuses a token the instance does not accept, and a bad address, with a reason', async () => {
    const bad = await t.call('POST', '/api/admin/social/accounts', {
      platform: 'mastodon',
      city: 'nyc',
      instanceUrl: t.mastodon.url,
      accessToken: 'not-a-token',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/could not be connected.*access token/i);
    const noAddress = await t.call('POST', '/api/admin/social/accounts', {
      platform: 'mastodon',
      city: 'nyc',
      instanceUrl: 'not an address',
      accessToken: 'x',
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().errors[0]).toMatchObject({ path: 'instanceUrl' });
  });
});

describe('suggested posts on publish', () => {
  it('drafts one post per connected account of the city, with the link, UTM tags, image and hashtags', async () => {
    const articleId = await t.publishArticle('buffalo');
    const drafts = (await posts('?city=buffalo')).filter((p) => p.linkedContentId === articleId);
    expect(drafts).toHaveLength(1);
    const [draft] = drafts;
    expect(draft).toMatchObject({
      platform: 'mastodon',
      status: 'draft',
      imageUrl: '/media/demo/article/snow-plows.png',
    });
    expect(draft?.content).toContain('Snow plows are ready for the first storm');
    expect(draft?.content).toMatch(
      new RegExp(`/articles/${articleId}\\?utm_source=mastodon&utm_medium=social&utm_campaign=buffalo-desk`),
    );
    expect(draft?.content).toContain('#Buffalo');
    // Saving the story again does not draft a second suggestion.
    await t.call('PATCH', `/api/admin/content/articles/${articleId}`, { excerpt: 'Now 72 plows.' });
    expect((await posts('?city=buffalo')).filter((p) => p.linkedContentId === articleId)).toHaveLength(1);
  });

  it('drafts nothing for a city without accounts, and cancels pending posts when the story is unpublished', async () => {
    const other = await t.publishArticle('charlotte');
    expect((await posts()).filter((p) => p.linkedContentId === other)).toHaveLength(0);
    const articleId = await t.publishArticle('buffalo', { title: 'Bills parade route' });
    const [draft] = (await posts()).filter((p) => p.linkedContentId === articleId);
    await t.call('PATCH', `/api/admin/content/articles/${articleId}`, { status: 'draft' });
    const after = await t.call('GET', `/api/admin/social/posts/${draft?.id}`);
    expect(after.json()).toMatchObject({ status: 'cancelled', lastError: 'The linked item is no longer public.' });
  });
});

describe("each network's rules", () => {
  it('refuses a Mastodon post over 500 characters with a field error, counting a link as 23', async () => {
    const accountId = (await t.call('GET', '/api/admin/social/accounts?city=buffalo')).json<{ id: string }[]>()[0]?.id;
    const link = `https://example.com/${'a'.repeat(200)}`;
    const fits = await t.call('POST', '/api/admin/social/posts', { accountId, content: `${'x'.repeat(476)} ${link}` });
    expect(fits.statusCode, fits.body).toBe(201);
    const tooLong = await t.call('POST', '/api/admin/social/posts', { accountId, content: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([
      { path: 'content', message: 'Mastodon posts can be at most 500 characters (a link counts as 23).' },
    ]);
    const edit = await t.call('PATCH', `/api/admin/social/posts/${fits.json<{ id: string }>().id}`, { content: '' });
    expect(edit.json().errors).toEqual([{ path: 'content', message: 'Write the text of the post.' }]);
  });
});
