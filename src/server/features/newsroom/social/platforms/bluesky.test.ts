import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startBlueskyStandIn, type BlueskyStandIn } from '../../../../test/social-stand-ins/bluesky';
import { createBlueskyClient } from './bluesky';
import { PlatformError, type OutgoingPost, type SocialCredentials } from './types';

const link = 'https://bylocals.example/buffalo/articles/canal-days?utm_source=bluesky&utm_medium=social';
const image = {
  url: 'https://bylocals.example/uploads/canal.jpg',
  bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]),
  contentType: 'image/jpeg' as const,
  alt: 'Boats along the Erie Canal at dusk',
};
const post = (over: Partial<OutgoingPost> = {}): OutgoingPost => ({
  text: `Canal Days are back — café stalls on the water 🚤 ${link} #Buffalo`,
  link,
  image,
  idempotencyKey: 'social-post-1',
  ...over,
});

let pds: BlueskyStandIn;
let creds: SocialCredentials;
beforeEach(async () => {
  pds = await startBlueskyStandIn();
  creds = { accessToken: pds.account.appPassword, accountId: pds.account.handle, serverUrl: pds.url };
});
afterEach(() => pds.close());

async function failureOf(promise: Promise<unknown>): Promise<PlatformError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PlatformError);
  return err as PlatformError;
}

describe('Bluesky client', () => {
  it('posts the text with its link as a facet and the image with its alt, then reads engagement back', async () => {
    const client = createBlueskyClient(creds);
    expect(await client.whoAmI()).toEqual({ handle: 'buffalo-magazine.bsky.social' });
    const published = await client.publish(post());
    expect(published.remoteId).toMatch(/^at:\/\/did:plc:\w+\/app\.bsky\.feed\.post\/[2-7a-z]{13}$/);
    expect(published.url).toMatch(/^https:\/\/bsky\.app\/profile\/buffalo-magazine\.bsky\.social\/post\/[2-7a-z]{13}$/);
    expect(pds.posts()).toHaveLength(1);
    const only = pds.posts()[0]!;
    expect(only.text).toBe(post().text);
    expect(only.links).toEqual([link]);
    expect(only.image?.alt).toBe(image.alt);
    expect([...only.image!.bytes]).toEqual([...image.bytes]);
    expect(only.image?.mimeType).toBe('image/jpeg');
    expect(client.credentials().session).toMatchObject({ did: pds.account.did });

    pds.setEngagement(published.remoteId, { likeCount: 12, repostCount: 3, replyCount: 2 });
    expect(await client.engagement(published.remoteId)).toEqual({ likes: 12, reposts: 3, replies: 2 });
  });

  it('lists what it received and takes its switches over HTTP, for browser tests in another process', async () => {
    await createBlueskyClient(creds).publish(post());
    const listed = (await (await fetch(`${pds.url}/__stand-in/posts`)).json()) as {
      text: string;
      image: { alt: string; bytes: { size: number } };
    }[];
    expect(listed).toMatchObject([
      { text: post().text, image: { alt: image.alt, bytes: { size: image.bytes.length } } },
    ]);
    await fetch(`${pds.url}/__stand-in/revoke`, { method: 'POST' });
    expect((await failureOf(createBlueskyClient(creds).whoAmI())).failure).toBe('reconnect');
  });

  it('attaches a link card when there is no image', async () => {
    await createBlueskyClient(creds).publish(post({ image: undefined }));
    expect(pds.posts()[0]?.card).toBe(link);
  });

  it('treats a retry of the same post as the post already made', async () => {
    const first = await createBlueskyClient(creds).publish(post());
    const again = await createBlueskyClient(creds).publish(post());
    expect(again.remoteId).toBe(first.remoteId);
    expect(pds.posts()).toHaveLength(1);
    await createBlueskyClient(creds).publish(post({ idempotencyKey: 'social-post-2' }));
    expect(pds.posts()).toHaveLength(2);
  });

  it('reuses the saved session, refreshes it when expired and hands back the new one', async () => {
    const first = createBlueskyClient(creds);
    await first.whoAmI();
    const saved = first.credentials();
    pds.expireAccessTokens();
    const logins = pds.requests.filter((r) => r === 'com.atproto.server.createSession').length;
    const second = createBlueskyClient(saved);
    await second.publish(post());
    expect(pds.requests.filter((r) => r === 'com.atproto.server.createSession')).toHaveLength(logins);
    expect(pds.requests).toContain('com.atproto.server.refreshSession');
    expect(second.credentials().session?.accessJwt).not.toBe(saved.session?.accessJwt);
    expect(pds.posts()).toHaveLength(1);
  });

  it('signs in again with the app password when the saved session is gone', async () => {
    const stale: SocialCredentials = {
      ...creds,
      session: { did: pds.account.did, handle: pds.account.handle, accessJwt: 'old', refreshJwt: 'old', active: true },
    };
    await createBlueskyClient(stale).publish(post());
    expect(pds.posts()).toHaveLength(1);
  });

  it('says reconnect when the app password is revoked', async () => {
    const client = createBlueskyClient(creds);
    await client.whoAmI();
    pds.revoke();
    const err = await failureOf(client.publish(post()));
    expect(err.failure).toBe('reconnect');
    expect(pds.posts()).toHaveLength(0);
  });

  it('says try later on a rate limit, with the wait the PDS gave', async () => {
    pds.switches.failNext('rate-limit');
    const err = await failureOf(createBlueskyClient(creds).publish(post()));
    expect(err.failure).toBe('unavailable');
    expect(err.retryAfterMs).toBeGreaterThan(50_000);
    expect(err.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('says try later when the PDS fails or cannot be reached', async () => {
    pds.switches.failNext('server-error');
    expect((await failureOf(createBlueskyClient(creds).whoAmI())).failure).toBe('unavailable');
    const gone = { ...creds, serverUrl: 'http://127.0.0.1:9' };
    expect((await failureOf(createBlueskyClient(gone).whoAmI())).failure).toBe('unavailable');
  });

  it('passes on a rejected image with the PDS reason', async () => {
    pds.switches.failNext('media-rejected');
    const err = await failureOf(createBlueskyClient(creds).publish(post()));
    expect(err.failure).toBe('rejected');
    expect(err.message).toMatch(/too large/);
    expect(pds.posts()).toHaveLength(0);
  });

  it('refuses a post over 300 graphemes before calling the PDS', async () => {
    const err = await failureOf(createBlueskyClient(creds).publish(post({ text: '👩‍👩‍👧'.repeat(301) })));
    expect(err.failure).toBe('rejected');
    expect(err.message).toBe('A Bluesky post can have at most 300 characters; this one has 301.');
    expect(pds.requests).toHaveLength(0);
    await createBlueskyClient(creds).publish(post({ text: '👩‍👩‍👧'.repeat(300) }));
    expect(pds.posts()).toHaveLength(1);
  });
});
