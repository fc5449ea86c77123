import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { socialAccounts, socialPosts } from '../db/schema';
import { secretBox } from '../platform/secret-box';
import { withDatabase } from '../test/global-setup';
import { startMastodonStandIn } from '../test/social-stand-ins/mastodon';
import { startXStandIn } from '../test/social-stand-ins/x';
import { killStarted, startServer, stopServer, waitFor, type ServerProcess } from './processes';

/**
 * The built server posting to X and Mastodon stand-ins, killed with SIGKILL right after a network
 * accepted a post and before our process heard back. On restart the post is not sent again: inside
 * its lease nothing touches it (another process could still be sending); after it, X (which cannot
 * tell a second attempt from a new post) holds it for staff, and Mastodon gets it again under the same
 * Idempotency-Key and answers the first status. Each network ends with exactly one post.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const databases = ['pglite', ...(pgUrl ? ['postgres'] : [])] as const;
const dropAfter: string[] = [];
const SESSION_SECRET = randomBytes(32).toString('hex');

afterAll(async () => {
  killStarted();
  if (pgUrl && dropAfter.length) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    for (const name of dropAfter) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});

async function freshPostgres(): Promise<string> {
  const name = `bl_social_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  dropAfter.push(name);
  return withDatabase(pgUrl!, name);
}

describe.each(databases)('a post interrupted by kill -9 on %s', (kind) => {
  it('is not posted again on restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-social-'));
    const databaseUrl = kind === 'postgres' ? await freshPostgres() : undefined;
    const x = await startXStandIn();
    const mastodon = await startMastodonStandIn();
    const env = {
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SESSION_SECRET,
      X_API_URL: x.url,
      X_CLIENT_ID: x.client.id,
      X_CLIENT_SECRET: x.client.secret,
    };
    let server: ServerProcess | undefined;
    /** The network stores the post, then our server dies before the answer reaches it. */
    const killServer = async () => {
      // The first sending turn comes 3 s after the server listens, well after it was ready; still, wait.
      await waitFor(() => server !== undefined, 30_000, 'the server to be ready');
      const running = server!;
      running.child.kill('SIGKILL');
      await running.exited;
      server = undefined;
    };
    const withDb = async <T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) => {
      const database = await openDatabase({ dataDir, databaseUrl });
      try {
        return await work(database.db);
      } finally {
        await database.close();
      }
    };
    const box = secretBox(SESSION_SECRET, 'social-credentials');
    const due = () => new Date(Date.now() - 60_000);

    try {
      // The schema, then the city's two connected accounts and an X post that is due.
      server = await startServer({ env });
      await stopServer(server);
      server = undefined;
      const xPostId = await withDb(async (db) => {
        const granted = x.grant();
        const [xAccount, masto] = await db
          .insert(socialAccounts)
          .values([
            {
              city: 'buffalo',
              platform: 'twitter',
              handle: 'BuffaloLocals',
              sealedCredentials: box.seal(
                JSON.stringify({ ...granted, expiresAt: new Date(Date.now() + 7_200_000).toISOString() }),
              ),
              tokenExpiresAt: new Date(Date.now() + 7_200_000),
            },
            {
              city: 'buffalo',
              platform: 'mastodon',
              handle: 'desk',
              sealedCredentials: box.seal(JSON.stringify({ accessToken: mastodon.token, serverUrl: mastodon.url })),
            },
          ])
          .returning();
        const [post] = await db
          .insert(socialPosts)
          .values({
            accountId: xAccount!.id,
            platform: 'twitter',
            postType: 'community_highlight',
            title: 'Plows out',
            content: 'Plows are out on every Buffalo street tonight.',
            city: 'buffalo',
            status: 'scheduled',
            scheduledFor: due(),
          })
          .returning();
        return { post: post!.id, mastodonAccount: masto!.id };
      });

      // 1. The sending job claims the X post, X stores it, the server is killed before it hears back.
      x.hooks.onPostCreated = killServer;
      server = await startServer({ env });
      await waitFor(() => x.posts().length > 0 && !server, 60_000, 'X to accept the post and the server to die');
      x.hooks.onPostCreated = undefined;
      expect(x.posts()).toHaveLength(1);
      const [afterKill] = await withDb((db) => db.select().from(socialPosts).where(eq(socialPosts.id, xPostId.post)));
      expect(afterKill).toMatchObject({ status: 'sending', remoteId: null, attempts: 1 });

      // 2. Restarted at once (inside the lease): the X post is left alone; a Mastodon post due now is
      // claimed and accepted, and the server is killed again before it hears back.
      const [mastodonPost] = await withDb((db) =>
        db
          .insert(socialPosts)
          .values({
            accountId: xPostId.mastodonAccount,
            platform: 'mastodon',
            postType: 'community_highlight',
            title: 'Plows out',
            content: 'Plows are out on every Buffalo street tonight (Mastodon).',
            city: 'buffalo',
            status: 'scheduled',
            scheduledFor: due(),
          })
          .returning(),
      );
      mastodon.onStatusCreated = killServer;
      server = await startServer({ env });
      await waitFor(() => mastodon.statuses.length > 0 && !server, 60_000, 'Mastodon to accept and the server to die');
      mastodon.onStatusCreated = undefined;
      expect(x.posts()).toHaveLength(1);
      expect(mastodon.statuses).toHaveLength(1);

      // 3. As if the restart came after the 5-minute lease: both attempts count as interrupted.
      await withDb((db) =>
        db.execute(
          sql`update social_posts set attempt_started_at = attempt_started_at - interval '6 minutes' where status = 'sending'`,
        ),
      );
      server = await startServer({ env });
      await waitFor(() => server!.output().includes('social posts sent'), 60_000, 'a sending turn after the restart');
      await stopServer(server);
      server = undefined;

      expect(x.posts()).toHaveLength(1);
      expect(x.requests.filter((r) => r === 'POST /2/tweets')).toHaveLength(1);
      expect(mastodon.statuses).toHaveLength(1);
      expect(mastodon.requests.filter((r) => r === 'POST /api/v1/statuses')).toHaveLength(2);
      const rows = await withDb((db) => db.select().from(socialPosts));
      const xRow = rows.find((r) => r.id === xPostId.post);
      const mastodonRow = rows.find((r) => r.id === mastodonPost!.id);
      expect(xRow).toMatchObject({ status: 'held', remoteId: null });
      expect(xRow?.lastError).toMatch(/interrupted after the network may have accepted the post/);
      expect(mastodonRow).toMatchObject({ status: 'posted', remoteId: mastodon.statuses[0]!.id });
    } finally {
      if (server) server.child.kill('SIGKILL');
      await Promise.all([x.close(), mastodon.close()]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
