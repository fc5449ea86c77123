/**
 * The one place that makes a PlatformClient for a connected account: the network's client, built
 * from the account's opened credentials and the network's base address (a setting for X and Meta,
 * the account's own server for Bluesky and Mastodon).
 */
import type { Config } from '../../../../config';
import { createBlueskyClient } from './bluesky';
import { mastodonClient, MASTODON_IDEMPOTENCY_MS } from './mastodon';
import { createFacebookClient, createInstagramClient } from './meta';
import { createXClient } from './x';
import { PlatformError, type PlatformClient, type SocialCredentials, type SocialPlatform } from './types';

export interface PlatformDeps {
  config: Config;
  now: () => Date;
}

type Factory = (credentials: SocialCredentials, deps: PlatformDeps) => PlatformClient;

const FACTORIES: Partial<Record<SocialPlatform, Factory>> = {
  mastodon: (credentials) => mastodonClient(credentials),
  facebook: (credentials, { config }) => createFacebookClient(credentials, { graphUrl: config.META_GRAPH_URL }),
  instagram: (credentials, { config }) => createInstagramClient(credentials, { graphUrl: config.META_GRAPH_URL }),
  bluesky: (credentials, deps) => createBlueskyClient(credentials, { now: deps.now }),
  twitter: (credentials, { config, now }) => {
    if (!config.X_CLIENT_ID || !config.X_CLIENT_SECRET)
      throw new PlatformError('reconnect', 'X is not set up on this site (X_CLIENT_ID and X_CLIENT_SECRET).');
    return createXClient(credentials, {
      apiUrl: config.X_API_URL,
      clientId: config.X_CLIENT_ID,
      clientSecret: config.X_CLIENT_SECRET,
      now: () => now().getTime(),
    });
  },
};

/**
 * How long after an attempt started the network still recognises its idempotency key, so the same
 * post can be sent again without appearing twice (0: the network has no such rule).
 */
export const DEDUPLICATION_MS: Record<SocialPlatform, number> = {
  mastodon: MASTODON_IDEMPOTENCY_MS,
  // The record key is derived from the post's key: a second attempt finds the first record.
  bluesky: Number.POSITIVE_INFINITY,
  // X refuses duplicate text only sometimes: an interrupted X post is held for staff instead.
  twitter: 0,
  facebook: 0,
  instagram: 0,
};

export function platformClient(platform: SocialPlatform, credentials: SocialCredentials, deps: PlatformDeps) {
  const factory = FACTORIES[platform];
  if (!factory) throw new PlatformError('unavailable', `Posting to ${platform} is not available on this site yet.`);
  return factory(credentials, deps);
}

export { PlatformError, type SocialCredentials, type SocialPlatform } from './types';
