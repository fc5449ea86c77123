/**
 * npm run bench: the figures of docs/performance.md, measured in one run as ratios to a
 * trivial GET /api/health of the same server, on the embedded database (PGlite) and on PostgreSQL;
 * each figure in turns of 2.5 seconds with the health check, so both see the machine at one speed.
 * A script, not a test: it prints figures and exits. Load comes from an autocannon worker thread so
 * the generator does not share the server's event loop.
 *   - a city with 100,000 published articles in four categories; the category list
 *     (`?city=rochester&category=Community&limit=50`) cached and not cached;
 *   - the same list, pages not cached (the total, one per filter, stays cached), at varying offsets
 *     up to the offset cap (the spec's `offset`), and by `cursor` where the server offers it;
 *   - beside each rate, CPU per request of the server's main thread (and PostgreSQL's processes),
 *     from /proc: steadier than the rates when the machine's speed drifts during a run;
 *   - full-text search;
 *   - then bench-startup.mjs: first start, restart and memory of the real server process;
 *   - last bench-pages.mjs: Lighthouse on four pages, the home page's JavaScript, and the main JS
 *     file next to a small file.
 * Environment:
 *   BENCH_SECONDS (default 10)  length of each measurement
 *   BENCH_DATABASE_URL          a PostgreSQL server to create a throwaway database on (default
 *                               TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres);
 *                               unreachable: the PostgreSQL figures are skipped with a note
 *   BENCH_ONLY=pglite|postgres  one database only
 *   BENCH_PARTS                 a comma-separated subset of lists,startup,pages,mail (default all four);
 *                               mail: bench-mail.mjs, an edition to 100,000 subscribers through a local
 *                               SMTP server (BENCH_MAIL_SUBSCRIBERS, BENCH_MAIL_SECONDS, BENCH_MAIL_ALL=1)
 *   BENCH_SKIP_BUILD=1          use the existing dist/ instead of running `npm run build` first
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { outboxMailer } from '../src/server/adapters/mailer.ts';
import { storageFromConfig } from '../src/server/adapters/storage.ts';
import { disabledPayments } from '../src/server/adapters/payments.ts';
import { publicReadCache } from '../src/server/platform/cache.ts';
import { benchPages } from './bench-pages.mjs';
import { benchStartup } from './bench-startup.mjs';
import { benchMail } from './bench-mail.mjs';
import { cpuMsOf } from './proc-cpu.mjs';

const ARTICLES = 100_000;
const CATEGORIES = ['News', 'Community', 'Food & Dining', 'Youth'];
const PER_CATEGORY = ARTICLES / CATEGORIES.length;
const SECONDS = Math.min(Math.max(Number(process.env.BENCH_SECONDS) || 10, 1), 60);
/** The length of one turn when a figure and the health check are measured in turns. */
const SLICE = 2.5;
const LIST = '/api/articles?city=rochester&category=Community&limit=50';
const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * CPU time (ms) of this process's main thread, where the server and PGlite run (not the load
 * generator's worker), and of all PostgreSQL server processes on the machine (the bench's database
 * and any other work of that server: run it on a quiet one): from /proc, so Linux only (else
 * undefined). Steadier than a rate on a shared machine, whose speed drifts between runs.
 */
function cpuNow() {
  try {
    let postgres = 0;
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres')
          // With the time of backends that ended (the pool closes idle connections): the sum
          // never goes back when one exits during a run.
          postgres += cpuMsOf(`/proc/${pid}/stat`, { reaped: true });
      } catch {
        // The process ended while the list was read.
      }
    }
    return { main: cpuMsOf(`/proc/self/task/${process.pid}/stat`), postgres };
  } catch {
    return undefined;
  }
}

/** A fixed shuffle (same pages in every run), so two runs ask for the same offsets. */
function shuffled(values) {
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const out = [...values];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

async function benchDatabase(kind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-bench-'));
  let admin;
  let dbName;
  let databaseUrl;
  if (kind === 'postgres') {
    admin = new pg.Client({ connectionString: serverUrl });
    try {
      await admin.connect();
    } catch (err) {
      console.log(`\nPostgreSQL not reachable at ${new URL(serverUrl).host} (${err.message}): no PostgreSQL figures`);
      return undefined;
    }
    dbName = `bl_bench_list_${process.pid}`;
    await admin.query(`CREATE DATABASE ${dbName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  // The pressure guard (503 "busy" after 1 s of event-loop delay) is off: the figures are what the
  // server answers, not how soon it starts refusing on a shared machine.
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      WORKERS: 'false',
      BUSY_EVENT_LOOP_DELAY_MS: '0',
    },
    [],
  );
  const database = await openDatabase({ dataDir, databaseUrl });
  let app;
  const figures = {};
  try {
    await database.migrate();
    const seeded = Date.now();
    await database.db.execute(sql`
      insert into articles (title, excerpt, content, category, author, image_url, publish_date, featured, city, status)
      select 'Story ' || n || case when n % 1000 = 0 then ' at the harbor festival' else '' end,
             'What happened on day ' || n, repeat('Local news text. ', 40),
             (array['News', 'Community', 'Food & Dining', 'Youth'])[1 + n % 4], 'Bench Reporter',
             '/media/story.jpg', now() - n * interval '1 minute', n % 500 = 0, 'rochester', 'published'
      from generate_series(1, ${ARTICLES}) as n`);
    // As PostgreSQL's autovacuum does after a bulk insert, and the embedded database's maintenance job
    // (main.ts) after start and daily: without it no page is all-visible and the city lists' index-only
    // walks read every row (docs/decisions/037).
    await database.db.execute(sql`vacuum analyze`);
    console.log(
      `\n=== ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${ARTICLES.toLocaleString('en-US')} published rochester articles seeded in ${Date.now() - seeded} ms`,
    );

    app = await buildApp({
      config,
      database,
      mailer: outboxMailer({ dir: path.join(dataDir, 'outbox'), from: config.MAIL_FROM }),
      storage: storageFromConfig(config),
      payments: disabledPayments(),
    });
    // For the cache-miss runs: before each request forget the cached pages ('page') or everything ('all').
    let bypass = 'none';
    const cache = publicReadCache(app);
    app.addHook('onRequest', async () => {
      if (bypass === 'all') cache.clear();
      if (bypass === 'page') cache.clear((key) => key.startsWith('page:'));
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${app.server.address().port}`;

    const check = await fetch(base + LIST);
    if (!check.ok || (await check.json()).length !== 50) throw new Error(`${LIST} did not answer 50 articles`);
    // The "Load more" path, where the server offers it: each page names the next one.
    const cursorHeader = check.headers.get('x-next-cursor');

    /** One autocannon run: the answered requests, their p99 and the CPU they cost. */
    const load = async (target, seconds, { leadIn = 0 } = {}) => {
      const opts = typeof target === 'string' ? { url: base + target } : { url: base, requests: target };
      if (leadIn > 0) await autocannon({ ...opts, connections: 10, duration: leadIn, workers: 1 });
      const before = cpuNow();
      const r = await autocannon({ ...opts, connections: 10, duration: seconds, workers: 1 });
      const after = cpuNow();
      // Requests still queued in the server when the run stopped must not slow the next run: a
      // health check answers once the database has worked through them.
      await fetch(base + '/api/health').then((res) => res.arrayBuffer());
      return {
        // Only answered requests count.
        ok: r['2xx'],
        seconds: r.duration,
        requests: r.requests.total,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx,
        cpu:
          before && after ? { main: after.main - before.main, postgres: after.postgres - before.postgres } : undefined,
      };
    };
    /** Runs added up: rates over the whole time, the worst p99 of any run. */
    const summed = (label, runs) => {
      const sum = (f) => runs.reduce((total, run) => total + f(run), 0);
      const requests = sum((run) => run.requests);
      const result = {
        label,
        rps: sum((run) => run.ok) / sum((run) => run.seconds),
        p99: Math.max(...runs.map((run) => run.p99)),
        errors: sum((run) => run.errors),
      };
      if (runs.every((run) => run.cpu) && requests > 0) {
        result.serverCpu = sum((run) => run.cpu.main) / requests;
        result.postgresCpu = sum((run) => run.cpu.postgres) / requests;
        result.cpu = result.serverCpu + result.postgresCpu;
      }
      return result;
    };
    const show = (result, ratioTo) =>
      console.log(
        `${result.label.padEnd(66)} ${result.rps.toFixed(0).padStart(6)} req/s   p99 ${String(result.p99).padStart(5)} ms   not 2xx ${result.errors}` +
          (result.cpu === undefined
            ? ''
            : `   CPU ${result.cpu.toFixed(2)} ms/req` +
              (kind === 'postgres'
                ? ` (server ${result.serverCpu.toFixed(2)}, PostgreSQL ${result.postgresCpu.toFixed(2)})`
                : '')) +
          (ratioTo ? `   ${((100 * result.rps) / ratioTo.rps).toFixed(0)}% of health beside it` : ''),
      );
    /**
     * A figure, measured in turns with the health check: SLICE seconds of each, alternating, for
     * SECONDS of each in all. A shared machine's speed drifts by half within minutes (the health
     * check at 4,800 and at 8,900 req/s within ten minutes on one machine), so a ratio to a health
     * check measured once at the start said as much about the drift as about the list. The health
     * check's slices run with nothing bypassed, as a reader's would. Each slice starts after a second of
     * the same requests, not counted: the garbage the other's slice left is collected then, not
     * charged to this one.
     */
    const measure = async (label, target) => {
      const runs = [];
      const healthRuns = [];
      const bypassing = bypass;
      for (let done = 0; done < SECONDS; done += SLICE) {
        const seconds = Math.min(SLICE, SECONDS - done);
        bypass = 'none';
        healthRuns.push(await load('/api/health', seconds, { leadIn: 1 }));
        bypass = bypassing;
        runs.push(await load(target, seconds, { leadIn: 1 }));
      }
      const result = summed(label, runs);
      result.health = summed('  GET /api/health, beside it', healthRuns);
      show(result, result.health);
      return result;
    };

    console.log(
      `autocannon, 10 connections, ${SECONDS} s each, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`,
    );
    // Warm up first: for its first seconds the server runs code the JIT has not optimized yet, which
    // would count against health, measured first, and flatter every ratio to it.
    for (const url of [base + '/api/health', base + LIST])
      await autocannon({ url, connections: 10, duration: 3, workers: 1 });
    const health = summed('GET /api/health', [await load('/api/health', SECONDS)]);
    show(health);
    figures.health = health;
    figures.list = await measure(`GET ${LIST}`, LIST);
    bypass = 'page';
    figures.listPage = await measure(`  the same, page not cached (count cached)`, LIST);
    bypass = 'all';
    figures.listCold = await measure(`  the same, nothing cached`, LIST);

    // Every page a reader can ask for by offset (0 to the cap of 2,500; deeper pages go by cursor,
    // decision 056), in a fixed random order: pages not cached (the total is one per filter and stays
    // cached, as it does for readers paging through a list).
    bypass = 'page';
    const OFFSET_CAP = 2500;
    const offsets = shuffled(Array.from({ length: OFFSET_CAP / 50 + 1 }, (_, i) => i * 50));
    figures.offsets = await measure(
      `  pages not cached, offset 0-${OFFSET_CAP.toLocaleString('en-US')} (random pages)`,
      offsets.map((o) => ({ method: 'GET', path: `${LIST}&offset=${o}` })),
    );
    figures.shallow = await measure(
      `  pages not cached, offset 0-450 (the first 10 pages)`,
      offsets.filter((o) => o < 500).map((o) => ({ method: 'GET', path: `${LIST}&offset=${o}` })),
    );
    if (cursorHeader) {
      bypass = 'none';
      const cursors = [];
      let next = cursorHeader;
      while (next && cursors.length < PER_CATEGORY / 50) {
        cursors.push(next);
        const res = await fetch(`${base}${LIST}&cursor=${encodeURIComponent(next)}`);
        await res.arrayBuffer();
        next = res.headers.get('x-next-cursor');
      }
      bypass = 'page';
      figures.cursors = await measure(
        `  pages not cached, cursor pages over the whole category (random)`,
        shuffled(cursors).map((c) => ({ method: 'GET', path: `${LIST}&cursor=${encodeURIComponent(c)}` })),
      );
    } else {
      console.log('  (no x-next-cursor header: this server has no cursor pages)');
    }
    bypass = 'all';
    const ratio = (r) => `${((100 * r.rps) / r.health.rps).toFixed(0)}%`;
    console.log(
      `ratio to health: list ${ratio(figures.list)} cached, ${ratio(figures.listPage)} page not cached, ` +
        `${ratio(figures.listCold)} nothing cached; varying offset ${ratio(figures.offsets)} (first pages ${ratio(figures.shallow)})` +
        (figures.cursors ? `, cursor pages ${ratio(figures.cursors)}` : ''),
    );

    // Search: full-text over the 100,000 articles (and the other, empty, kinds), nothing cached.
    // "harbor fest" is what a reader has typed so far (prefix match on 100 stories); "local news"
    // matches every story, the worst case for ranking.
    console.log('search, one request at a time, nothing cached (median / p95 of 40)');
    for (const q of ['harbor fest', 'local news']) {
      const url = `/api/search?q=${encodeURIComponent(q)}&kind=articles`;
      const times = [];
      for (let i = 0; i < 40; i++) {
        cache.clear();
        let started;
        let res;
        // A 503 "busy" right after the load runs above is the pressure guard still cooling down.
        for (let attempt = 0; attempt < 20; attempt++) {
          started = performance.now();
          res = await fetch(base + url);
          await res.arrayBuffer();
          if (res.status !== 503) break;
          await new Promise((r) => setTimeout(r, 500));
        }
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const at = (f) => times[Math.min(times.length - 1, Math.floor(f * times.length))].toFixed(1);
      console.log(`  GET ${url}`.padEnd(66), `${at(0.5).padStart(6)} ms   p95 ${at(0.95).padStart(6)} ms`);
    }
    return figures;
  } finally {
    await app?.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      // The pool's end resolves as it asks its connections to close, before they have: dropping the
      // database at once cut them off, and the pool reported each as a lost connection.
      for (let wait = 0; wait < 50; wait++) {
        const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [dbName]);
        if (open.rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    }
  }
}

const only = process.env.BENCH_ONLY;
const parts = new Set((process.env.BENCH_PARTS ?? 'lists,startup,pages,mail').split(',').map((p) => p.trim()));
const results = {};
if (parts.has('lists')) {
  for (const kind of ['pglite', 'postgres']) if (!only || only === kind) results[kind] = await benchDatabase(kind);
}

// The start-up and the pages are those of the production build: made once, before either (the start-up
// ran the TypeScript sources through tsx, and a first start without the built database template, on a
// machine where nothing was built yet).
if ((parts.has('startup') || parts.has('pages')) && process.env.BENCH_SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('npm run build failed');
}
const startup = parts.has('startup') ? await benchStartup({ only }) : [];

// The summary: the table, one column per database.
const pct = (r) => (r ? `${((100 * r.rps) / r.health.rps).toFixed(0)}% of health` : 'n/a');
const p99 = (r) => (r ? `p99 ${r.p99} ms` : '');
console.log('\nsummary (ratios to GET /api/health, measured in turns with each figure)');
for (const [kind, f] of Object.entries(results)) {
  if (!f) continue;
  const name = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  console.log(`  ${name}: category list ${pct(f.list)} ${p99(f.list)}`);
  console.log(`  ${name}: category list, nothing cached ${pct(f.listCold)} ${p99(f.listCold)}`);
  console.log(`  ${name}: varying offset, pages not cached ${pct(f.offsets)} ${p99(f.offsets)}`);
  if (f.cursors) console.log(`  ${name}: cursor pages, pages not cached ${pct(f.cursors)} ${p99(f.cursors)}`);
  if (f.cursors?.cpu && f.cursors.health.cpu)
    console.log(
      `  ${name}: CPU per request (server's main thread${kind === 'postgres' ? ' + PostgreSQL' : ''}): health ${f.cursors.health.cpu.toFixed(2)} ms, ` +
        `cursor page ${f.cursors.cpu.toFixed(2)} ms, page not cached ${f.listPage.cpu?.toFixed(2) ?? 'n/a'} ms ` +
        `(health/cursor page ${((100 * f.cursors.health.cpu) / f.cursors.cpu).toFixed(0)}%)`,
    );
}
for (const line of startup) console.log(`  ${line}`);

if (parts.has('mail')) await benchMail();

// Pages as a phone sees them (Lighthouse) and the static files (bench-pages.mjs).
if (parts.has('pages')) await benchPages({ built: true });
