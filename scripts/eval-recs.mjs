/**
 * npm run eval:recs: how good and how fast the recommendations are.
 *
 * Quality: simulated readers, each with a hidden taste (a home city and two favourite categories),
 * read the catalogue: 80% of what they open matches their taste, 20% is anything. Their first 15
 * views go into the database as activity; the next 10 are held out. The engine (the same
 * `recommendationsFor` the site uses, knowing only the stored views) and a popularity baseline (the six
 * items most viewed by everyone, minus what the reader saw) each pick six. hit-rate@6 is the share of
 * readers with at least one pick among their held-out views; "match" is the share of picks the hidden
 * taste would open (home city and a favourite category).
 *
 * Speed: 1,000,000 activity rows from 10,000 more readers are added, and the time the engine takes per
 * reader is measured (saved picks cleared, so each run computes; median and p95).
 *   EVAL_DATABASE_URL  PostgreSQL instead of the embedded database (a throwaway database is made on it)
 *   EVAL_READERS       simulated readers (default 300)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { articles, businesses, userActivity, users } from '../src/server/db/schema.ts';
import { recommendationsFor } from '../src/server/features/recommendations/service.ts';
import { clearRecommendations } from '../src/server/features/recommendations/store.ts';
import { CITIES } from '../src/shared/cities.ts';

const READERS = Math.max(20, Number(process.env.EVAL_READERS) || 300);
const ACTIVITY_ROWS = 1_000_000;
const HISTORY = 15;
const HELD_OUT = 10;
const ON_TASTE = 0.8;
const CATEGORIES = ['News', 'Community', 'Food & Dining', 'Arts & Culture', 'Sports', 'Music', 'Youth', 'Fashion'];
const PER_CITY_CATEGORY = { article: 20, business: 4 };
const DAY = 24 * 60 * 60 * 1000;

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];

const now = new Date();

let admin;
let dbName;
let databaseUrl;
if (process.env.EVAL_DATABASE_URL) {
  admin = new pg.Client({ connectionString: process.env.EVAL_DATABASE_URL });
  await admin.connect();
  dbName = `bl_eval_recs_${process.pid}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(process.env.EVAL_DATABASE_URL);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-eval-recs-'));
const database = await openDatabase({ dataDir, databaseUrl });
const { db } = database;

try {
  await database.migrate();

  // The catalogue: every city has articles and businesses in every category, all recent.
  const catalogue = [];
  for (const city of CITIES) {
    for (const category of CATEGORIES) {
      for (let i = 0; i < PER_CITY_CATEGORY.article; i++) {
        catalogue.push({ contentType: 'article', city, category, title: `${category} story ${i} in ${city}` });
      }
      for (let i = 0; i < PER_CITY_CATEGORY.business; i++) {
        catalogue.push({ contentType: 'business', city, category, title: `${category} place ${i} in ${city}` });
      }
    }
  }
  for (const item of catalogue) {
    const when = new Date(now.getTime() - Math.floor(random() * 30 * DAY));
    const common = { city: item.city, category: item.category, status: 'published', imageUrl: '/media/x.jpg' };
    if (item.contentType === 'article') {
      const [row] = await db
        .insert(articles)
        .values({
          ...common,
          title: item.title,
          excerpt: item.title,
          content: item.title,
          author: 'Eval',
          publishDate: when,
        })
        .returning({ id: articles.id });
      item.id = row.id;
    } else {
      const [row] = await db
        .insert(businesses)
        .values({ ...common, name: item.title, address: '1 Main St', description: item.title, createdAt: when })
        .returning({ id: businesses.id });
      item.id = row.id;
    }
  }
  const key = (item) => `${item.contentType}:${item.id}`;

  // Readers with hidden tastes, and what they read.
  const readers = [];
  for (let r = 0; r < READERS; r++) {
    const city = pick(CITIES);
    const first = pick(CATEGORIES);
    const second = pick(CATEGORIES.filter((c) => c !== first));
    const taste = { city, categories: [first, second] };
    const likes = (item) => item.city === taste.city && taste.categories.includes(item.category);
    const onTaste = catalogue.filter(likes);
    const seen = new Set();
    const views = [];
    while (views.length < HISTORY + HELD_OUT) {
      const item = random() < ON_TASTE ? pick(onTaste) : pick(catalogue);
      if (seen.has(key(item))) continue;
      seen.add(key(item));
      views.push(item);
    }
    readers.push({ taste, likes, history: views.slice(0, HISTORY), heldOut: new Set(views.slice(HISTORY).map(key)) });
  }
  const accounts = await db
    .insert(users)
    .values(readers.map(() => ({})))
    .returning({ id: users.id });
  readers.forEach((r, i) => (r.userId = accounts[i].id));
  await db.insert(userActivity).values(
    readers.flatMap((r) =>
      r.history.map((item, i) => ({
        userId: r.userId,
        contentType: item.contentType,
        contentId: item.id,
        actionType: 'view',
        category: item.category,
        city: item.city,
        timestamp: new Date(now.getTime() - (HISTORY - i) * 60 * 60 * 1000),
      })),
    ),
  );

  // The popularity baseline: most viewed first.
  const views = new Map();
  for (const r of readers) for (const item of r.history) views.set(key(item), (views.get(key(item)) ?? 0) + 1);
  const popular = [...views.entries()].sort((a, b) => b[1] - a[1]).map(([k]) => k);
  const byKey = new Map(catalogue.map((item) => [key(item), item]));

  const score = { engine: { hits: 0, match: 0, picks: 0 }, popular: { hits: 0, match: 0, picks: 0 } };
  const tally = (s, reader, keys) => {
    if (keys.some((k) => reader.heldOut.has(k))) s.hits += 1;
    s.match += keys.filter((k) => reader.likes(byKey.get(k))).length;
    s.picks += keys.length;
  };
  for (const reader of readers) {
    const picks = await recommendationsFor(db, reader.userId, now);
    tally(
      score.engine,
      reader,
      picks.map((p) => `${p.contentType}:${p.content.id}`),
    );
    const seen = new Set(reader.history.map(key));
    tally(score.popular, reader, popular.filter((k) => !seen.has(k)).slice(0, 6));
  }
  const pct = (n, d) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
  console.log(
    `${READERS} simulated readers, ${catalogue.length} items in ${CITIES.length} cities x ${CATEGORIES.length} categories; ` +
      `${HISTORY} views known, ${HELD_OUT} held out; ${database.kind}`,
  );
  console.log('                          hit-rate@6   picks matching the hidden taste   picks per reader');
  for (const [name, s] of [
    ['recommendation engine', score.engine],
    ['popularity baseline', score.popular],
  ]) {
    console.log(
      `${name.padEnd(26)}${pct(s.hits, READERS).padStart(10)}   ${pct(s.match, s.picks).padStart(31)}   ${(s.picks / READERS).toFixed(1).padStart(16)}`,
    );
  }

  // Speed at 1,000,000 activity rows: 10,000 more readers with 100 views each.
  const started = Date.now();
  await db.execute(
    sql`insert into users (email) select 'reader' || n || '@example.test' from generate_series(1, 10000) n`,
  );
  const ids = catalogue.map(
    (item) => `('${item.contentType}', '${item.id}', '${item.category.replace(/'/g, "''")}', '${item.city}')`,
  );
  await db.execute(
    sql.raw(`
      with items(content_type, content_id, category, city) as (values ${ids.join(',')}),
           numbered as (select row_number() over () - 1 as i, * from items),
           readers as (select id, row_number() over () as r from users where email like 'reader%')
      insert into user_activity (user_id, content_type, content_id, action_type, category, city, timestamp)
      select readers.id, numbered.content_type, numbered.content_id, 'view', numbered.category, numbered.city,
             now() - (v * interval '1 hour')
      from readers cross join generate_series(1, ${ACTIVITY_ROWS / 10000}) v
      join numbered on numbered.i = (readers.r * 7919 + v * 104729) % ${catalogue.length}`),
  );
  await db.execute(sql`analyze`);
  const [{ rows }] = [await db.execute(sql`select count(*)::int as n from user_activity`)];
  console.log(
    `\n${rows[0].n.toLocaleString('en-US')} activity rows (added in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  const times = [];
  let cpu = 0;
  for (const reader of readers.slice(0, 100)) {
    await clearRecommendations(db, reader.userId);
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    await recommendationsFor(db, reader.userId, now);
    const c = process.cpuUsage(c0);
    cpu += (c.user + c.system) / 1000;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (f) => times[Math.min(times.length - 1, Math.floor(f * times.length))].toFixed(1);
  console.log(
    `time per reader (picks computed, ${times.length} readers): median ${at(0.5)} ms, p95 ${at(0.95)} ms; ` +
      `CPU ${(cpu / times.length).toFixed(1)} ms per reader (this process${database.kind === 'pglite' ? ', the database included' : ''}); ` +
      `load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`,
  );
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}
