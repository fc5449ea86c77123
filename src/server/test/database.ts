import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { pgliteDatabase, postgresDatabase, type Database } from '../db/client';
import { withDatabase } from './global-setup';

/**
 * Migrated databases of this test worker. Opening one is the slow part (PGlite loads the migrated
 * dump, PostgreSQL clones the run's template), so a worker keeps the ones it opened: a database a
 * test file closed goes back to the pool and is emptied (every table truncated) before the next
 * file gets it. A file that holds two at once gets two.
 */
const idle: Database[] = [];

/** A migrated database of its own, which close() really closes (for a test about a closed database). */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    // The run's name prefix lets the global teardown drop what the workers made.
    const name = `${template}_w_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    return postgresDatabase(withDatabase(url, name));
  }
  const dump = new Blob([fs.readFileSync(inject('pgliteDump'))]);
  return pgliteDatabase(await PGlite.create({ loadDataDir: dump }));
}

/**
 * PostgreSQL only (null on PGlite, which is one process): two handles on one new migrated database,
 * each with its own pool and notifications, as two app processes have.
 */
export async function openTwoHandles(): Promise<[Database, Database] | null> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (!url || !template) return null;
  const name = `${template}_w_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  return [postgresDatabase(withDatabase(url, name)), postgresDatabase(withDatabase(url, name))];
}

/** Empties every table of the app's schema (the migrations' own bookkeeping stays). */
async function truncateAll(database: Database) {
  // Both drivers answer an object with rows (PGlite's Results, node-postgres' QueryResult).
  const { rows } = (await database.db.execute(
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { name: string }[] };
  if (rows.length === 0) return;
  await database.db.execute(sql.raw(`TRUNCATE TABLE ${rows.map((r) => r.name).join(', ')} RESTART IDENTITY CASCADE`));
}

/** A migrated, empty database for one test file; close() hands it back to the worker's pool. */
export async function createTestDatabase(): Promise<Database> {
  const reused = idle.pop();
  const database = reused ?? (await openTestDatabase());
  if (reused) await truncateAll(database);
  let open = true;
  return {
    ...database,
    async close() {
      if (!open) return;
      open = false;
      idle.push(database);
    },
  };
}
