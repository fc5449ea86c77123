/** A throwaway database for one bench: an embedded one in a temporary directory, or one on the PostgreSQL server. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { ARTICLES, serverUrl } from './settings.mjs';

/**
 * The database of `kind` ('pglite' or 'postgres') with the production config the server runs under,
 * and `close` to remove it; undefined (with a note) when PostgreSQL is not reachable.
 */
export async function openBenchDatabase(kind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-bench-'));
  let admin;
  let dbName;
  let databaseUrl;
  if (kind === 'postgres') {
    admin = new pg.Client({ connectionString: serverUrl });
    try {
      await admin.connect();
    } catch (err) {
      console.log(`\nPostgreSQL not reachable at ${new URL(serverUrl).host} (${err.message}): no PostgreSQL figures`);
      return undefined;
    }
    dbName = `bl_bench_list_${process.pid}`;
    await admin.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  // The pressure guard (503 "busy" after 1 s of event-loop delay) is off: the figures are what the
  // server answers, not how soon it starts refusing on a shared machine.
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      WORKERS: 'false',
      BUSY_EVENT_LOOP_DELAY_MS: '0',
    },
    [],
  );
  const database = await openDatabase({ dataDir, databaseUrl });
  const close = async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      // The pool's end resolves as it asks its connections to close, before they have: dropping the
      // database at once cut them off, and the pool reported each as a lost connection.
      for (let wait = 0; wait < 50; wait++) {
        const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [dbName]);
        if (open.rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    }
  };
  return { config, database, dataDir, close };
}

/** The articles the lists are measured over, seeded into the migrated database and vacuumed as a live one is. */
export async function seedArticles(database, kind) {
  await database.migrate();
  const seeded = Date.now();
  await database.db.execute(sql`
    insert into articles (title, excerpt, content, category, author, image_url, publish_date, featured, city, status)
    select 'Story ' || n || case when n % 1000 = 0 then ' at the harbor festival' else '' end,
           'What happened on day ' || n, repeat('Local news text. ', 40),
           (array['News', 'Community', 'Food & Dining', 'Youth'])[1 + n % 4], 'Bench Reporter',
           '/media/story.jpg', now() - n * interval '1 minute', n % 500 = 0, 'rochester', 'published'
    from generate_series(1, ${ARTICLES}) as n`);
  // As PostgreSQL's autovacuum does after a bulk insert, and the embedded database's maintenance job
  // (main.ts) after start and daily: without it no page is all-visible and the city lists' index-only
  // walks read every row (docs/decisions/037).
  await database.db.execute(sql`vacuum analyze`);
  console.log(
    `\n=== ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${ARTICLES.toLocaleString('en-US')} published rochester articles seeded in ${Date.now() - seeded} ms`,
  );
}
