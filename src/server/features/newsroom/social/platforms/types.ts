/**
 * What the social desk needs from each network, whatever its API: publish one post, read its
 * engagement back, and say who the connected account is. One client per platform lives beside this
 * file; each is built from the account's credentials (opened from the secret box by the desk) and the
 * platform's base address (a setting, so tests point the real client libraries at local stand-ins).
 */

export const socialPlatforms = ['facebook', 'instagram', 'twitter', 'bluesky', 'mastodon'] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];

/** The secrets of one connected account, as the desk seals them at rest. Never sent to a browser. */
export interface SocialCredentials {
  /** OAuth access token (X, Meta, Mastodon) or, for Bluesky, the app password. */
  accessToken: string;
  /** X: the OAuth 2.0 refresh token. */
  refreshToken?: string;
  /** ISO time the access token stops working, when the platform says. */
  expiresAt?: string;
  /** Bluesky: the handle; Meta: the Page id; Instagram: the business account id. */
  accountId?: string;
  /** Bluesky: the PDS address; Mastodon: the instance address. */
  serverUrl?: string;
  /** Bluesky: the session the client last opened (refreshed by the client). */
  session?: Record<string, unknown>;
}

export interface OutgoingImage {
  /** A public https address of the picture (Instagram and Facebook fetch it themselves). */
  url: string;
  /** The bytes, for the platforms that take an upload (X, Bluesky, Mastodon). */
  bytes: Uint8Array;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  alt: string;
}

export interface OutgoingPost {
  /** The text as staff approved it, link included where the platform shows links in the text. */
  text: string;
  /** The story's address with its UTM tags (Facebook attaches it as the link; others have it in text). */
  link?: string;
  image?: OutgoingImage;
  /**
   * Stable for one of our posts across every attempt. Clients pass it where the platform de-duplicates
   * (Mastodon's Idempotency-Key, Bluesky's record key), so a retry after a crash cannot post twice.
   */
  idempotencyKey: string;
}

export interface PublishedPost {
  remoteId: string;
  /** Where a person can see the post, when the platform gives one. */
  url?: string;
}

/** Counters as the platform reports them; a missing one is one the API does not give. */
export interface Engagement {
  likes?: number;
  reposts?: number;
  replies?: number;
  impressions?: number;
}

export type PlatformFailure =
  /** Try again later (429, 5xx, network). */
  | 'unavailable'
  /** The token is revoked or expired and cannot be refreshed: staff must reconnect. */
  | 'reconnect'
  /** The platform refused this post (media rejected, too long, duplicate): retrying will not help. */
  | 'rejected';

export class PlatformError extends Error {
  constructor(
    readonly failure: PlatformFailure,
    /** The platform's own reason, shown to staff. */
    message: string,
    /** From Retry-After or the rate-limit reset, when the platform says. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

export interface PlatformClient {
  readonly platform: SocialPlatform;
  /** Who is connected (shown on the desk); throws PlatformError('reconnect') for a dead token. */
  whoAmI(): Promise<{ handle: string; displayName?: string }>;
  publish(post: OutgoingPost): Promise<PublishedPost>;
  engagement(remoteId: string): Promise<Engagement>;
  /**
   * Trades the refresh token for a new pair now (X); networks whose tokens do not run out have none.
   * Throws PlatformError('reconnect') when the network refuses the refresh token.
   */
  refresh?(): Promise<void>;
  /**
   * The credentials after any refresh the client did (X's rotating refresh token, a new Bluesky
   * session); the desk seals and saves them after every call when they changed.
   */
  credentials(): SocialCredentials;
}
