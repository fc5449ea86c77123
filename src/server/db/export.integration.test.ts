import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../test/global-setup';
import { killStarted, projectRoot, startServer, stopServer } from '../integration/processes';
import { openDatabase } from './client';
import { seedDemoIfEmpty } from './seed';
import { exportDatabase, portableDump } from './export';
import { acquireDataDirLock } from './lock';

/**
 * The move from the embedded database to PostgreSQL, as docs/deploy.md tells it: `npm run db:export`,
 * psql into an empty database, the server started on it. Runs where PostgreSQL is given
 * (TEST_DATABASE_URL, as in CI's PostgreSQL pass) and answers.
 */
const pgUrl = process.env.TEST_DATABASE_URL;

async function answers(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const ready = await answers(pgUrl);
if (!ready) console.warn('The move to PostgreSQL needs a PostgreSQL at TEST_DATABASE_URL: it does not run now.');

/** Rows in every table of the site's schema and of the migrations' record, by table. */
async function rowCounts(query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>) {
  const { rows } = await query(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of rows as { name: string }[]) {
    const [schema, table] = name.split('.');
    const result = await query(`select count(*)::int as n from "${schema}"."${table}"`);
    counts[name] = Number(result.rows[0]!.n);
  }
  return counts;
}

/** What readers see through the public lists: the same answers from either database. */
const LISTS = [
  '/api/articles?city=rochester',
  '/api/articles?city=nyc&category=sports',
  '/api/events?city=charlotte',
  '/api/deals?city=atlanta',
  '/api/artists?city=buffalo',
];

async function readLists(url: string) {
  const answers: Record<string, unknown> = {};
  for (const list of LISTS) {
    const res = await fetch(`${url}${list}`);
    expect(res.status, list).toBe(200);
    answers[list] = await res.json();
  }
  return answers;
}

describe.runIf(ready)('moving the embedded database to PostgreSQL', () => {
  const dbName = `bl_move_${randomBytes(5).toString('hex')}`;
  let work = '';
  let dataDir = '';
  let targetUrl = '';

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-move-'));
    dataDir = path.join(work, 'data');
    targetUrl = withDatabase(pgUrl!, dbName);
    const database = await openDatabase({ dataDir, template: inject('pgliteDump') });
    try {
      await database.migrate();
      expect(await seedDemoIfEmpty(database.db)).toBe(true);
    } finally {
      await database.close();
    }
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
  });

  afterAll(async () => {
    killStarted();
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('moves the demo content with psql: every table has as many rows, and the site serves the same lists', async () => {
    // 1. npm run db:export, its settings read from a .env file in the folder it runs in.
    const folder = path.join(work, 'operator');
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, '.env'), `DATA_DIR=${dataDir}\n`);
    const env = { ...process.env };
    delete env.DATA_DIR;
    delete env.DATABASE_URL;
    const tsx = pathToFileURL(path.join(projectRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
    const cli = path.join(projectRoot, 'src', 'server', 'db', 'export-cli.ts');
    const exported = spawnSync(process.execPath, ['--import', tsx, cli, 'site.sql'], {
      cwd: folder,
      env,
      encoding: 'utf8',
    });
    expect(exported.stderr).toContain('psql --single-transaction -v ON_ERROR_STOP=1');
    expect(exported.status).toBe(0);
    const file = path.join(folder, 'site.sql');
    expect(exported.stdout.trim()).toBe(file);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    // 2. psql into the empty database, stopping at the first error.
    const loaded = spawnSync('psql', ['--single-transaction', '-q', '-v', 'ON_ERROR_STOP=1', '-f', file, targetUrl], {
      encoding: 'utf8',
    });
    expect(loaded.stderr).not.toMatch(/ERROR/);
    expect(loaded.status).toBe(0);

    // Every table, the migrations' record included, holds as many rows on both sides.
    const embedded = await PGlite.create(path.join(dataDir, 'pglite'));
    const before = await rowCounts((text) => embedded.query(text));
    await embedded.close();
    const target = new pg.Client({ connectionString: targetUrl });
    await target.connect();
    const after = await rowCounts((text) => target.query(text));
    await target.end();
    expect(before['public.articles']).toBeGreaterThan(0);
    expect(before['drizzle.__drizzle_migrations']).toBeGreaterThan(0);
    expect(after).toEqual(before);

    // 3. The site on the embedded database, then on PostgreSQL: the same answers.
    const onEmbedded = await startServer({ env: { DATA_DIR: dataDir } });
    const fromEmbedded = await readLists(onEmbedded.url);
    await stopServer(onEmbedded);
    const onPostgres = await startServer({ env: { DATA_DIR: path.join(work, 'pg-data'), DATABASE_URL: targetUrl } });
    const fromPostgres = await readLists(onPostgres.url);
    await stopServer(onPostgres);
    expect((fromEmbedded['/api/articles?city=rochester'] as unknown[]).length).toBeGreaterThan(0);
    expect(fromPostgres).toEqual(fromEmbedded);
  });

  it('refuses while the server holds the database, and when there is nothing to export', async () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      await expect(exportDatabase({ dataDir })).rejects.toThrow(/Stop the server first/);
    } finally {
      lock.release();
    }
    await expect(exportDatabase({ dataDir: path.join(work, 'empty') })).rejects.toThrow(/no embedded database/);
    await expect(exportDatabase({ dataDir, databaseUrl: targetUrl })).rejects.toThrow(/use pg_dump there/);
  });
});

describe('the dump as PostgreSQL 15 and 16 read it', () => {
  it('sets transaction_timeout only where the server knows it', () => {
    const dump = "SET lock_timeout = 0;\nSET transaction_timeout = 0;\nSET client_encoding = 'UTF8';\n";
    expect(portableDump(dump)).not.toContain('SET transaction_timeout');
    expect(portableDump(dump)).toContain("WHERE name = 'transaction_timeout'");
    expect(portableDump(dump)).toContain('SET lock_timeout = 0;');
  });
});
