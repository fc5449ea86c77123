import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './lock';

/** A backup or restore that cannot go ahead; the message says why and what to do. */
export class BackupError extends Error {}

const POSTGRES_MESSAGE =
  'DATABASE_URL is set, so the site stores its data in PostgreSQL: back it up with pg_dump ' +
  '(and restore with pg_restore or psql). npm run backup and npm run restore cover the embedded database only.';

const timestamp = () => new Date().toISOString().replace(/[:.]/g, '-');
const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

interface Target {
  dataDir: string;
  databaseUrl?: string;
}

/** Takes the data-dir lock or explains that the server (or another backup) is using the database. */
function lockFor(action: 'back up' | 'restore', dataDir: string): DataDirLock {
  try {
    return acquireDataDirLock(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    throw new BackupError(
      `Cannot ${action} ${pgliteDir(dataDir)} while process ${err.pid} is using it ` +
        '(usually the running site). Stop the server first, then run this command again.',
    );
  }
}

async function closeQuietly(client: PGlite) {
  if (!client.closed) await client.close();
}

/**
 * Writes a gzipped tarball of the embedded database (PGlite dumpDataDir) and returns its path:
 * DATA_DIR/backups/backup-<timestamp>.tar.gz unless a file is given.
 */
export async function backupDatabase(opts: Target & { file?: string }): Promise<string> {
  if (opts.databaseUrl) throw new BackupError(POSTGRES_MESSAGE);
  const dir = pgliteDir(opts.dataDir);
  if (!fs.existsSync(dir)) throw new BackupError(`There is no embedded database to back up in ${dir}.`);
  const file = path.resolve(opts.file ?? path.join(opts.dataDir, 'backups', `backup-${timestamp()}.tar.gz`));
  const lock = lockFor('back up', opts.dataDir);
  try {
    const client = await PGlite.create(dir);
    try {
      const dump = await client.dumpDataDir('gzip');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // Written under a temporary name so that a failed backup never looks like a finished one.
      fs.writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(`${file}.partial`, file);
    } finally {
      await closeQuietly(client);
    }
  } finally {
    lock.release();
  }
  return file;
}

/** Opens a backup in a fresh folder; throws a readable error when it is not a usable database. */
async function unpackBackup(file: string, into: string) {
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(into, { loadDataDir: new Blob([fs.readFileSync(file)]) });
    await client.query('select count(*) from pg_catalog.pg_class');
    await client.query('CHECKPOINT');
  } catch (err) {
    fs.rmSync(into, { recursive: true, force: true });
    throw new BackupError(`${file} is not a usable backup: ${(err as Error).message}`);
  } finally {
    if (client) await closeQuietly(client).catch(() => undefined);
  }
}

/**
 * Replaces DATA_DIR/pglite with a backup's contents. The backup is unpacked and opened in a
 * temporary folder first, so a bad file leaves the current database untouched; the current one
 * is kept as pglite.before-restore-<timestamp>. Returns that folder's path (or undefined).
 */
export async function restoreDatabase(opts: Target & { file: string }): Promise<{ previous?: string }> {
  if (opts.databaseUrl) throw new BackupError(POSTGRES_MESSAGE);
  const file = path.resolve(opts.file);
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup file at ${file}.`);
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const lock = lockFor('restore', opts.dataDir);
  try {
    const stamp = timestamp();
    const dir = pgliteDir(opts.dataDir);
    const staging = `${dir}.restoring-${stamp}`;
    await unpackBackup(file, staging);
    let previous: string | undefined;
    if (fs.existsSync(dir)) {
      previous = `${dir}.before-restore-${stamp}`;
      fs.renameSync(dir, previous);
    }
    fs.renameSync(staging, dir);
    return { previous };
  } finally {
    lock.release();
  }
}
