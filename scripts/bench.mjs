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
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { benchPages } from './bench-pages.mjs';
import { benchStartup } from './bench-startup.mjs';
import { benchMail } from './bench-mail.mjs';
import { openBenchDatabase, seedArticles } from './bench/database.mjs';
import { startBenchServer } from './bench/server.mjs';
import { loadTools } from './bench/load.mjs';
import { benchLists } from './bench/lists.mjs';
import { benchSearch } from './bench/search.mjs';

/** The list and search figures on one kind of database ('pglite' or 'postgres'); undefined when it is out of reach. */
async function benchDatabase(kind) {
  const opened = await openBenchDatabase(kind);
  if (!opened) return undefined;
  let server;
  try {
    await seedArticles(opened.database, kind);
    server = await startBenchServer(opened);
    const figures = await benchLists({ ...server, tools: loadTools({ ...server, kind }) });
    await benchSearch(server);
    return figures;
  } finally {
    await server?.app.close();
    await opened.close();
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
