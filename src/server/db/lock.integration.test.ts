import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-lock-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const lockFile = () => path.join(dataDir, 'pglite.lock');

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
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    again.release();
  });

  it('takes over a lock left behind by a process that no longer exists', () => {
    fs.writeFileSync(lockFile(), String(deadPid()));
    const lock = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('makes a second server on the same data dir exit at once with the message', async () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
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
      expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    } finally {
      lock.release();
    }
  });
});
