/**
 * Connecting a Facebook Page and its Instagram business account: the Facebook Login dialog's address
 * with a state, the code exchanged for a user token and that for a long-lived one, then the Pages
 * the person manages, each with its own Page token and its connected Instagram account.
 */
import { randomBytes } from 'node:crypto';
import { graphClient, META_GRAPH_DEFAULT } from './meta-graph';
import { networkFailure } from './failure';
import { graphFailure } from './meta-graph';
import type { SocialCredentials } from './types';

export interface MetaOAuthSettings {
  graphUrl?: string;
  appId: string;
  appSecret: string;
}

/** Post to Pages, read their engagement, publish to and read the connected Instagram accounts. */
export const META_SCOPES = [
  'pages_show_list',
  'pages_read_engagement',
  'pages_manage_posts',
  'read_insights',
  'instagram_basic',
  'instagram_content_publish',
  'instagram_manage_insights',
  'business_management',
];

export interface MetaPage {
  /** The Facebook Page, ready to save as an account (its Page token and id). */
  facebook: { name: string; credentials: SocialCredentials };
  /** Its Instagram business account, when one is connected. */
  instagram?: { username?: string; credentials: SocialCredentials };
}

/** The dialog lives on www.facebook.com with the Graph version; a stand-in serves it at its own address. */
function dialogBase(graphUrl: string | undefined): string {
  const graph = new URL(graphUrl ?? META_GRAPH_DEFAULT);
  const version = graph.pathname.replace(/\/+$/, '');
  return graphUrl ? `${graph.origin}${version}` : `https://www.facebook.com${version}`;
}

export function metaAuthorization(
  settings: MetaOAuthSettings,
  redirectUri: string,
  state = randomBytes(24).toString('base64url'),
) {
  const url = new URL(`${dialogBase(settings.graphUrl)}/dialog/oauth`);
  url.search = new URLSearchParams({
    client_id: settings.appId,
    redirect_uri: redirectUri,
    state,
    response_type: 'code',
    scope: META_SCOPES.join(','),
  }).toString();
  return { url: url.toString(), state };
}

/** GET /oauth/access_token, the one Graph call that takes the app secret in its query. */
async function tokenCall(settings: MetaOAuthSettings, params: Record<string, string>) {
  const base = (settings.graphUrl ?? META_GRAPH_DEFAULT).replace(/\/+$/, '');
  const query = new URLSearchParams({ client_id: settings.appId, client_secret: settings.appSecret, ...params });
  let res: Response;
  try {
    res = await fetch(`${base}/oauth/access_token?${query}`);
  } catch (err) {
    throw networkFailure('Meta', err);
  }
  const body = (await res.json().catch(() => ({}))) as {
    access_token?: string;
    expires_in?: number;
    error?: { message?: string; code?: number };
  };
  if (!res.ok || body.error || !body.access_token) throw graphFailure(res.status, body.error, res.headers);
  return { accessToken: body.access_token, expiresIn: body.expires_in };
}

export async function exchangeMetaCode(
  settings: MetaOAuthSettings,
  input: { code: string; redirectUri: string },
  now: () => number = Date.now,
): Promise<{ pages: MetaPage[]; expiresAt?: string }> {
  const short = await tokenCall(settings, { redirect_uri: input.redirectUri, code: input.code });
  const long = await tokenCall(settings, { grant_type: 'fb_exchange_token', fb_exchange_token: short.accessToken });
  const expiresAt = long.expiresIn ? new Date(now() + long.expiresIn * 1000).toISOString() : undefined;
  const graph = graphClient(settings.graphUrl, long.accessToken);
  const { data } = await graph.get<{
    data?: {
      id: string;
      name: string;
      access_token: string;
      instagram_business_account?: { id: string; username?: string };
    }[];
  }>('me/accounts', { fields: 'id,name,access_token,instagram_business_account{id,username}' });
  // A Page token from a long-lived user token does not expire; it ends when the person revokes it.
  const pages = (data ?? []).map((page) => ({
    facebook: { name: page.name, credentials: { accessToken: page.access_token, accountId: page.id } },
    ...(page.instagram_business_account
      ? {
          instagram: {
            username: page.instagram_business_account.username,
            credentials: { accessToken: page.access_token, accountId: page.instagram_business_account.id },
          },
        }
      : {}),
  }));
  return { pages, ...(expiresAt ? { expiresAt } : {}) };
}
