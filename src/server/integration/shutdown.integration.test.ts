import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { withDatabase } from '../test/global-setup';
import { killStarted, startServer, waitFor } from './processes';

/**
 * SIGTERM under load, on the built server, on both databases: every request the server had when the
 * signal came is answered, the process exits 0, and no background work (job turns, outgoing mail)
 * starts after the signal.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const databases = ['pglite', ...(pgUrl ? ['postgres'] : [])] as const;
const dropAfter: string[] = [];

afterAll(async () => {
  killStarted();
  if (pgUrl && dropAfter.length) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    for (const name of dropAfter) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
});

interface Outcome {
  startedAt: number;
  status?: number;
  error?: string;
}

describe.each(databases)('a clean stop on %s', (kind) => {
  it('SIGTERM during load: every request in flight answered, exit code 0, no background work after it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-stop-'));
    let databaseUrl: string | undefined;
    if (kind === 'postgres') {
      const name = `bl_stop_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      dropAfter.push(name);
      databaseUrl = withDatabase(pgUrl!, name);
    }
    const server = await startServer({
      env: {
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        TRUST_PROXY: 'true',
        // Every request is let in, however busy: what is measured is the stop, not the overload guard.
        BUSY_EVENT_LOOP_DELAY_MS: '0',
        LOG_LEVEL: 'debug',
      },
      timeoutMs: 150_000,
    });

    // Readers and new subscribers (each sign-up queues a confirmation the mail worker sends at once).
    const outcomes: Outcome[] = [];
    let stop = false;
    let n = 0;
    const worker = async (w: number) => {
      while (!stop) {
        const i = n++;
        const outcome: Outcome = { startedAt: Date.now() };
        outcomes.push(outcome);
        const request =
          i % 2 === 0
            ? fetch(`${server.url}/api/newsletter/subscribe`, {
                method: 'POST',
                headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.7.${w}.${i % 250}` },
                body: JSON.stringify({ email: `stop-${w}-${i}@example.com` }),
              })
            : fetch(`${server.url}/api/articles?city=rochester&limit=12&offset=${i % 40}`);
        try {
          const res = await request;
          await res.arrayBuffer();
          outcome.status = res.status;
        } catch (err) {
          outcome.error = err instanceof Error ? `${err.message} ${String(err.cause ?? '')}` : String(err);
        }
      }
    };
    const workers = Array.from({ length: 16 }, (_, w) => worker(w));
    await waitFor(() => outcomes.filter((o) => o.status).length >= 120, 60_000, 'the load to be under way');

    const signalAt = Date.now();
    server.child.kill('SIGTERM');
    stop = true;
    const [{ code }] = await Promise.all([server.exited, ...workers]);

    const inFlight = outcomes.filter((o) => o.startedAt < signalAt);
    const unanswered = inFlight.filter((o) => o.status === undefined || o.status >= 300);
    expect(unanswered, JSON.stringify(unanswered.slice(0, 3))).toEqual([]);
    expect(code, server.output().slice(-3000)).toBe(0);
    const afterSignal = server.output().slice(server.output().indexOf('"msg":"shutting down"'));
    expect(afterSignal).toContain('stopped cleanly');
    expect(afterSignal).not.toContain('background job turn');
    expect(afterSignal).not.toContain('forced exit');

    // No mail queued after the signal went out: the worker had stopped first; it waits for the next start.
    const database = await openDatabase({ dataDir, databaseUrl });
    try {
      const result = (await database.db.execute(
        sql`select state, count(*)::int as n from outgoing_mail
            where created_at > ${new Date(signalAt).toISOString()}::timestamptz group by state`,
      )) as unknown as { rows: { state: string; n: number }[] };
      const sentAfter = result.rows.filter((r) => r.state !== 'queued');
      expect(sentAfter).toEqual([]);
    } finally {
      await database.close();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 240_000);
});
