import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startXStandIn, type XStandIn } from '../../../../test/social-stand-ins/x';
import { createXClient } from './x';
import { exchangeXCode, xAuthorization, X_SCOPES, type XOAuthSettings } from './x-oauth';
import { PlatformError } from './types';

const redirectUri = 'https://bylocals.example/api/admin/social/x/callback';
let x: XStandIn;
let settings: XOAuthSettings;
beforeEach(async () => {
  x = await startXStandIn();
  settings = { apiUrl: x.url, clientId: x.client.id, clientSecret: x.client.secret };
});
afterEach(() => x.close());

/** Staff grant access on the consent page: X sends the browser back with a code and the state. */
async function consent(url: string): Promise<URLSearchParams> {
  const res = await fetch(url, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location')!);
  expect(back.origin + back.pathname).toBe(redirectUri);
  return back.searchParams;
}

describe('X sign-in', () => {
  it('asks for consent with PKCE and a state, and turns the code into a working token pair', async () => {
    const auth = xAuthorization(settings, redirectUri, 'state-123');
    const url = new URL(auth.url);
    expect(url.pathname).toBe('/i/oauth2/authorize');
    expect(url.searchParams.get('state')).toBe('state-123');
    expect(url.searchParams.get('code_challenge_method')?.toUpperCase()).toBe('S256');
    expect(url.searchParams.get('scope')).toBe(X_SCOPES.join(' '));
    const back = await consent(auth.url);
    expect(back.get('state')).toBe('state-123');

    const connected = await exchangeXCode(settings, {
      code: back.get('code')!,
      codeVerifier: auth.codeVerifier,
      redirectUri,
    });
    expect(connected.handle).toBe('BuffaloLocals');
    expect(connected.credentials.refreshToken).toBeTruthy();
    expect(Date.parse(connected.credentials.expiresAt!)).toBeGreaterThan(Date.now());
    const client = createXClient(connected.credentials, settings);
    expect((await client.whoAmI()).handle).toBe('BuffaloLocals');
  });

  it('is refused with a wrong code verifier, and a code works only once', async () => {
    const auth = xAuthorization(settings, redirectUri);
    const other = xAuthorization(settings, redirectUri);
    const code = (await consent(auth.url)).get('code')!;
    const wrong = await exchangeXCode(settings, { code, codeVerifier: other.codeVerifier, redirectUri }).catch(
      (e: unknown) => e,
    );
    expect(wrong).toBeInstanceOf(PlatformError);
    expect((wrong as PlatformError).message).toBe('X: Value passed for the authorization code was invalid.');

    const fresh = (await consent(auth.url)).get('code')!;
    await exchangeXCode(settings, { code: fresh, codeVerifier: auth.codeVerifier, redirectUri });
    await expect(
      exchangeXCode(settings, { code: fresh, codeVerifier: auth.codeVerifier, redirectUri }),
    ).rejects.toThrow(/authorization code was invalid/);
  });

  it('is refused with the wrong client secret', async () => {
    const auth = xAuthorization(settings, redirectUri);
    const code = (await consent(auth.url)).get('code')!;
    const bad = { ...settings, clientSecret: 'not-the-secret' };
    await expect(exchangeXCode(bad, { code, codeVerifier: auth.codeVerifier, redirectUri })).rejects.toMatchObject({
      failure: 'reconnect',
    });
  });
});
