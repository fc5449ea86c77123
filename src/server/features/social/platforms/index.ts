/**
 * The one place that makes a PlatformClient for a connected account: the network's client, built
 * from the account's opened credentials and the network's base address (a setting for X and Meta,
 * the account's own server for Bluesky and Mastodon).
 */
import type { Config } from '../../../config';
import { mastodonClient, MASTODON_IDEMPOTENCY_MS } from './mastodon';
import { PlatformError, type PlatformClient, type SocialCredentials, type SocialPlatform } from './types';

export interface PlatformDeps {
  config: Config;
  now: () => Date;
}

type Factory = (credentials: SocialCredentials, deps: PlatformDeps) => PlatformClient;

const FACTORIES: Partial<Record<SocialPlatform, Factory>> = {
  mastodon: (credentials) => mastodonClient(credentials),
};

/**
 * How long after an attempt started the network still recognises its idempotency key, so the same
 * post can be sent again without appearing twice (0: the network has no such rule).
 */
export const DEDUPLICATION_MS: Record<SocialPlatform, number> = {
  mastodon: MASTODON_IDEMPOTENCY_MS,
  bluesky: 0,
  twitter: 0,
  facebook: 0,
  instagram: 0,
};

export const supportedPlatforms = () => Object.keys(FACTORIES) as SocialPlatform[];

export function platformClient(platform: SocialPlatform, credentials: SocialCredentials, deps: PlatformDeps) {
  const factory = FACTORIES[platform];
  if (!factory) throw new PlatformError('unavailable', `Posting to ${platform} is not available on this site yet.`);
  return factory(credentials, deps);
}

export { PlatformError, type PlatformClient, type SocialCredentials, type SocialPlatform } from './types';
