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

/** Who holds a lock: the pid, plus what tells this process apart from a later one with the same pid. */
export interface LockOwner {
  pid: number;
  /** The kernel's boot id (Linux): a pid from before a reboot names nobody. */
  boot?: string;
  /** The process's start time in clock ticks since boot (Linux /proc/<pid>/stat, field 22). */
  start?: string;
}

const readOr = (file: string): string | undefined => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

const bootId = () => readOr('/proc/sys/kernel/random/boot_id')?.trim();

/** Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces, so count from its ')'. */
export function processStartTime(pid: number): string | undefined {
  const stat = readOr(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19];
}

export function currentOwner(): LockOwner {
  return { pid: process.pid, boot: bootId(), start: processStartTime(process.pid) };
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Is the process that wrote this lock still running? A pid alone is not enough: after `kill -9` in a
 * container the restarted server is PID 1 again, the very pid in the stale lock. So the lock also names
 * the boot and the owner's start time, and a live process with that pid but another start time (or a
 * pid from an earlier boot) is someone else. Without /proc (not Linux), the pid check stands alone,
 * except that our own pid is never a live *other* owner.
 */
export function ownerIsAlive(owner: LockOwner, self: LockOwner = currentOwner()): boolean {
  if (owner.boot && self.boot && owner.boot !== self.boot) return false;
  if (owner.start && self.start) {
    if (owner.pid === self.pid) return owner.start === self.start;
    const start = processStartTime(owner.pid);
    if (start !== undefined) return start === owner.start;
  }
  if (owner.pid === self.pid) return false;
  return pidExists(owner.pid);
}

function parseOwner(text: string): LockOwner | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) }; // written by an older release
  try {
    const value = JSON.parse(trimmed) as Partial<LockOwner>;
    return typeof value.pid === 'number' ? { pid: value.pid, boot: value.boot, start: value.start } : undefined;
  } catch {
    return undefined;
  }
}

/** Locks held by this process, so that it cannot take its own data directory twice. */
const heldHere = new Set<string>();

/**
 * Takes an exclusive lock on a data directory: a file naming its owner (pid, boot id, start time),
 * created with O_EXCL. A lock whose owner is gone (kill -9, the out-of-memory killer, a reboot) is
 * taken over; one whose owner is running makes this throw DataDirLockedError.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockPath = path.join(dataDir, 'pglite.lock');
  const self = currentOwner();
  if (heldHere.has(lockPath)) throw new DataDirLockedError(lockPath, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(self), { flag: 'wx' });
      heldHere.add(lockPath);
      let released = false;
      return {
        path: lockPath,
        release() {
          if (released) return;
          released = true;
          heldHere.delete(lockPath);
          try {
            const owner = parseOwner(fs.readFileSync(lockPath, 'utf8'));
            if (owner?.pid === self.pid && owner.start === self.start) fs.unlinkSync(lockPath);
          } catch {
            // already gone
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const text = readOr(lockPath);
      if (text === undefined) continue; // removed meanwhile: try again
      const owner = parseOwner(text);
      // A half-written lock (its writer died between create and write) names nobody.
      if (owner && ownerIsAlive(owner, self)) throw new DataDirLockedError(lockPath, owner.pid);
      // Stale: remove it, unless another process replaced it in the meantime.
      if (readOr(lockPath) === text) fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}
