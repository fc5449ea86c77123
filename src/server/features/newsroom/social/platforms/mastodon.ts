/**
 * Mastodon through `masto`: a media upload, then the status with an Idempotency-Key (the post's
 * own key), which the instance honours for an hour, so a retry after a crash answers the first
 * status instead of posting again.
 */
import { createRestAPIClient, MastoHttpError } from 'masto';
import {
  PlatformError,
  type Engagement,
  type OutgoingPost,
  type PlatformClient,
  type SocialCredentials,
} from './types';

/** How long Mastodon remembers an Idempotency-Key. */
export const MASTODON_IDEMPOTENCY_MS = 60 * 60 * 1000;

function retryAfter(err: MastoHttpError): number | undefined {
  const cause = err.cause;
  const reset = cause instanceof Response ? cause.headers.get('x-ratelimit-reset') : null;
  if (!reset) return undefined;
  const ms = Date.parse(reset) - Date.now();
  return Number.isFinite(ms) ? Math.max(ms, 1000) : undefined;
}

/** The network's answer as one of the three failures the desk knows. */
function mastodonFailure(err: unknown): PlatformError {
  if (err instanceof PlatformError) return err;
  if (err instanceof MastoHttpError) {
    const reason = err.description ? `${err.message}: ${err.description}` : err.message;
    if (err.statusCode === 401 || err.statusCode === 403)
      return new PlatformError('reconnect', `Mastodon refused the access token (${reason}).`);
    if (err.statusCode === 429)
      return new PlatformError('unavailable', 'Mastodon is limiting requests; trying again later.', retryAfter(err));
    if (err.statusCode >= 500) return new PlatformError('unavailable', `Mastodon is unavailable (${reason}).`);
    return new PlatformError('rejected', `Mastodon refused the post: ${reason}`);
  }
  return new PlatformError(
    'unavailable',
    `Mastodon could not be reached (${err instanceof Error ? err.message : String(err)}).`,
  );
}

export function mastodonClient(credentials: SocialCredentials): PlatformClient {
  if (!credentials.serverUrl) throw new PlatformError('reconnect', 'The Mastodon instance address is missing.');
  const masto = createRestAPIClient({
    url: credentials.serverUrl,
    accessToken: credentials.accessToken,
    timeout: 30_000,
  });
  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      throw mastodonFailure(err);
    }
  };
  return {
    platform: 'mastodon',
    whoAmI: () =>
      call(async () => {
        const me = await masto.v1.accounts.verifyCredentials();
        return { handle: `@${me.acct}@${new URL(credentials.serverUrl as string).host}`, displayName: me.displayName };
      }),
    publish: (post: OutgoingPost) =>
      call(async () => {
        const mediaIds: string[] = [];
        if (post.image) {
          const file = new Blob([new Uint8Array(post.image.bytes)], { type: post.image.contentType });
          const media = await masto.v2.media.create({ file, description: post.image.alt, skipPolling: true });
          mediaIds.push(media.id);
        }
        const status = await masto.v1.statuses.create(
          { status: post.text, mediaIds, visibility: 'public' },
          { requestInit: { headers: { 'Idempotency-Key': post.idempotencyKey } } },
        );
        return { remoteId: status.id, url: status.url ?? undefined };
      }),
    engagement: (remoteId: string) =>
      call(async (): Promise<Engagement> => {
        const status = await masto.v1.statuses.$select(remoteId).fetch();
        return { likes: status.favouritesCount, reposts: status.reblogsCount, replies: status.repliesCount };
      }),
    credentials: () => credentials,
  };
}
