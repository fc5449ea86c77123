import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILT_SERVER, projectRoot } from '../integration/processes';
import { acquireDataDirLock, currentOwner, DataDirLockedError, processStartTime } from './lock';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-lock-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const lockFile = () => path.join(dataDir, 'pglite.lock');
const lockOwnerPid = () => (JSON.parse(fs.readFileSync(lockFile(), 'utf8')) as { pid: number }).pid;
const onLinux = fs.existsSync('/proc/self/stat');

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('data directory lock', () => {
  it('refuses a second holder with a message that says what to do', () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      const attempt = () => acquireDataDirLock(dataDir);
      expect(attempt).toThrow(DataDirLockedError);
      expect(attempt).toThrow(`already in use by process ${process.pid}`);
      expect(attempt).toThrow(/Stop that process first.*or point DATA_DIR at another folder/);
    } finally {
      lock.release();
    }
  });

  it('is free again once released, and the lock file is gone', () => {
    acquireDataDirLock(dataDir).release();
    expect(fs.existsSync(lockFile())).toBe(false);
    const again = acquireDataDirLock(dataDir);
    expect(lockOwnerPid()).toBe(process.pid);
    again.release();
  });

  it('takes over a lock left behind by a process that no longer exists', () => {
    fs.writeFileSync(lockFile(), String(deadPid()));
    const lock = acquireDataDirLock(dataDir);
    expect(lockOwnerPid()).toBe(process.pid);
    lock.release();
  });

  it.runIf(onLinux)(
    'takes over a lock naming our own pid from an earlier life (a restarted container is PID 1 again)',
    () => {
      const self = currentOwner();
      fs.writeFileSync(lockFile(), JSON.stringify({ ...self, start: String(Number(self.start) - 1000) }));
      const lock = acquireDataDirLock(dataDir);
      expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8'))).toEqual(self);
      lock.release();
    },
  );

  it.runIf(onLinux)('tells a live owner from another process that now has its pid', async () => {
    const child = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      const pid = child.pid!;
      const self = currentOwner();
      const start = processStartTime(pid)!;
      // The pid is running but started at another time: the owner is gone, the lock is stale.
      fs.writeFileSync(lockFile(), JSON.stringify({ pid, boot: self.boot, start: String(Number(start) - 1) }));
      acquireDataDirLock(dataDir).release();
      // The same pid with its own start time is the live owner: refused.
      fs.writeFileSync(lockFile(), JSON.stringify({ pid, boot: self.boot, start }));
      expect(() => acquireDataDirLock(dataDir)).toThrow(`already in use by process ${pid}`);
      // A lock from an earlier boot names nobody, whatever the pid.
      fs.writeFileSync(lockFile(), JSON.stringify({ pid, boot: 'an-earlier-boot', start }));
      acquireDataDirLock(dataDir).release();
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('makes a second server on the same data dir exit at once with the message', async () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      const child = spawn(BUILT_SERVER[0]!, BUILT_SERVER.slice(1), {
        cwd: projectRoot,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: '0',
          HOST: '127.0.0.1',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'silent',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).not.toBe(0);
      expect(stderr).toContain(`already in use by process ${process.pid}`);
      expect(lockOwnerPid()).toBe(process.pid);
    } finally {
      lock.release();
    }
  });
});
