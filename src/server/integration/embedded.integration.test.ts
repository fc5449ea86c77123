import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import {
  BUILT_SERVER,
  isRunning,
  killStarted,
  projectRoot,
  startServer,
  stopServer,
  waitFor,
  type ServerProcess,
} from './processes';

/**
 * One machine, embedded database, real processes: SIGTERM through npm start, kill -9 under write
 * load, a restart after kill -9 as PID 1 of a fresh PID namespace, and a backup while the site runs.
 * The tests share one data directory and run in order.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-int-embedded-'));
const lockFile = path.join(dataDir, 'pglite.lock');
const lockOwner = () => JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { pid: number; start?: string };
let running: ServerProcess | undefined;

afterAll(async () => {
  await stopServer(running);
  killStarted();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const canUnshare =
  process.platform === 'linux' &&
  spawnSync('unshare', ['-p', '-f', '--mount-proc', '--kill-child=SIGTERM', 'true']).status === 0;
if (!canUnshare) {
  console.warn(
    'unshare -p -f --mount-proc is not available here (needs Linux and root): the PID-namespace restart test does not run.',
  );
}

async function subscribe(url: string, email: string, ip: string) {
  const res = await fetch(`${url}/api/newsletter/subscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email }),
  });
  return res.status;
}

async function subscribedEmails(): Promise<Set<string>> {
  const database = await openDatabase({ dataDir });
  try {
    const result = (await database.db.execute(sql`select email from newsletters`)) as unknown as {
      rows: { email: string }[];
    };
    return new Set(result.rows.map((r) => r.email));
  } finally {
    await database.close();
  }
}

describe('one machine, embedded database', () => {
  it('npm start stops on SIGTERM: the server goes too, freeing the port and the lock', async () => {
    const npm = await startServer({
      command: ['npm', 'start', '--silent'],
      env: { DATA_DIR: dataDir, SKIP_BUILD: 'true' },
      timeoutMs: 150_000,
    });
    const serverPid = lockOwner().pid;
    expect(serverPid).not.toBe(npm.child.pid);
    expect((await fetch(`${npm.url}/api/health`)).status).toBe(200);

    npm.child.kill('SIGTERM');
    const { code } = await npm.exited;
    expect(code).toBe(0);
    await waitFor(() => !isRunning(serverPid), 15_000, 'the server to exit');
    expect(fs.existsSync(lockFile)).toBe(false);
    await expect(fetch(`${npm.url}/api/health`)).rejects.toThrow();
  }, 200_000);

  it('loses no acknowledged write when killed with -9 under write load', async () => {
    running = await startServer({ env: { DATA_DIR: dataDir, TRUST_PROXY: 'true' } });
    const acknowledged: string[] = [];
    let stop = false;
    let n = 0;
    const writer = async (w: number) => {
      while (!stop) {
        const i = n++;
        const email = `load-${w}-${i}@example.com`;
        try {
          if ((await subscribe(running!.url, email, `10.9.${w}.${i % 250}`)) === 200) acknowledged.push(email);
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    await waitFor(() => acknowledged.length >= 60, 60_000, 'sixty acknowledged writes');
    running.child.kill('SIGKILL'); // while requests are still in flight
    stop = true;
    await running.exited;
    await Promise.all(writers);
    running = undefined;

    const stored = await subscribedEmails();
    const lost = acknowledged.filter((email) => !stored.has(email));
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    expect(lost).toEqual([]);
  }, 200_000);

  it.runIf(canUnshare)(
    'restarts after kill -9 as PID 1 in a fresh PID namespace (the stale lock names PID 1 too)',
    async () => {
      const inNamespace = ['unshare', '-p', '-f', '--mount-proc', '--kill-child=SIGTERM', ...BUILT_SERVER];
      const first = await startServer({ command: inNamespace, env: { DATA_DIR: dataDir } });
      expect(lockOwner().pid).toBe(1);
      expect(await subscribe(first.url, 'before-kill@example.com', '10.8.0.1')).toBe(200);
      // unshare forks the namespace's PID 1; kill that one, as the out-of-memory killer would.
      const [pid1] = fs
        .readFileSync(`/proc/${first.child.pid}/task/${first.child.pid}/children`, 'utf8')
        .trim()
        .split(/\s+/);
      process.kill(Number(pid1), 'SIGKILL');
      await first.exited;
      expect(lockOwner().pid).toBe(1); // left behind

      running = await startServer({ command: inNamespace, env: { DATA_DIR: dataDir } });
      expect(lockOwner().pid).toBe(1);
      expect((await fetch(`${running.url}/api/health`)).status).toBe(200);
      expect(await subscribe(running.url, 'after-restart@example.com', '10.8.0.2')).toBe(200);
      await stopServer(running); // unshare hands SIGTERM to the namespace's PID 1 (--kill-child)
      running = undefined;
      await waitFor(() => !fs.existsSync(lockFile), 20_000, 'the server in the namespace to stop and release the lock');
      const stored = await subscribedEmails();
      expect(stored.has('before-kill@example.com')).toBe(true);
      expect(stored.has('after-restart@example.com')).toBe(true);
    },
    250_000,
  );

  it('npm run backup works while the site runs, and the backup holds the data', async () => {
    running = await startServer({ env: { DATA_DIR: dataDir } });
    expect(await subscribe(running.url, 'in-backup@example.com', '10.7.0.1')).toBe(200);
    const file = path.join(dataDir, 'manual', 'site.tar.gz');
    const backup = spawn(process.execPath, ['--import', 'tsx', 'src/server/db/backup-cli.ts', 'backup', file], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    let out = '';
    backup.stdout.on('data', (c: Buffer) => (out += c.toString()));
    backup.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const code = await new Promise((resolve) => backup.on('exit', resolve));
    expect(out.trim()).toBe(file);
    expect(code).toBe(0);
    // The site kept serving throughout.
    expect((await fetch(`${running.url}/api/health`)).status).toBe(200);
    await stopServer(running);
    running = undefined;

    const { PGlite } = await import('@electric-sql/pglite');
    const copy = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(file)]) });
    const rows = await copy.query<{ email: string }>(
      `select email from newsletters where email = 'in-backup@example.com'`,
    );
    await copy.close();
    expect(rows.rows).toHaveLength(1);
  }, 200_000);
});
