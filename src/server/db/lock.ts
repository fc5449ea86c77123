import fs from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  path: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${path.dirname(lockPath)} is already in use by process ${pid}. ` +
        'Stop that process first (two processes writing one PGlite data directory would corrupt it), ' +
        'or point DATA_DIR at another folder.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on a data directory: a file holding our pid, created with O_EXCL.
 * A lock left by a process that no longer exists (after kill -9) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockPath = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        path: lockPath,
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
          } catch {
            // already gone
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(pid) && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(lockPath, pid);
      if (pid === process.pid) throw new DataDirLockedError(lockPath, pid);
      fs.unlinkSync(lockPath); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}
