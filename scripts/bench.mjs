/**
 * npm run bench: how fast the public article list answers on the embedded database (PGlite) when a
 * city has 100,000 articles, next to a trivial GET /api/health measured in the same run.
 * A script, not a test: it prints figures for the README and exits. Load comes from an autocannon
 * worker thread so the generator does not share the server's event loop.
 *   BENCH_SECONDS (default 10) sets the length of each measurement.
 * Then the start-up section (bench-startup.mjs): first start, restart and memory of the real server
 * on PGlite and on PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { outboxMailer } from '../src/server/adapters/mailer.ts';
import { storageFromConfig } from '../src/server/adapters/storage.ts';
import { disabledPayments } from '../src/server/adapters/payments.ts';
import { publicReadCache } from '../src/server/platform/cache.ts';
import { benchStartup } from './bench-startup.mjs';

const ARTICLES = 100_000;
const SECONDS = Math.min(Math.max(Number(process.env.BENCH_SECONDS) || 10, 1), 60);
const LIST = '/api/articles?city=rochester&limit=50';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', NODE_ENV: 'production' }, []);
const database = await openDatabase({ dataDir });
let app;
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
  await database.db.execute(sql`analyze articles`);
  console.log(`seeded ${ARTICLES.toLocaleString('en-US')} published rochester articles in ${Date.now() - seeded} ms`);

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

  const measure = async (label, url) => {
    const r = await autocannon({ url: base + url, connections: 10, duration: SECONDS, workers: 1 });
    const result = { label, rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
    console.log(
      `${label.padEnd(60)} ${result.rps.toFixed(0).padStart(7)} req/s   p99 ${String(result.p99).padStart(4)} ms   errors ${result.errors}`,
    );
    return result;
  };

  console.log(`\nautocannon, 10 connections, ${SECONDS} s each, PGlite, Node ${process.version}`);
  const health = await measure('GET /api/health', '/api/health');
  const list = await measure(`GET ${LIST}`, LIST);
  bypass = 'page';
  const page = await measure(`GET ${LIST} (page not cached)`, LIST);
  bypass = 'all';
  const cold = await measure(`GET ${LIST} (nothing cached)`, LIST);
  const ratio = (r) => (r.rps / health.rps).toFixed(2);
  console.log(
    `\nratio list/health: ${ratio(list)} cached, ${ratio(page)} page not cached, ${ratio(cold)} nothing cached`,
  );

  // Search: full-text over the 100,000 articles (and the other, empty, kinds), nothing cached.
  // "harbor fest" is what a reader has typed so far (prefix match on 100 stories); "local news"
  // matches every story, the worst case for ranking.
  console.log('\nsearch, one request at a time, nothing cached (median / p95 of 40)');
  for (const q of ['harbor fest', 'harbor festival', 'local news']) {
    for (const kind of ['articles', '']) {
      const url = `/api/search?q=${encodeURIComponent(q)}${kind ? `&kind=${kind}` : ''}`;
      const times = [];
      for (let i = 0; i < 40; i++) {
        cache.clear();
        const started = performance.now();
        const res = await fetch(base + url);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const at = (f) => times[Math.min(times.length - 1, Math.floor(f * times.length))].toFixed(1);
      console.log(`GET ${url}`.padEnd(60), `${at(0.5).padStart(7)} ms   p95 ${at(0.95).padStart(6)} ms`);
    }
  }
  bypass = 'all';
  const searchUrl = '/api/search?q=harbor%20fest&kind=articles';
  const searched = await measure(`GET ${searchUrl} (nothing cached)`, searchUrl);
  console.log(`ratio search/health: ${ratio(searched)} nothing cached`);
} finally {
  await app?.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await benchStartup();
