import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { pgliteDatabase, postgresDatabase, type Database } from '../db/client';
import { withDatabase } from './global-setup';

/**
 * A fresh, migrated database for one test file: PostgreSQL cloned from the run's template
 * when TEST_DATABASE_URL is set, otherwise an in-memory PGlite loaded from the migrated dump.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `bl_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const database = postgresDatabase(withDatabase(url, name));
    return {
      ...database,
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const dump = new Blob([fs.readFileSync(inject('pgliteDump'))]);
  const client = await PGlite.create({ loadDataDir: dump });
  return pgliteDatabase(client);
}
