/**
 * The start-up part of `npm run bench`: the real server process (`src/server/main.ts`) started on a new
 * database with the demo content, stopped with SIGTERM and started again, on PGlite and on PostgreSQL.
 * Prints the time until GET /api/health answers 200, the CPU time the server (and its first-start
 * helper) used by then plus 1 s, the memory of the server and every process it
 * started 1 s later (RSS) and the highest such sum seen during the start (peak, sampled every 20 ms).
 * The command is the production one: the bundled server (`node dist/node/server.js`, built by
 * `npm run build`) when it exists, else the TypeScript sources through tsx.
 * Runs alone with `node scripts/bench-startup.mjs`.
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

/** MB resident of a process and all its descendants (0 for one that has gone). */
function treeRss(pid) {
  let kb = 0;
  try {
    kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) kb += treeRss(Number(child)) * 1024;
    }
  } catch {
    // the process ended between two reads
  }
  return kb / 1024;
}

/**
 * CPU seconds used by the process and the children it has waited for (the first-start helper),
 * read from /proc: unlike the wall time it does not grow when other programs share the machine.
 */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime, stime, cutime, cstime are fields 14-17 of the line; [0] here is field 3.
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    return ticks / 100;
  } catch {
    return 0;
  }
}

const bundled = path.join(root, 'dist', 'node', 'server.js');
export const serverCommand = () =>
  fs.existsSync(bundled) ? [bundled] : ['--import', 'tsx', path.join(root, 'src', 'server', 'main.ts')];

async function startOnce(env) {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, serverCommand(), {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 20);
  for (;;) {
    if (child.exitCode !== null) {
      clearInterval(sampler);
      throw new Error('the server exited during start-up');
    }
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (res?.status === 200) break;
    if (Date.now() - started > 300_000) throw new Error('the server did not start within 5 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (Date.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 1000)); // settle: the first background turns run
  const rss = treeRss(child.pid);
  const cpu = cpuSeconds(child.pid);
  clearInterval(sampler);
  child.kill('SIGTERM');
  await exited;
  return { seconds, cpu, rss, peak: Math.max(peak, rss) };
}

/** Prints each figure and returns the lines, for bench.mjs's summary. */
export async function benchStartup({ only } = {}) {
  const lines = [];
  const row = (label, r) => {
    const line = `${label.padEnd(40)} ${r.seconds.toFixed(2).padStart(6)} s   CPU ${r.cpu.toFixed(2).padStart(5)} s   RSS ${r.rss.toFixed(0).padStart(4)} MB   peak ${r.peak.toFixed(0).padStart(4)} MB`;
    console.log(line);
    lines.push(line);
  };
  console.log(`\nstart-up and memory: the real server with the demo content, Node ${process.version}`);
  console.log(
    `command: node ${serverCommand()
      .map((a) => path.relative(root, a) || a)
      .join(' ')}`,
  );
  if (only !== 'postgres') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-bench-start-'));
    try {
      row('PGlite, first start (new data dir)', await startOnce({ DATA_DIR: dataDir, SEED_DEMO: 'true' }));
      row('PGlite, restart', await startOnce({ DATA_DIR: dataDir, SEED_DEMO: 'true' }));
      row('PGlite, restart', await startOnce({ DATA_DIR: dataDir, SEED_DEMO: 'true' }));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (only === 'pglite') return lines;

  const serverUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bl_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`PostgreSQL not reachable at ${new URL(serverUrl).host} (${err.message}): no PostgreSQL figures`);
    return lines;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-bench-pg-'));
  try {
    const env = { DATA_DIR: pgDir, DATABASE_URL: url.toString(), SEED_DEMO: 'true' };
    row('PostgreSQL, first start (new database)', await startOnce(env));
    row('PostgreSQL, restart', await startOnce(env));
    row('PostgreSQL, restart', await startOnce(env));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(pgDir, { recursive: true, force: true });
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchStartup();
