/**
 * The page part of `npm run bench`: the production build with the demo content, as a phone sees it.
 *   - Lighthouse (mobile preset, simulated throttling) on home, /articles, /businesses and an artist
 *     page, 5 runs each: Performance score, Largest Contentful Paint and Cumulative Layout Shift
 *     (min / median / max).
 *   - JavaScript the home page transfers (every script request of the Lighthouse run, median).
 *   - The main JS file under load with a browser's `Accept-Encoding: br, gzip`, as a ratio of a
 *     small file sent uncompressed (favicon.svg without Accept-Encoding) and of the same file sent
 *     uncompressed (no Accept-Encoding), measured in the same run; and the page's entry script (a
 *     few bytes, asked for on every page) with that header. Beside each rate, the server's CPU time
 *     per request (from /proc): the load generator on the same two cores can be the slower side, and
 *     then the rates measure it rather than the server. The load comes from http-load.mjs, which
 *     never decodes a body (autocannon decodes each as UTF-8 text, its slow path for brotli bytes).
 * Runs alone with `node scripts/bench-pages.mjs`.
 *   CHROMIUM_PATH       the browser (default /usr/bin/chromium, Debian's Chromium)
 *   BENCH_PAGE_RUNS     Lighthouse runs per page (default 5)
 *   BENCH_SKIP_BUILD=1  use the existing dist/ instead of running `npm run build` first
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { childrenOf, cpuMsOf } from './proc-cpu.mjs';
import { httpLoad } from './http-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Math.min(Math.max(Number(process.env.BENCH_PAGE_RUNS) || 5, 1), 20);
const SECONDS = Math.min(Math.max(Number(process.env.BENCH_SECONDS) || 10, 1), 60);
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The production server (scripts/start.mjs, as `npm start` runs it) on a new PGlite data directory with the demo content. */
async function startServer(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      SKIP_BUILD: 'true',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Lighthouse and the load share two cores with the server: never answer "busy".
      BUSY_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    const res = await fetch(`${base}/api/health`).catch(() => undefined);
    if (res?.status === 200) break;
    if (Date.now() - started > 300_000) throw new Error('the server did not start within 5 minutes');
    await new Promise((r) => setTimeout(r, 200));
  }
  // scripts/start.mjs runs the server as its child: that process answers the requests.
  const [serverPid] = childrenOf(child.pid);
  return {
    base,
    serverPid,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const spread = (values, digits) => {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (v) => v.toFixed(digits);
  return `${f(sorted[0])} / ${f(median(sorted))} / ${f(sorted[sorted.length - 1])}`;
};

/** Script bytes on the wire and how many script files, from Lighthouse's own network record. */
function scripts(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const js = items.filter((item) => item.resourceType === 'Script');
  return { bytes: js.reduce((sum, item) => sum + (item.transferSize ?? 0), 0), files: js.length };
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART and the like, rare on a busy machine) is repeated. */
async function audit(url, port) {
  for (let attempt = 1; ; attempt++) {
    // The default configuration is the mobile preset (Moto G Power, simulated slow 4G, 4x CPU slowdown).
    // Each run is a first visit: Lighthouse empties the cache before it, and here the origin's local storage
    // too (by default it keeps it), where the pages note that the browser has the site's fonts (decision 036).
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'],
    });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`Lighthouse on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  }
}

async function lighthouseRuns(pages, onPage) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const results = [];
  try {
    for (const [label, url] of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const lhr = await audit(url, chrome.port);
        runs.push({
          benchmarkIndex: lhr.environment.benchmarkIndex,
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: (lhr.audits['largest-contentful-paint'].numericValue ?? 0) / 1000,
          cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
          tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
          ...scripts(lhr),
        });
      }
      results.push({ label, url, runs });
      onPage({ label, runs });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/** Requests per second, and the server's CPU time per request where /proc tells it. */
async function requestsPerSecond(url, headers, serverPid) {
  const cpu = () => {
    try {
      return serverPid ? cpuMsOf(`/proc/${serverPid}/stat`) : undefined;
    } catch {
      return undefined;
    }
  };
  const before = cpu();
  const r = await httpLoad(url, { headers, connections: 10, seconds: SECONDS });
  const after = cpu();
  const perRequest =
    before !== undefined && after !== undefined && r.total > 0 ? (after - before) / r.total : undefined;
  return { rps: r.rps, p99: r.p99, errors: r.errors, cpu: perRequest };
}

/** Prints the page figures; `print` receives each line (console.log by default); `built`: dist/ is fresh. */
export async function benchPages({ print = console.log, built = false } = {}) {
  if (!built && process.env.BENCH_SKIP_BUILD !== '1') {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-bench-pages-'));
  const server = await startServer(dataDir);
  try {
    const { base } = server;
    const artists = await (await fetch(`${base}/api/artists?city=rochester`)).json();
    const artist = (Array.isArray(artists) ? artists : (artists.items ?? []))[0];
    const pages = [
      ['home', `${base}/`],
      ['/articles', `${base}/articles`],
      ['/businesses', `${base}/businesses`],
      ...(artist ? [['artist page', `${base}/artist/${artist.id}`]] : []),
    ];
    for (const [, url] of pages) await (await fetch(url)).text(); // rendered once, as for any visitor after the first

    print(`\npages: Lighthouse ${RUNS} runs each, mobile preset, Chromium, production build, demo content`);
    print(
      `${'page'.padEnd(14)} ${'score min/median/max'.padEnd(22)} ${'LCP s min/median/max'.padEnd(22)} CLS max   JS median`,
    );
    const results = await lighthouseRuns(pages, ({ label, runs }) => {
      const js = median(runs.map((r) => r.bytes));
      const files = median(runs.map((r) => r.files));
      print(
        `${label.padEnd(14)} ${spread(
          runs.map((r) => r.score),
          0,
        ).padEnd(22)} ${spread(
          runs.map((r) => r.lcp),
          2,
        ).padEnd(22)} ${Math.max(...runs.map((r) => r.cls))
          .toFixed(3)
          .padEnd(9)} ${(js / 1024).toFixed(1)} KB in ${files} files`,
      );
      // Run by run, in order: which runs missed, and by how much blocking time (the score's moving part).
      print(
        `${''.padEnd(14)} runs: score ${runs.map((r) => r.score).join(' ')}; blocking ms ${runs.map((r) => Math.round(r.tbt)).join(' ')}; host benchmark index ${Math.round(median(runs.map((r) => r.benchmarkIndex)))}`,
      );
    });
    const home = results.find((r) => r.label === 'home');
    if (home) {
      print(
        `home page JavaScript transferred: ${(median(home.runs.map((r) => r.bytes)) / 1024).toFixed(1)} KB (median)`,
      );
    }

    // The main JS file: the largest module the home page's boot data names (entry or its chunks;
    // decision 030), or its head names (a page rendered only in the browser).
    const html = await (await fetch(`${base}/`)).text();
    const boot = /<script type="application\/json" id="bl-boot">(.*?)<\/script>/.exec(html);
    const named = boot
      ? [JSON.parse(boot[1]).entry, ...JSON.parse(boot[1]).modules]
      : [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map(
          (m) => m[1],
        );
    let main = '';
    let largest = -1;
    for (const file of named) {
      const size = (await (await fetch(base + file)).arrayBuffer()).byteLength;
      if (size > largest) [main, largest] = [file, size];
    }
    if (!main) throw new Error('no script on the home page');
    const encoded = await fetch(base + main, { headers: { 'accept-encoding': 'br, gzip' } });
    const encoding = encoded.headers.get('content-encoding') ?? 'none';
    await encoded.arrayBuffer();
    const entry = boot ? JSON.parse(boot[1]).entry : undefined;
    print(
      `\nstatic files: 10 keep-alive connections, ${SECONDS} s each, bodies not decoded (http-load.mjs); CPU: the server's, per request`,
    );
    const browser = { 'accept-encoding': 'br, gzip' };
    const small = await requestsPerSecond(`${base}/favicon.svg`, {}, server.serverPid);
    const js = await requestsPerSecond(base + main, browser, server.serverPid);
    // The same file without Accept-Encoding: its whole bytes, read from disk as they are.
    const plain = await requestsPerSecond(base + main, {}, server.serverPid);
    const tiny = entry ? await requestsPerSecond(base + entry, browser, server.serverPid) : undefined;
    const line = (label, r) =>
      print(
        `${label.padEnd(60)} ${r.rps.toFixed(0).padStart(7)} req/s   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}` +
          (r.cpu === undefined ? '' : `   CPU ${r.cpu.toFixed(3)} ms/req`),
      );
    line('GET /favicon.svg (no Accept-Encoding)', small);
    line(`GET ${main} (${(largest / 1024).toFixed(0)} KB; br, gzip: sent ${encoding})`, js);
    line(`GET ${main} (no Accept-Encoding: sent as it is)`, plain);
    if (tiny) line(`GET ${entry} (the entry script; br, gzip)`, tiny);
    const cpuRatio = (a, b) => (a.cpu && b.cpu ? (b.cpu / a.cpu).toFixed(2) : 'n/a');
    print(
      `ratio main JS/small file: ${(js.rps / small.rps).toFixed(2)} (by server CPU ${cpuRatio(js, small)}); ` +
        `main JS compressed/uncompressed: ${(js.rps / plain.rps).toFixed(2)} (by server CPU ${cpuRatio(js, plain)})` +
        (tiny
          ? `; entry script with br, gzip/small file: ${(tiny.rps / small.rps).toFixed(2)} (by server CPU ${cpuRatio(tiny, small)})` +
            `; main JS/entry script: ${(js.rps / tiny.rps).toFixed(2)} (by server CPU ${cpuRatio(js, tiny)})`
          : ''),
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchPages();
