/**
 * Connecting an X account: the consent page's address with PKCE (S256) and a state, then the code
 * exchanged for the user's token pair, both through twitter-api-v2's OAuth 2.0 helpers. The caller
 * keeps `state` and `codeVerifier` server-side between the two steps.
 */
import { TwitterApi } from 'twitter-api-v2';
import { moveToBase, xClientSettings, xFailure } from './x-api';
import type { SocialCredentials } from './types';

export interface XOAuthSettings {
  apiUrl?: string;
  clientId: string;
  clientSecret: string;
}

/** Read and write posts, upload pictures, know who is connected, and stay connected (refresh token). */
export const X_SCOPES = ['tweet.read', 'tweet.write', 'users.read', 'media.write', 'offline.access'];

function appClient(settings: XOAuthSettings): TwitterApi {
  return new TwitterApi(
    { clientId: settings.clientId, clientSecret: settings.clientSecret },
    xClientSettings(settings.apiUrl),
  );
}

export function xAuthorization(
  settings: XOAuthSettings,
  redirectUri: string,
  state?: string,
): { url: string; state: string; codeVerifier: string } {
  const link = appClient(settings).generateOAuth2AuthLink(redirectUri, {
    scope: X_SCOPES,
    ...(state ? { state } : {}),
  });
  return { url: moveToBase(link.url, settings.apiUrl), state: link.state, codeVerifier: link.codeVerifier };
}

export async function exchangeXCode(
  settings: XOAuthSettings,
  input: { code: string; codeVerifier: string; redirectUri: string },
  now: () => number = Date.now,
): Promise<{ credentials: SocialCredentials; handle: string; displayName?: string }> {
  try {
    const result = await appClient(settings).loginWithOAuth2(input);
    const { data } = await result.client.v2.me();
    return {
      credentials: {
        accessToken: result.accessToken,
        ...(result.refreshToken ? { refreshToken: result.refreshToken } : {}),
        expiresAt: new Date(now() + result.expiresIn * 1000).toISOString(),
        accountId: data.id,
      },
      handle: data.username,
      displayName: data.name,
    };
  } catch (err) {
    throw xFailure(err);
  }
}
