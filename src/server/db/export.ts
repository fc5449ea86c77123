import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './lock';

/** An export that cannot go ahead; the message says why and what to do. */
export class ExportError extends Error {}

const timestamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * pg_dump's options for a dump that any PostgreSQL loads with psql: no owners or grants (the
 * target's roles are not ours), and rows inserted a hundred at a time (plain SQL, fast to load).
 * pgDump itself adds --inserts.
 */
const DUMP_ARGS = ['--no-owner', '--no-privileges', '--rows-per-insert=100'];

/**
 * Makes the dump load into older PostgreSQL too (15 and 16, where the site also runs). pg_dump
 * writes `SET transaction_timeout = 0;`, a setting PostgreSQL only knows from 17 on: the same is
 * set here only where the setting exists.
 */
export function portableDump(sql: string): string {
  return sql.replace(
    /^SET transaction_timeout = 0;$/m,
    "SELECT pg_catalog.set_config(name, '0', false) FROM pg_catalog.pg_settings WHERE name = 'transaction_timeout';",
  );
}

/**
 * Writes the embedded database (DATA_DIR/pglite) as one SQL file that psql loads into an empty
 * PostgreSQL database: the tables, their rows, indexes, triggers and the record of applied
 * migrations, so the server started on that database finds it up to date. The server must be
 * stopped (a write after the export would not move along); the file is written under a temporary
 * name, readable by its owner only (it holds accounts and addresses), and then renamed.
 */
export async function exportDatabase(opts: { dataDir: string; databaseUrl?: string; file?: string }): Promise<string> {
  if (opts.databaseUrl) {
    throw new ExportError(
      'DATABASE_URL is set, so the site already stores its data in PostgreSQL: use pg_dump there. ' +
        'npm run db:export writes the embedded database (unset DATABASE_URL to export it).',
    );
  }
  const dir = path.join(opts.dataDir, 'pglite');
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new ExportError(`There is no embedded database to export in ${dir}.`);
  }
  const file = path.resolve(opts.file ?? path.join(opts.dataDir, 'exports', `export-${timestamp()}.sql`));
  let lock: DataDirLock;
  try {
    lock = acquireDataDirLock(opts.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    throw new ExportError(
      `Cannot export ${dir} while process ${err.pid} is using it (usually the running site). ` +
        'Stop the server first, so that nothing written after the export is left behind, then run this command again.',
    );
  }
  try {
    const client = await PGlite.create(dir);
    let sql: string;
    try {
      sql = portableDump(await (await pgDump({ pg: client, args: DUMP_ARGS })).text());
    } finally {
      await client.close();
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    fs.writeFileSync(partial, sql, { mode: 0o600 });
    fs.renameSync(partial, file);
    return file;
  } finally {
    lock.release();
  }
}
