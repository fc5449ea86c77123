/**
 * The X stand-in's OAuth 2.0 side: the consent page (granted at once, redirecting back with a code),
 * and the token endpoint with PKCE checked, client authentication, and refresh tokens that rotate
 * (each one works once).
 */
import type http from 'node:http';
import { anyBody, basicAuth, sha256, token, type Reply } from './http-kit';

export interface XTokens {
  access: Map<string, { expired: boolean }>;
  refresh: Set<string>;
}

const oauthError = (status: number, error: string, description: string): Reply => ({
  status,
  body: { error, error_description: description },
});

export function xOAuth(client: { id: string; secret: string }, tokens: XTokens) {
  const codes = new Map<string, { challenge: string; redirectUri: string; scope: string }>();

  function issue(scope: string): Reply {
    const accessToken = token('x-access-');
    const refreshToken = token('x-refresh-');
    tokens.access.set(accessToken, { expired: false });
    tokens.refresh.add(refreshToken);
    return {
      status: 200,
      body: { token_type: 'bearer', expires_in: 7200, access_token: accessToken, scope, refresh_token: refreshToken },
    };
  }

  function authorize(url: URL): Reply {
    const q = url.searchParams;
    if (q.get('client_id') !== client.id) return { status: 400, body: 'Something went wrong: unknown client' };
    if (q.get('response_type') !== 'code' || q.get('code_challenge_method')?.toUpperCase() !== 'S256') {
      return { status: 400, body: 'Something went wrong: PKCE with S256 is required' };
    }
    const code = token('code-');
    codes.set(code, {
      challenge: q.get('code_challenge') ?? '',
      redirectUri: q.get('redirect_uri') ?? '',
      scope: q.get('scope') ?? '',
    });
    const back = new URL(q.get('redirect_uri') ?? '');
    back.searchParams.set('state', q.get('state') ?? '');
    back.searchParams.set('code', code);
    return { status: 302, headers: { location: back.toString() } };
  }

  function tokenEndpoint(req: http.IncomingMessage, raw: Buffer): Reply {
    const body = anyBody(req.headers['content-type'], raw) as Record<string, string | undefined>;
    const basic = basicAuth(req);
    if (!basic || basic.user !== client.id || basic.password !== client.secret) {
      return oauthError(401, 'unauthorized_client', 'Missing valid authorization header');
    }
    if (body.grant_type === 'authorization_code') {
      const grant = codes.get(body.code ?? '');
      codes.delete(body.code ?? '');
      const verified = grant && sha256(body.code_verifier ?? '').toString('base64url') === grant.challenge;
      if (!grant || !verified || grant.redirectUri !== body.redirect_uri) {
        return oauthError(400, 'invalid_request', 'Value passed for the authorization code was invalid.');
      }
      return issue(grant.scope);
    }
    if (body.grant_type === 'refresh_token') {
      if (!tokens.refresh.delete(body.refresh_token ?? '')) {
        return oauthError(400, 'invalid_request', 'Value passed for the token was invalid.');
      }
      return issue('tweet.read tweet.write users.read media.write offline.access');
    }
    return oauthError(400, 'invalid_request', 'Value passed for the grant type was invalid.');
  }

  return { authorize, tokenEndpoint };
}
