import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMetaStandIn, type MetaStandIn } from '../../../../test/social-stand-ins/meta';
import { createFacebookClient, createInstagramClient } from './meta';
import { PlatformError, type OutgoingPost } from './types';

const link = 'https://bylocals.example/buffalo/articles/canal-days?utm_source=facebook&utm_medium=social';
const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 4, 4, 4]);
let pictures: http.Server;
let pictureUrl = '';
beforeAll(async () => {
  // The picture at a public address Meta fetches itself (here a local one, so the stand-in can).
  pictures = http.createServer((_req, res) => res.end(Buffer.from(bytes)));
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  pictureUrl = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}/uploads/canal.jpg`;
});
afterAll(() => new Promise<void>((resolve) => pictures.close(() => resolve())));

const post = (over: Partial<OutgoingPost> = {}): OutgoingPost => ({
  text: `Canal Days are back: café stalls on the water. #Buffalo`,
  link,
  image: { url: pictureUrl, bytes, contentType: 'image/jpeg', alt: 'Boats along the Erie Canal at dusk' },
  idempotencyKey: 'social-post-1',
  ...over,
});

let meta: MetaStandIn;
let pageToken: string;
beforeEach(async () => {
  meta = await startMetaStandIn();
  pageToken = meta.grantPageToken();
});
afterEach(() => meta.close());
const facebook = () =>
  createFacebookClient({ accessToken: pageToken, accountId: meta.account.pageId }, { graphUrl: meta.url });
const instagram = () =>
  createInstagramClient(
    { accessToken: pageToken, accountId: meta.account.instagramId },
    { graphUrl: meta.url, pollIntervalMs: 5 },
  );

async function failureOf(promise: Promise<unknown>): Promise<PlatformError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PlatformError);
  return err as PlatformError;
}

describe('Facebook Page client', () => {
  it('posts a link to the feed, or the photo with its caption, and reads engagement back', async () => {
    expect(await facebook().whoAmI()).toEqual({ handle: 'bylocalsbuffalo', displayName: 'By Locals Buffalo' });
    const linkPost = await facebook().publish(post({ image: undefined }));
    const photoPost = await facebook().publish(post({ text: 'The boats, up close.' }));
    expect(meta.posts().map((p) => [p.text, p.link, p.image?.alt])).toEqual([
      [post().text, link, undefined],
      ['The boats, up close.', undefined, 'Boats along the Erie Canal at dusk'],
    ]);
    expect([...meta.posts()[1]!.image!.bytes!]).toEqual([...bytes]);
    expect(photoPost.url).toBe(`https://www.facebook.com/${photoPost.remoteId}`);

    meta.setEngagement(linkPost.remoteId, { likes: 9, comments: 4, shares: 2, impressions: 800 });
    expect(await facebook().engagement(linkPost.remoteId)).toEqual({
      likes: 9,
      replies: 4,
      reposts: 2,
      impressions: 800,
    });
  });

  it('finds the earlier post when Meta refuses a retry as a duplicate', async () => {
    const first = await facebook().publish(post({ image: undefined }));
    const again = await facebook().publish(post({ image: undefined }));
    expect(again.remoteId).toBe(first.remoteId);
    expect(meta.posts()).toHaveLength(1);
  });

  it('maps throttling, outages, dead tokens and a refused picture', async () => {
    meta.switches.failNext('rate-limit');
    const limited = await failureOf(facebook().publish(post()));
    expect(limited).toMatchObject({ failure: 'unavailable', retryAfterMs: 60_000 });
    meta.switches.failNext('server-error');
    expect((await failureOf(facebook().publish(post()))).failure).toBe('unavailable');
    meta.switches.failNext('media-rejected');
    expect(await failureOf(facebook().publish(post()))).toMatchObject({
      failure: 'rejected',
      message: 'Meta: (#324) Missing or invalid image file',
    });
    meta.switches.failNext('expired-token');
    expect((await failureOf(facebook().publish(post()))).failure).toBe('reconnect');
    meta.revoke();
    expect((await failureOf(facebook().whoAmI())).message).toMatch(/has not authorized application/);
    expect(meta.posts()).toHaveLength(0);
    const gone = createFacebookClient(
      { accessToken: pageToken, accountId: '1' },
      { graphUrl: 'http://127.0.0.1:9/v21.0' },
    );
    expect((await failureOf(gone.whoAmI())).failure).toBe('unavailable');
  });
});

describe('Instagram client', () => {
  it('publishes through a container once Meta has fetched the picture, and reads engagement back', async () => {
    expect(await instagram().whoAmI()).toEqual({ handle: 'bylocals.buffalo', displayName: 'By Locals Buffalo' });
    const published = await instagram().publish(post());
    expect(published.url).toMatch(/^https:\/\/www\.instagram\.com\/p\/\w+\/$/);
    expect(meta.posts()).toHaveLength(1);
    const only = meta.posts()[0]!;
    expect(only).toMatchObject({
      network: 'instagram',
      text: post().text,
      image: { url: pictureUrl, alt: 'Boats along the Erie Canal at dusk' },
    });
    expect([...only.image!.bytes!]).toEqual([...bytes]);
    meta.setEngagement(published.remoteId, { likes: 31, comments: 5, impressions: 1200 });
    expect(await instagram().engagement(published.remoteId)).toEqual({ likes: 31, replies: 5, impressions: 1200 });
  });

  it('does not publish the same post twice', async () => {
    const first = await instagram().publish(post());
    const again = await instagram().publish(post());
    expect(again.remoteId).toBe(first.remoteId);
    expect(meta.posts()).toHaveLength(1);
  });

  it('refuses a post without an image, and passes on a picture Meta could not use', async () => {
    expect(await failureOf(instagram().publish(post({ image: undefined })))).toMatchObject({
      failure: 'rejected',
      message: 'An Instagram post needs an image.',
    });
    meta.switches.failNext('media-rejected');
    expect(await failureOf(instagram().publish(post()))).toMatchObject({
      failure: 'rejected',
      message: 'Meta: The media could not be fetched from this URI. Please check the URI and try again.',
    });
    meta.switches.failNext('expired-token');
    expect((await failureOf(instagram().publish(post()))).failure).toBe('reconnect');
    expect(meta.posts()).toHaveLength(0);
  });
});
