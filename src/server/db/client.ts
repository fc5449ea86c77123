import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as tar from 'tar';
import { sql } from 'drizzle-orm';
import * as schema from './schema';
import { acquireDataDirLock, type DataDirLock } from './lock';
import { DurableNodeFS } from './durable-fs';
import { registerEmbedded, registerPool } from './prepared';
import { pgNotifications, type Notifications } from './notifications';

export type Schema = typeof schema;
/** The one database type features use, whether PGlite or node-postgres is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Beside this file: src/server/db/migrations, or dist/node/migrations in the bundle (copied there). */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs pending migrations. Idempotent. `then` runs right after, still under the migration lock on
   * PostgreSQL (first-start work such as the demo seed: processes started together take turns).
   */
  migrate(then?: () => Promise<void>): Promise<void>;
  /** Checkpoints (embedded mode) and closes the connection; releases the data-dir lock. */
  close(): Promise<void>;
  /**
   * Runs `fn` only if no other process is running the job of that name right now (a PostgreSQL
   * advisory lock held for the duration); `ran` is false when another process had it. On PGlite there
   * is only ever one process (the data-dir lock), so it just runs.
   */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<{ ran: boolean; result?: T }>;
  /** PostgreSQL: the connection pool's use right now (for metrics). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
  /** Messages to every process on the same PostgreSQL database (absent in embedded mode: one process). */
  notifications?: Notifications;
  /** Present in embedded mode only. */
  pglite?: PGlite;
  /** Embedded mode: the file system that flushes each commit to disk (see docs/decisions/016). */
  durableFs?: DurableNodeFS;
  /** Embedded mode: true when this open created the data directory (initdb ran). */
  created?: boolean;
}

/** A stable 64-bit advisory-lock key for a job name (namespaced so it cannot meet other apps' keys by chance). */
const lockKey = (name: string) => sql`hashtextextended(${`bylocals:${name}`}, 0)`;

export function pgliteDatabase(client: PGlite, lock?: DataDirLock): Database {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  registerEmbedded(db, client);
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async migrate(then) {
      await migratePglite(drizzlePglite({ client, casing: 'snake_case' }), { migrationsFolder });
      await then?.();
    },
    exclusive: async (_name, fn) => ({ ran: true, result: await fn() }),
    async close() {
      if (!client.closed) {
        await client.query('CHECKPOINT');
        await client.close();
      }
      lock?.release();
    },
  };
}

const POOL_MAX = 10;

export function postgresDatabase(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: POOL_MAX });
  // A connection dropped while idle (a restart, a failover) must not take the process down;
  // the pool replaces it on the next query.
  pool.on('error', (err) => console.error('idle PostgreSQL connection lost:', err.message));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  registerPool(db, pool);
  return {
    db,
    kind: 'postgres',
    notifications: pgNotifications(connectionString, pool),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
    // Under an advisory lock, so processes started together on a fresh database take turns: the
    // first applies the migrations (and seeds), the others find nothing left to do.
    async migrate(then) {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock(hashtextextended($1, 0))', ['bylocals:migrations']);
        try {
          await migratePg(drizzlePg({ client: conn, casing: 'snake_case' }), { migrationsFolder });
          await then?.();
        } finally {
          await conn.query('select pg_advisory_unlock(hashtextextended($1, 0))', ['bylocals:migrations']);
        }
      } finally {
        conn.release();
      }
    },
    // A transaction-scoped lock: released by COMMIT, or by the server if this process dies.
    async exclusive(name, fn) {
      return db.transaction(async (tx) => {
        const got = (await tx.execute(sql`select pg_try_advisory_xact_lock(${lockKey(name)}) as got`)) as unknown as {
          rows: { got: boolean }[];
        };
        if (!got.rows[0]?.got) return { ran: false };
        return { ran: true, result: await fn() };
      });
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite's start parameters plus a smaller buffer pool: 32 MB instead of PostgreSQL's 128 MB saves
 * about 100 MB of memory per process, and the operating system's file cache still holds what the
 * pool does not (see the bench's memory figures).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** The folder holding package.json above this file: the sources (src/server/db) or the bundle (dist/node). */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) return from;
  }
}
const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

/**
 * The initialised, migrated, empty database built by scripts/build-db-template.mjs for this PGlite
 * version and these migrations, if there is one: a new data directory is unpacked from it instead of
 * running initdb and the migrations (which need about twice the memory of the running server).
 */
export function pgliteTemplate(): string | undefined {
  try {
    const { version } = JSON.parse(
      fs.readFileSync(path.join(projectRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
    ) as { version: string };
    const journal = fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'));
    const migrations = crypto.createHash('sha256').update(journal).digest('hex').slice(0, 12);
    const file = path.join(projectRoot, 'dist', 'pglite-template', `${version}-${migrations}.tar.gz`);
    return fs.existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Unpacks the template into `dir` as a stream, beside it first and then renamed into place, so an
 * interrupted first start leaves no half database; its files are on stable storage before the rename
 * and the rename before PGlite opens them. Handing PGlite the whole file instead (`loadDataDir`) held
 * the unpacked 43 MB and its copies in memory until the collector ran, the largest part of a first
 * start's peak (decision 027). A `dir` without PG_VERSION that holds anything (never one this code
 * leaves) is moved aside, not deleted.
 */
async function unpackTemplate(template: string, dir: string) {
  const unpacking = `${dir}.unpacking`;
  fs.rmSync(unpacking, { recursive: true, force: true });
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) fs.renameSync(dir, `${dir}.incomplete-${Date.now()}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(unpacking, { recursive: true });
  // The files belong to the server's user, whoever owned them where the template was made.
  await tar.x({ file: template, cwd: unpacking, preserveOwner: false });
  const durable = new DurableNodeFS(unpacking);
  durable.flushTree();
  fs.renameSync(unpacking, dir);
  durable.flushFolder(path.dirname(dir));
}

/** True when DATA_DIR holds no embedded database yet (the next open runs initdb). */
export const embeddedDatabaseMissing = (dataDir: string) => !fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));

/**
 * Opens the database the configuration names: PostgreSQL when DATABASE_URL is set,
 * otherwise the embedded PGlite under DATA_DIR/pglite, guarded by a lock file so that a
 * second process fails fast instead of corrupting it.
 */
export async function openDatabase(opts: {
  dataDir: string;
  databaseUrl?: string;
  /** The template a new embedded database is unpacked from (tests); by default the build's, if any. */
  template?: string;
}): Promise<Database> {
  if (opts.databaseUrl) return postgresDatabase(opts.databaseUrl);
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const lock = acquireDataDirLock(opts.dataDir);
  try {
    const dir = path.join(opts.dataDir, 'pglite');
    const created = embeddedDatabaseMissing(opts.dataDir);
    const template = created ? (opts.template ?? pgliteTemplate()) : undefined;
    if (template) await unpackTemplate(template, dir);
    const durableFs = new DurableNodeFS(dir);
    const client = await PGlite.create({ fs: durableFs, startParams: PGLITE_START_PARAMS });
    // PGlite flushes after each top-level query but not after transaction() (its COMMIT runs inside);
    // flush there too, so an acknowledged transaction is on disk like a single statement.
    const transaction = client.transaction.bind(client);
    client.transaction = async (callback) => {
      const result = await transaction(callback);
      durableFs.flush();
      return result;
    };
    return { ...pgliteDatabase(client, lock), durableFs, created };
  } catch (err) {
    lock.release();
    throw err;
  }
}
