import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startXStandIn, type XStandIn } from '../../../../test/social-stand-ins/x';
import { createXClient, type XClientOptions } from './x';
import { PlatformError, type OutgoingPost, type SocialCredentials } from './types';

const link = 'https://bylocals.example/buffalo/articles/canal-days?utm_source=twitter&utm_medium=social';
const image = {
  url: 'https://bylocals.example/uploads/canal.jpg',
  bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 9, 8, 7, 6, 5]),
  contentType: 'image/jpeg' as const,
  alt: 'Boats along the Erie Canal at dusk',
};
const post = (over: Partial<OutgoingPost> = {}): OutgoingPost => ({
  text: `Canal Days are back: café stalls on the water ${link} #Buffalo`,
  link,
  image,
  idempotencyKey: 'social-post-1',
  ...over,
});

let x: XStandIn;
let options: XClientOptions;
let creds: SocialCredentials;
beforeEach(async () => {
  x = await startXStandIn();
  options = { apiUrl: x.url, clientId: x.client.id, clientSecret: x.client.secret };
  creds = { ...x.grant(), expiresAt: new Date(Date.now() + 7_200_000).toISOString() };
});
afterEach(() => x.close());

async function failureOf(promise: Promise<unknown>): Promise<PlatformError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PlatformError);
  return err as PlatformError;
}

describe('X client', () => {
  it('posts the text with its link and the uploaded picture with alt text, then reads the metrics', async () => {
    const client = createXClient(creds, options);
    expect(await client.whoAmI()).toEqual({ handle: 'BuffaloLocals', displayName: 'By Locals Buffalo' });
    const published = await client.publish(post());
    expect(published.url).toBe(`https://x.com/i/web/status/${published.remoteId}`);
    expect(x.posts()).toHaveLength(1);
    const only = x.posts()[0]!;
    expect(only.text).toBe(post().text);
    expect(only.link).toBe(link);
    expect([...only.image!.bytes]).toEqual([...image.bytes]);
    expect(only.image?.alt).toBe(image.alt);

    x.setMetrics(published.remoteId, { like_count: 7, retweet_count: 2, reply_count: 1, impression_count: 340 });
    expect(await client.engagement(published.remoteId)).toEqual({ likes: 7, reposts: 2, replies: 1, impressions: 340 });
  });

  it('finds the earlier post when X refuses a retry as a duplicate, and posts nothing twice', async () => {
    const first = await createXClient(creds, options).publish(post());
    const again = await createXClient(creds, options).publish(post());
    expect(again.remoteId).toBe(first.remoteId);
    expect(x.posts()).toHaveLength(1);
  });

  it('refreshes a token about to expire and hands back the rotated pair', async () => {
    const client = createXClient({ ...creds, expiresAt: new Date(Date.now() + 60_000).toISOString() }, options);
    await client.publish(post());
    const renewed = client.credentials();
    expect(renewed.accessToken).not.toBe(creds.accessToken);
    expect(renewed.refreshToken).not.toBe(creds.refreshToken);
    expect(Date.parse(renewed.expiresAt!)).toBeGreaterThan(Date.now() + 7_000_000);
    // The old refresh token was used up: only the new pair works from now on.
    const stale = createXClient({ ...creds, expiresAt: new Date(0).toISOString() }, options);
    expect((await failureOf(stale.whoAmI())).failure).toBe('reconnect');
    expect(await createXClient({ ...renewed, expiresAt: new Date(0).toISOString() }, options).whoAmI()).toMatchObject({
      handle: 'BuffaloLocals',
    });
  });

  it('refreshes once when X answers 401, then posts', async () => {
    x.expireAccessTokens();
    const client = createXClient(creds, options);
    await client.publish(post());
    expect(x.posts()).toHaveLength(1);
    expect(client.credentials().refreshToken).not.toBe(creds.refreshToken);
    expect(x.requests.filter((r) => r === 'POST /2/oauth2/token')).toHaveLength(1);
  });

  it('says reconnect when the user revoked the app', async () => {
    x.revoke();
    const err = await failureOf(createXClient(creds, options).publish(post()));
    expect(err.failure).toBe('reconnect');
    expect(err.message).toBe('X: Value passed for the token was invalid.');
    expect(x.posts()).toHaveLength(0);
  });

  it('says try later on a rate limit with the reset X gave, and on an outage', async () => {
    x.switches.failNext('rate-limit');
    const limited = await failureOf(createXClient(creds, options).publish(post()));
    expect(limited.failure).toBe('unavailable');
    expect(limited.retryAfterMs).toBeGreaterThan(50_000);
    x.switches.failNext('server-error');
    expect((await failureOf(createXClient(creds, options).whoAmI())).failure).toBe('unavailable');
    const gone = createXClient(creds, { ...options, apiUrl: 'http://127.0.0.1:9' });
    expect((await failureOf(gone.whoAmI())).failure).toBe('unavailable');
  });

  it('passes on a refused picture and a too-long text with X’s reason', async () => {
    x.switches.failNext('media-rejected');
    const media = await failureOf(createXClient(creds, options).publish(post()));
    expect(media.failure).toBe('rejected');
    expect(media.message).toMatch(/media you tried to upload was invalid/);
    const long = await failureOf(
      createXClient(creds, options).publish(post({ text: 'a'.repeat(281), image: undefined })),
    );
    expect(long).toMatchObject({ failure: 'rejected', message: 'X: Your Tweet text is too long.' });
    expect(x.posts()).toHaveLength(0);
  });
});
