import type { FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users, type User } from '../../db/schema';
import { loadSession, startSession } from '../../platform/sessions';
import { assertNotSuspended } from '../../platform/suspension';
import { siteUrl } from '../../platform/site-url';
import { safeReturnTo } from '../../../shared/auth';
import { applyAdminRule } from './service';

export const oidcEnabled = (config: Config) =>
  Boolean(config.OIDC_ISSUER_URL && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET);

const discovered = new Map<string, Promise<client.Configuration>>();

/** Discovers the provider once per process (and again after a failure). */
function providerConfig(config: Config): Promise<client.Configuration> {
  const key = `${config.OIDC_ISSUER_URL}|${config.OIDC_CLIENT_ID}`;
  let pending = discovered.get(key);
  if (!pending) {
    const issuer = new URL(config.OIDC_ISSUER_URL as string);
    pending = client.discovery(
      issuer,
      config.OIDC_CLIENT_ID as string,
      config.OIDC_CLIENT_SECRET as string,
      undefined,
      {
        // Plain http is only for a provider on this machine (development and tests).
        execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
      },
    );
    pending.catch(() => discovered.delete(key));
    discovered.set(key, pending);
  }
  return pending;
}

const redirectUri = (config: Config) => `${siteUrl(config)}/api/callback`;

/** Starts the authorization-code flow with PKCE; the checks wait in a fresh session. */
export async function startOidcLogin(req: FastifyRequest, reply: FastifyReply, returnTo: string): Promise<string> {
  const config = req.server.deps.config;
  const provider = await providerConfig(config);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await startSession(req, reply, { oidc: { codeVerifier, state, nonce, returnTo } });
  return client
    .buildAuthorizationUrl(provider, {
      redirect_uri: redirectUri(config),
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
    .toString();
}

interface Claims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  picture?: unknown;
}
const str = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);

/** Creates or updates the account from the provider's claims. */
export async function upsertOidcUser(db: Db, claims: Claims, adminEmails: string[]): Promise<User> {
  const email = str(claims.email, 254)?.toLowerCase() ?? null;
  const profile = {
    oidcSubject: claims.sub,
    firstName: str(claims.given_name, 100),
    lastName: str(claims.family_name, 100),
    profileImageUrl: str(claims.picture, 2000),
    updatedAt: new Date(),
  };
  let [user] = await db.select().from(users).where(eq(users.oidcSubject, claims.sub)).limit(1);
  // An existing account is linked by e-mail only when the provider vouches for the address.
  if (!user && email && claims.email_verified === true) {
    [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  }
  // The provider's word that it checked the address counts as our verification link.
  const verified = email && claims.email_verified === true ? { emailVerifiedAt: new Date() } : {};
  let account: User | undefined;
  if (user) {
    [account] = await db
      .update(users)
      .set({
        ...profile,
        ...(email && !user.email ? { email } : {}),
        ...(user.emailVerifiedAt || (user.email && user.email !== email) ? {} : verified),
      })
      .where(eq(users.id, user.id))
      .returning();
    account ??= user;
  } else {
    [account] = await db
      .insert(users)
      .values({ ...profile, email, role: 'member', ...verified })
      .returning();
  }
  if (!account) throw new Error('could not create the account');
  return applyAdminRule(db, account, adminEmails);
}

/** Finishes the flow at /api/callback; answers where the browser goes next. */
export async function finishOidcLogin(req: FastifyRequest, reply: FastifyReply): Promise<string> {
  const { config, database } = req.server.deps;
  await loadSession(req, reply);
  const pending = req.session?.data.oidc;
  if (!oidcEnabled(config) || !pending) return '/sign-in?error=expired';
  try {
    const provider = await providerConfig(config);
    const currentUrl = new URL(req.url, siteUrl(config));
    const tokens = await client.authorizationCodeGrant(provider, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims() as Claims | undefined;
    if (!idClaims?.sub) return '/sign-in?error=provider';
    // Providers often keep profile claims out of the ID token; the userinfo endpoint has them.
    const userinfo = await client.fetchUserInfo(provider, tokens.access_token, idClaims.sub);
    const claims: Claims = { ...userinfo, ...idClaims };
    const user = await upsertOidcUser(database.db, claims, config.ADMIN_EMAILS);
    assertNotSuspended(user, req.server.deps.now?.() ?? new Date());
    await startSession(req, reply, { userId: user.id });
    return safeReturnTo(pending.returnTo);
  } catch (err) {
    req.log.warn({ err }, 'sign-in with the identity provider failed');
    return '/sign-in?error=provider';
  }
}
