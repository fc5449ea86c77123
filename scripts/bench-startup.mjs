/**
 * The start-up part of `npm run bench`: the real server process (`src/server/main.ts`) started on a new
 * database with the demo content, stopped with SIGTERM and started again, on PGlite and on PostgreSQL.
 * Prints the time until GET /api/health answers 200 and the process's memory then (RSS) and at its
 * highest so far (peak RSS, VmHWM). Runs alone with `node scripts/bench-startup.mjs`.
 *   BENCH_DATABASE_URL  a PostgreSQL server to create a throwaway database on
 *                       (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const memory = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
};

async function startOnce(env) {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (res?.status === 200) break;
    if (Date.now() - started > 300_000) throw new Error('the server did not start within 5 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (Date.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 1000)); // settle: the first background turns run
  const mem = memory(child.pid);
  child.kill('SIGTERM');
  await exited;
  return { seconds, ...mem };
}

const row = (label, r) =>
  console.log(
    `${label.padEnd(40)} ${r.seconds.toFixed(1).padStart(6)} s   RSS ${r.rss.toFixed(0).padStart(4)} MB   peak ${r.peak.toFixed(0).padStart(4)} MB`,
  );

export async function benchStartup() {
  console.log(`\nstart-up and memory: the real server with the demo content, Node ${process.version}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-bench-start-'));
  try {
    row('PGlite, first start (new data dir)', await startOnce({ DATA_DIR: dataDir, SEED_DEMO: 'true' }));
    row('PGlite, restart', await startOnce({ DATA_DIR: dataDir, SEED_DEMO: 'true' }));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const serverUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bl_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`PostgreSQL not reachable at ${new URL(serverUrl).host} (${err.message}): no PostgreSQL figures`);
    return;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-bench-pg-'));
  try {
    const env = { DATA_DIR: pgDir, DATABASE_URL: url.toString(), SEED_DEMO: 'true' };
    row('PostgreSQL, first start (new database)', await startOnce(env));
    row('PostgreSQL, restart', await startOnce(env));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(pgDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchStartup();
