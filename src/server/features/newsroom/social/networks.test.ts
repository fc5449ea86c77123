import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialPostView } from '../../../../shared/social-contract';
import { startBlueskyStandIn } from '../../../test/social-stand-ins/bluesky';
import { socialTestApp, type SocialTest } from './testing';

let t: SocialTest;
let pds: Awaited<ReturnType<typeof startBlueskyStandIn>>;
beforeAll(async () => {
  t = await socialTestApp();
  pds = await startBlueskyStandIn();
});
afterAll(async () => {
  await pds.close();
  await t.close();
});

describe('Bluesky through the desk', () => {
  it('connects with handle, app password and PDS, drafts on publish, and posts once with link and image', async () => {
    const connect = await t.call('POST', '/api/admin/social/accounts', {
      platform: 'bluesky',
      city: 'buffalo',
      handle: `@${pds.account.handle}`,
      appPassword: pds.account.appPassword,
      pdsUrl: pds.url,
    });
    expect(connect.statusCode, connect.body).toBe(201);
    expect(connect.body).not.toContain(pds.account.appPassword);
    const articleId = await t.publishArticle('buffalo', { title: 'Lake effect snow: what to expect' });
    const posts = (await t.call('GET', '/api/admin/social/posts?platform=bluesky')).json<SocialPostView[]>();
    const draft = posts.find((p) => p.linkedContentId === articleId);
    expect(draft?.content).toContain('#Buffalo');
    const tooLong = await t.call('PATCH', `/api/admin/social/posts/${draft?.id}`, { content: '👍🏽'.repeat(301) });
    expect(tooLong.json().errors).toEqual([
      { path: 'content', message: 'Bluesky posts can be at most 300 characters.' },
    ]);
    expect(
      (await t.call('PATCH', `/api/admin/social/posts/${draft?.id}`, { content: '👍🏽'.repeat(300) })).statusCode,
    ).toBe(200);
    await t.call('PATCH', `/api/admin/social/posts/${draft?.id}`, { content: draft?.content });
    const sent = await t.call('POST', `/api/admin/social/posts/${draft?.id}/post-now`);
    expect(sent.json()).toMatchObject({ status: 'posted' });
    await t.call('POST', `/api/admin/social/posts/${draft?.id}/post-now`);
    expect(pds.posts()).toHaveLength(1);
    expect(JSON.stringify(pds.posts()[0])).toContain(`/articles/${articleId}?utm_source=bluesky`);
  });
});
