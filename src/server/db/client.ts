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
import * as schema from './schema';
import { acquireDataDirLock, type DataDirLock } from './lock';

export type Schema = typeof schema;
/** The one database type features use, whether PGlite or node-postgres is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs pending migrations. Idempotent. */
  migrate(): Promise<void>;
  /** Checkpoints (embedded mode) and closes the connection; releases the data-dir lock. */
  close(): Promise<void>;
  /** Present in embedded mode only. */
  pglite?: PGlite;
}

export function pgliteDatabase(client: PGlite, lock?: DataDirLock): Database {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(drizzlePglite({ client, casing: 'snake_case' }), { migrationsFolder }),
    async close() {
      if (!client.closed) {
        await client.query('CHECKPOINT');
        await client.close();
      }
      lock?.release();
    },
  };
}

export function postgresDatabase(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // A connection dropped while idle (a restart, a failover) must not take the process down;
  // the pool replaces it on the next query.
  pool.on('error', (err) => console.error('idle PostgreSQL connection lost:', err.message));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg({ client: pool, casing: 'snake_case' }), { migrationsFolder }),
    close: () => pool.end(),
  };
}

/**
 * Opens the database the configuration names: PostgreSQL when DATABASE_URL is set,
 * otherwise the embedded PGlite under DATA_DIR/pglite, guarded by a lock file so that a
 * second process fails fast instead of corrupting it.
 */
export async function openDatabase(opts: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  if (opts.databaseUrl) return postgresDatabase(opts.databaseUrl);
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const lock = acquireDataDirLock(opts.dataDir);
  try {
    const client = await PGlite.create(path.join(opts.dataDir, 'pglite'));
    return pgliteDatabase(client, lock);
  } catch (err) {
    lock.release();
    throw err;
  }
}
