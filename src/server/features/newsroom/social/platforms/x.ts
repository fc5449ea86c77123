/**
 * X through twitter-api-v2 with the account's OAuth 2.0 user token: the picture through the v2 media
 * upload (with its alt text), then POST /2/tweets. The token is refreshed shortly before it expires
 * and once on a 401; X rotates refresh tokens, so the new pair is handed back through credentials().
 */
import { TwitterApi } from 'twitter-api-v2';
import { isDuplicatePost, xClientSettings, xFailure, xReason } from './x-api';
import { ApiResponseError } from 'twitter-api-v2';
import {
  PlatformError,
  type Engagement,
  type OutgoingPost,
  type PlatformClient,
  type PublishedPost,
  type SocialCredentials,
} from './types';

export interface XClientOptions {
  /** X_API_URL: another address for X's API (a local stand-in in tests); unset: X itself. */
  apiUrl?: string;
  /** X_CLIENT_ID and X_CLIENT_SECRET, needed to refresh the token. */
  clientId: string;
  clientSecret: string;
  now?: () => number;
}

/** Refresh this long before the token's end, so a post never goes out on a token about to lapse. */
const REFRESH_AHEAD_MS = 5 * 60_000;
const ALT_TEXT_MAX = 1000;

const tweetUrl = (id: string) => `https://x.com/i/web/status/${id}`;
/** A post's words without its links (X shows links as t.co addresses), to find it again. */
const withoutLinks = (text: string) =>
  text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function createXClient(credentials: SocialCredentials, options: XClientOptions): PlatformClient {
  const now = options.now ?? Date.now;
  const settings = xClientSettings(options.apiUrl);
  let current: SocialCredentials = { ...credentials };
  let api = new TwitterApi(current.accessToken, settings);

  async function refresh(): Promise<void> {
    if (!current.refreshToken)
      throw new PlatformError('reconnect', 'X: the access token expired and there is no refresh token.');
    const app = new TwitterApi({ clientId: options.clientId, clientSecret: options.clientSecret }, settings);
    try {
      const result = await app.refreshOAuth2Token(current.refreshToken);
      current = {
        ...current,
        accessToken: result.accessToken,
        refreshToken: result.refreshToken ?? current.refreshToken,
        expiresAt: new Date(now() + result.expiresIn * 1000).toISOString(),
      };
      api = result.client;
    } catch (err) {
      // X answers a revoked or used refresh token with 400 invalid_request: only a new sign-in helps.
      if (err instanceof ApiResponseError && (err.code === 400 || err.code === 401)) {
        throw new PlatformError('reconnect', `X: ${xReason(err.data)}`);
      }
      throw xFailure(err);
    }
  }

  /** Runs a call with a live token: refreshed ahead of its end, and once more if X says 401. */
  async function withToken<T>(call: (client: TwitterApi) => Promise<T>): Promise<T> {
    let refreshed = false;
    if (current.expiresAt && Date.parse(current.expiresAt) - now() < REFRESH_AHEAD_MS) {
      await refresh();
      refreshed = true;
    }
    try {
      return await call(api);
    } catch (err) {
      if (refreshed || !(err instanceof ApiResponseError && err.code === 401)) throw xFailure(err);
    }
    await refresh();
    try {
      return await call(api);
    } catch (err) {
      throw xFailure(err);
    }
  }

  async function uploadImage(client: TwitterApi, image: NonNullable<OutgoingPost['image']>): Promise<string> {
    const mediaId = await client.v2.uploadMedia(Buffer.from(image.bytes), {
      media_type: image.contentType,
      media_category: 'tweet_image',
    });
    if (image.alt)
      await client.v2.createMediaMetadata(mediaId, { alt_text: { text: image.alt.slice(0, ALT_TEXT_MAX) } });
    return mediaId;
  }

  /**
   * X refuses the same text twice; when it does, the earlier attempt got through (a crash before we
   * wrote its id down): find that post among the account's latest and call it the one we made.
   */
  async function earlierPost(client: TwitterApi, text: string): Promise<PublishedPost | null> {
    const me = await client.v2.me();
    const timeline = await client.v2.userTimeline(me.data.id, { max_results: 20, exclude: ['replies', 'retweets'] });
    const wanted = withoutLinks(text);
    const match = timeline.tweets.find((t) => withoutLinks(t.text) === wanted);
    return match ? { remoteId: match.id, url: tweetUrl(match.id) } : null;
  }

  return {
    platform: 'twitter',
    async whoAmI() {
      return withToken(async (client) => {
        const { data } = await client.v2.me();
        return { handle: data.username, displayName: data.name };
      });
    },
    async publish(post: OutgoingPost): Promise<PublishedPost> {
      return withToken(async (client) => {
        const mediaId = post.image ? await uploadImage(client, post.image) : undefined;
        try {
          const { data } = await client.v2.tweet({
            text: post.text,
            ...(mediaId ? { media: { media_ids: [mediaId] } } : {}),
          });
          return { remoteId: data.id, url: tweetUrl(data.id) };
        } catch (err) {
          if (!isDuplicatePost(err)) throw err;
          const earlier = await earlierPost(client, post.text);
          if (earlier) return earlier;
          throw err;
        }
      });
    },
    async engagement(remoteId: string): Promise<Engagement> {
      return withToken(async (client) => {
        const { data } = await client.v2.singleTweet(remoteId, { 'tweet.fields': ['public_metrics'] });
        if (!data) throw new PlatformError('rejected', 'The post is no longer on X.');
        const metrics = data.public_metrics;
        return {
          likes: metrics?.like_count,
          reposts: metrics?.retweet_count,
          replies: metrics?.reply_count,
          impressions: metrics?.impression_count,
        };
      });
    },
    refresh,
    credentials: () => ({ ...current }),
  };
}
