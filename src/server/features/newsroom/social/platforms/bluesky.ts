/**
 * Bluesky through the official AT Protocol client, against the account's PDS. The client signs in
 * with the handle and app password once, then reuses the saved session (the library refreshes it
 * when the PDS says it expired; a dead refresh token falls back to the app password). Each post's
 * record key comes from our idempotency key, so a retry finds the post it already made.
 */
import { AtpAgent, XRPCError, type AtpSessionData, type AppBskyFeedPost } from '@atproto/api';
import { blueskyText, recordKeyFor } from './bluesky-record';
import { failureFromHttp, networkFailure } from './failure';
import {
  PlatformError,
  type Engagement,
  type OutgoingPost,
  type PlatformClient,
  type PublishedPost,
  type SocialCredentials,
} from './types';

export const BLUESKY_DEFAULT_SERVER = 'https://bsky.social';
const POST_COLLECTION = 'app.bsky.feed.post';
const AUTH_ERRORS = new Set(['ExpiredToken', 'InvalidToken', 'AuthenticationRequired', 'AccountTakedown']);

export interface BlueskyClientOptions {
  /** The clock for createdAt (tests move it). */
  now?: () => Date;
}

function isSession(value: unknown): value is AtpSessionData {
  const s = value as Partial<AtpSessionData> | undefined;
  return Boolean(s && typeof s.accessJwt === 'string' && typeof s.refreshJwt === 'string' && typeof s.did === 'string');
}

const isAuthFailure = (err: unknown) =>
  err instanceof XRPCError && (err.status === 401 || AUTH_ERRORS.has(err.error ?? ''));

/** The shared mapping, plus the AT Protocol's ways of saying "no answer" and "token dead". */
export function blueskyFailure(err: unknown): PlatformError {
  if (err instanceof PlatformError) return err;
  if (!(err instanceof XRPCError)) return networkFailure('Bluesky', err);
  if (err.status < 100) return networkFailure('Bluesky', err.cause ?? err);
  return failureFromHttp({
    status: err.status,
    message: err.message,
    headers: err.headers,
    tokenDead: isAuthFailure(err),
  });
}

/** Where a person sees the post: bsky.app with the handle and the record key. */
function postUrl(handle: string, uri: string): string {
  return `https://bsky.app/profile/${handle}/post/${uri.split('/').pop()}`;
}

export function createBlueskyClient(
  credentials: SocialCredentials,
  _options: BlueskyClientOptions = {},
): PlatformClient {
  const options = { now: () => new Date(), ..._options };
  let current: SocialCredentials = { ...credentials };
  const handle = credentials.accountId;
  if (!handle) throw new PlatformError('reconnect', 'The Bluesky account has no handle; connect it again.');
  const agent = new AtpAgent({
    service: credentials.serverUrl ?? BLUESKY_DEFAULT_SERVER,
    persistSession: (_event, session) => {
      const { session: _old, ...rest } = current;
      current = session ? { ...rest, session: { ...session } } : rest;
    },
  });
  if (isSession(credentials.session)) agent.sessionManager.session = { ...credentials.session };

  async function login(): Promise<void> {
    try {
      await agent.login({ identifier: handle!, password: current.accessToken });
    } catch (err) {
      throw blueskyFailure(err);
    }
  }

  /** Runs a call with a session; when the PDS turns the session away for good, signs in once more. */
  async function withSession<T>(call: () => Promise<T>): Promise<T> {
    let signedIn = false;
    if (!agent.hasSession) {
      await login();
      signedIn = true;
    }
    try {
      return await call();
    } catch (err) {
      if (signedIn || !isAuthFailure(err)) throw blueskyFailure(err);
    }
    await login();
    try {
      return await call();
    } catch (err) {
      throw blueskyFailure(err);
    }
  }

  async function existingPost(rkey: string): Promise<PublishedPost | null> {
    try {
      const { data } = await agent.com.atproto.repo.getRecord({
        repo: agent.assertDid,
        collection: POST_COLLECTION,
        rkey,
      });
      return { remoteId: data.uri, url: postUrl(agent.session?.handle ?? handle!, data.uri) };
    } catch {
      return null;
    }
  }

  async function embedFor(post: OutgoingPost): Promise<AppBskyFeedPost.Record['embed']> {
    if (post.image) {
      const { data } = await agent.uploadBlob(post.image.bytes, { encoding: post.image.contentType });
      return { $type: 'app.bsky.embed.images', images: [{ image: data.blob, alt: post.image.alt }] };
    }
    if (post.link) {
      return { $type: 'app.bsky.embed.external', external: { uri: post.link, title: post.link, description: '' } };
    }
    return undefined;
  }

  async function publish(post: OutgoingPost): Promise<PublishedPost> {
    const text = blueskyText(post.text);
    const rkey = recordKeyFor(post.idempotencyKey);
    return withSession(async () => {
      const embed = await embedFor(post);
      const record: AppBskyFeedPost.Record = {
        $type: POST_COLLECTION,
        ...text,
        ...(embed ? { embed } : {}),
        createdAt: options.now().toISOString(),
      };
      try {
        const { data } = await agent.com.atproto.repo.createRecord({
          repo: agent.assertDid,
          collection: POST_COLLECTION,
          rkey,
          record,
        });
        return { remoteId: data.uri, url: postUrl(agent.session?.handle ?? handle!, data.uri) };
      } catch (err) {
        // A record already at this key is this post from an earlier attempt (the PDS answers a
        // second create at the same key with an error, a 500 on most servers): that is success.
        if (isAuthFailure(err)) throw err;
        const earlier = await existingPost(rkey);
        if (earlier) return earlier;
        throw err;
      }
    });
  }

  return {
    platform: 'bluesky',
    async whoAmI() {
      return withSession(async () => {
        const { data } = await agent.com.atproto.server.getSession();
        return { handle: data.handle };
      });
    },
    publish,
    async engagement(remoteId: string): Promise<Engagement> {
      return withSession(async () => {
        const { data } = await agent.app.bsky.feed.getPosts({ uris: [remoteId] });
        const view = data.posts[0];
        if (!view) throw new PlatformError('rejected', 'The post is no longer on Bluesky.');
        return { likes: view.likeCount, reposts: view.repostCount, replies: view.replyCount };
      });
    },
    credentials: () => ({ ...current }),
  };
}
