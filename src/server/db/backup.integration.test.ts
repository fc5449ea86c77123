import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { acquireDataDirLock } from './lock';
import { newsletters } from './schema';
import { backupDatabase, restoreDatabase } from './backup';

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-backup-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function withDatabase<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

const subscribers = () => withDatabase(async (db) => (await db.select().from(newsletters)).map((r) => r.email).sort());

describe('backup and restore of the embedded database', () => {
  it('brings back exactly what the backup held and keeps the replaced database aside', async () => {
    await withDatabase((db) => db.insert(newsletters).values({ email: 'before@example.com' }));
    const file = await backupDatabase({ dataDir });
    expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));
    expect(path.basename(file)).toMatch(/^backup-.+\.tar\.gz$/);
    expect(fs.statSync(file).size).toBeGreaterThan(0);

    await withDatabase((db) => db.insert(newsletters).values({ email: 'after@example.com' }));
    expect(await subscribers()).toEqual(['after@example.com', 'before@example.com']);

    const { previous } = await restoreDatabase({ dataDir, file });
    expect(await subscribers()).toEqual(['before@example.com']);
    expect(previous && path.basename(previous)).toMatch(/^pglite\.before-restore-/);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('writes to a file the caller names', async () => {
    const file = path.join(dataDir, 'elsewhere', 'named.tar.gz');
    expect(await backupDatabase({ dataDir, file })).toBe(file);
    expect(fs.existsSync(file)).toBe(true);
  });

  it('refuses while the database is in use, saying to stop the server', async () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      // The holder is asked over the control socket; here nothing answers there.
      await expect(backupDatabase({ dataDir })).rejects.toThrow(
        /holds .* but did not write the backup \(its control socket is not open\)/,
      );
      await expect(restoreDatabase({ dataDir, file: path.join(dataDir, 'elsewhere', 'named.tar.gz') })).rejects.toThrow(
        /Stop the server first/,
      );
    } finally {
      lock.release();
    }
  });

  it('leaves the current database untouched when the file is not a backup', async () => {
    const bogus = path.join(dataDir, 'not-a-backup.tar.gz');
    fs.writeFileSync(bogus, 'hello');
    await expect(restoreDatabase({ dataDir, file: bogus })).rejects.toThrow(/is not a usable backup/);
    expect(await subscribers()).toEqual(['before@example.com']);
    expect(fs.readdirSync(dataDir).filter((f) => f.startsWith('pglite.restoring'))).toEqual([]);
  });

  it('points to pg_dump when the site runs on PostgreSQL', async () => {
    const databaseUrl = 'postgres://localhost/site';
    await expect(backupDatabase({ dataDir, databaseUrl })).rejects.toThrow(/pg_dump/);
    await expect(restoreDatabase({ dataDir, databaseUrl, file: 'x' })).rejects.toThrow(/pg_dump/);
  });
});
