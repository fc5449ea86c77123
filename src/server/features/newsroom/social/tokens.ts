/**
 * Keeps connected accounts connected: a token that runs out soon (X's last two hours) is refreshed
 * ahead of its end in the background, so posting never waits on a refresh, and X's rotated refresh
 * token is sealed and saved at once. A refresh the network refuses (the app was revoked) marks the
 * account "reconnect"; its scheduled posts wait until staff connect it again.
 */
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { socialAccounts } from '../../../db/schema';
import { scheduleJob } from '../../../platform/background';
import { appNow } from '../../../platform/clock';
import { keepCredentials, markReconnect, openCredentials } from './accounts';
import { platformClient, PlatformError, type SocialPlatform } from './platforms';

/** Refresh a token this long before its end; the job's turns are a sixth of it apart. */
const REFRESH_AHEAD_MS = 30 * 60_000;
const EVERY_MS = 5 * 60_000;

export interface RefreshOutcome {
  refreshed: number;
  reconnect: number;
  failed: number;
}

export async function refreshSocialTokens(app: FastifyInstance): Promise<RefreshOutcome> {
  const db = app.deps.database.db;
  const now = appNow(app);
  const due = await db
    .select()
    .from(socialAccounts)
    .where(
      and(
        eq(socialAccounts.status, 'connected'),
        isNotNull(socialAccounts.tokenExpiresAt),
        lt(socialAccounts.tokenExpiresAt, new Date(now.getTime() + REFRESH_AHEAD_MS)),
      ),
    )
    .limit(100);
  const outcome: RefreshOutcome = { refreshed: 0, reconnect: 0, failed: 0 };
  for (const account of due) {
    const credentials = openCredentials(app.deps.config, account);
    try {
      if (!credentials)
        throw new PlatformError('reconnect', 'The saved credentials can no longer be read; connect the account again.');
      const client = platformClient(account.platform as SocialPlatform, credentials, {
        config: app.deps.config,
        now: () => appNow(app),
      });
      if (!client.refresh) continue;
      await client.refresh();
      await keepCredentials(app.deps.config, db, account, client.credentials());
      outcome.refreshed += 1;
    } catch (err) {
      if (err instanceof PlatformError && err.failure === 'reconnect') {
        if (await markReconnect(db, account, err.message)) outcome.reconnect += 1;
        app.log.warn({ account: account.id, platform: account.platform }, 'social account needs reconnecting');
      } else {
        // The network is away: the next turn tries again, well before the token's end.
        outcome.failed += 1;
        app.log.warn(
          { account: account.id, reason: err instanceof Error ? err.message : String(err) },
          'social token not refreshed',
        );
      }
    }
  }
  return outcome;
}

export function scheduleTokenRefresh(app: FastifyInstance) {
  scheduleJob(app, { name: 'social-tokens', everyMs: EVERY_MS, run: () => refreshSocialTokens(app) });
}
