import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from './lock';
import { controlRequest } from './control';

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

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');
const defaultBackupFile = (dataDir: string) => path.join(backupsDir(dataDir), `backup-${timestamp()}.tar.gz`);

/**
 * Writes a consistent gzipped tarball of an open PGlite database: a CHECKPOINT, then dumpDataDir,
 * which runs while no query does (PGlite runs one thing at a time), then an fsync. Written under a
 * temporary name so that a failed backup never looks like a finished one.
 */
export async function writeBackup(client: PGlite, file: string): Promise<string> {
  await client.query('CHECKPOINT');
  const dump = await client.dumpDataDir('gzip');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const fd = fs.openSync(partial, 'w');
  try {
    fs.writeSync(fd, Buffer.from(await dump.arrayBuffer()));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(partial, file);
  return file;
}

/**
 * Writes a gzipped tarball of the embedded database and returns its path:
 * DATA_DIR/backups/backup-<timestamp>.tar.gz unless a file is given. While the server runs, the
 * running server writes it (asked over its control socket in DATA_DIR, see control.ts), so the site
 * stays up; otherwise this process opens the database itself.
 */
export async function backupDatabase(opts: Target & { file?: string }): Promise<string> {
  if (opts.databaseUrl) throw new BackupError(POSTGRES_MESSAGE);
  const dir = pgliteDir(opts.dataDir);
  if (!fs.existsSync(dir)) throw new BackupError(`There is no embedded database to back up in ${dir}.`);
  const file = path.resolve(opts.file ?? defaultBackupFile(opts.dataDir));
  let lock: DataDirLock;
  try {
    lock = acquireDataDirLock(opts.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    return askRunningServer(opts.dataDir, { action: 'backup', file }, err.pid);
  }
  try {
    const client = await PGlite.create(dir);
    try {
      await writeBackup(client, file);
    } finally {
      await closeQuietly(client);
    }
  } finally {
    lock.release();
  }
  return file;
}

/** Asks the server that holds the data directory to write a backup; answers the file's path. */
async function askRunningServer(
  dataDir: string,
  body: { action: 'backup'; file: string },
  pid: number,
): Promise<string> {
  try {
    const answer = await controlRequest(dataDir, body);
    return answer.file;
  } catch (err) {
    throw new BackupError(
      `Process ${pid} holds ${pgliteDir(dataDir)} but did not write the backup (${(err as Error).message}). ` +
        'If it is not this site, stop it and run this command again.',
    );
  }
}

/**
 * The daily backup: writes one when the newest in DATA_DIR/backups is a day old or more, then removes
 * daily backups older than `keepDays` days. Answers the new file, if one was written.
 */
export async function dailyBackup(
  client: PGlite,
  dataDir: string,
  keepDays: number,
  now = new Date(),
): Promise<string | undefined> {
  const dir = backupsDir(dataDir);
  const DAY = 24 * 60 * 60 * 1000;
  const existing = listBackups(dir);
  const newest = existing.reduce((max, b) => Math.max(max, b.mtimeMs), 0);
  let written: string | undefined;
  if (now.getTime() - newest >= DAY - 60_000) written = await writeBackup(client, defaultBackupFile(dataDir));
  for (const b of listBackups(dir)) {
    if (now.getTime() - b.mtimeMs > keepDays * DAY) fs.rmSync(b.file, { force: true });
  }
  return written;
}

function listBackups(dir: string): { file: string; mtimeMs: number }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /^backup-.*\.tar\.gz$/.test(name))
    .map((name) => {
      const file = path.join(dir, name);
      return { file, mtimeMs: fs.statSync(file).mtimeMs };
    });
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
