/**
 * Connected accounts: their secrets sealed at rest with the secret box ("social-credentials"),
 * opened only to build a client, never logged, never in an answer or the audit log.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { socialAccounts, socialPosts, type SocialAccount, type User } from '../../../db/schema';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import { secretBox } from '../../../platform/secret-box';
import { resolveSessionSecret } from '../../../platform/session-secret';
import type { ConnectAccountInput, SocialAccountView } from '../../../../shared/social-contract';
import { platformClient, PlatformError, type PlatformDeps, type SocialCredentials } from './platforms';
import type { SocialPlatform } from './platforms/types';

export const credentialsBox = (config: Config) => secretBox(resolveSessionSecret(config), 'social-credentials');

export function openCredentials(config: Config, account: SocialAccount): SocialCredentials | null {
  const plain = credentialsBox(config).open(account.sealedCredentials);
  return plain ? (JSON.parse(plain) as SocialCredentials) : null;
}

export const accountView = (a: SocialAccount): SocialAccountView => ({
  id: a.id,
  city: a.city,
  platform: a.platform as SocialPlatform,
  handle: a.handle,
  displayName: a.displayName,
  status: a.status === 'reconnect' ? 'reconnect' : 'connected',
  tokenExpiresAt: a.tokenExpiresAt?.toISOString() ?? null,
  lastError: a.lastError,
});

export async function listAccounts(db: Db, city?: string): Promise<SocialAccountView[]> {
  const rows = await db
    .select()
    .from(socialAccounts)
    .where(city ? eq(socialAccounts.city, city) : undefined)
    .orderBy(asc(socialAccounts.city), asc(socialAccounts.platform), asc(socialAccounts.handle));
  return rows.map(accountView);
}

export async function getAccount(db: Db, id: string): Promise<SocialAccount> {
  const [row] = await db.select().from(socialAccounts).where(eq(socialAccounts.id, id));
  if (!row) throw new AppError('SOCIAL_ACCOUNT_NOT_FOUND', 404, 'Social account not found.');
  return row;
}

function credentialsFor(input: ConnectAccountInput & { pdsUrl?: string }): SocialCredentials {
  if (input.platform === 'bluesky')
    return {
      accessToken: input.appPassword,
      accountId: input.handle,
      serverUrl: input.pdsUrl ?? 'https://bsky.social',
    };
  return { accessToken: input.accessToken, serverUrl: input.instanceUrl.replace(/\/+$/, '') };
}

/**
 * Saves a connection once the network confirmed who it is: a new account, or the same account
 * connected again (its posts waiting for the reconnect then go out).
 */
export async function saveConnection(
  deps: PlatformDeps & { db: Db },
  input: { city: string; platform: SocialPlatform; credentials: SocialCredentials },
  actor: User,
): Promise<SocialAccountView> {
  let who: { handle: string; displayName?: string };
  let credentials = input.credentials;
  try {
    const client = platformClient(input.platform, input.credentials, deps);
    who = await client.whoAmI();
    credentials = client.credentials();
  } catch (err) {
    const reason = err instanceof PlatformError ? err.message : 'The network did not answer.';
    throw new AppError('SOCIAL_CONNECT_FAILED', 400, `The account could not be connected. ${reason}`);
  }
  const values = {
    city: input.city,
    platform: input.platform,
    handle: who.handle,
    displayName: who.displayName ?? null,
    sealedCredentials: credentialsBox(deps.config).seal(JSON.stringify(credentials)),
    status: 'connected',
    tokenExpiresAt: credentials.expiresAt ? new Date(credentials.expiresAt) : null,
    lastError: null,
  };
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(socialAccounts)
      .values(values)
      .onConflictDoUpdate({
        target: [socialAccounts.city, socialAccounts.platform, socialAccounts.handle],
        set: { ...values, updatedAt: deps.now() },
      })
      .returning();
    if (!row) throw new Error('the account row was not written');
    await recordAudit(tx, {
      actor,
      action: 'social.account.connect',
      entityType: 'social_account',
      entityId: row.id,
      after: accountView(row),
      at: deps.now(),
    });
    return accountView(row);
  });
}

export const connectAccount = (deps: PlatformDeps & { db: Db }, input: ConnectAccountInput, actor: User) =>
  saveConnection(deps, { city: input.city, platform: input.platform, credentials: credentialsFor(input) }, actor);

/** Disconnecting keeps the posts already sent; the ones not sent yet are cancelled. */
export async function disconnectAccount(deps: { db: Db; now: () => Date }, id: string, actor: User) {
  const account = await getAccount(deps.db, id);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(socialPosts)
      .set({ status: 'cancelled', lastError: 'The account was disconnected.' })
      .where(and(eq(socialPosts.accountId, id), eq(socialPosts.status, 'scheduled')));
    await tx.delete(socialAccounts).where(eq(socialAccounts.id, id));
    await recordAudit(tx, {
      actor,
      action: 'social.account.disconnect',
      entityType: 'social_account',
      entityId: id,
      before: accountView(account),
      at: deps.now(),
    });
  });
}

/**
 * The network refused the token: staff must reconnect, and the account's posts wait. Only when the
 * credentials are still the ones that were refused: a refresh elsewhere (another process rotating X's
 * refresh token) or a reconnect in between means these were just stale. Answers whether it marked.
 */
export async function markReconnect(db: Db, account: SocialAccount, reason: string): Promise<boolean> {
  const marked = await db
    .update(socialAccounts)
    .set({ status: 'reconnect', lastError: reason })
    .where(and(eq(socialAccounts.id, account.id), eq(socialAccounts.sealedCredentials, account.sealedCredentials)))
    .returning({ id: socialAccounts.id });
  return marked.length > 0;
}

/**
 * Seals and saves credentials a client refreshed (a new session, a rotated refresh token), unless the
 * stored ones changed since they were opened (whoever changed them holds the newer ones).
 */
export async function keepCredentials(config: Config, db: Db, account: SocialAccount, now: SocialCredentials) {
  const sealed = JSON.stringify(now);
  if (credentialsBox(config).open(account.sealedCredentials) === sealed) return;
  await db
    .update(socialAccounts)
    .set({
      sealedCredentials: credentialsBox(config).seal(sealed),
      tokenExpiresAt: now.expiresAt ? new Date(now.expiresAt) : null,
    })
    .where(and(eq(socialAccounts.id, account.id), eq(socialAccounts.sealedCredentials, account.sealedCredentials)));
}
