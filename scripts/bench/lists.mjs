/** The category list's figures: cached, not cached, by offset and by cursor, each as a ratio to the health check. */
import os from 'node:os';
import autocannon from 'autocannon';
import { LIST, PER_CATEGORY, SECONDS } from './settings.mjs';

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

export async function benchLists({ base, cursorHeader, bypass, tools: { load, summed, show, measure } }) {
  const figures = {};
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
  bypass.mode = 'page';
  figures.listPage = await measure(`  the same, page not cached (count cached)`, LIST);
  bypass.mode = 'all';
  figures.listCold = await measure(`  the same, nothing cached`, LIST);

  // Every page a reader can ask for by offset (0 to the cap of 2,500; deeper pages go by cursor,
  // decision 056), in a fixed random order: pages not cached (the total is one per filter and stays
  // cached, as it does for readers paging through a list).
  bypass.mode = 'page';
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
    bypass.mode = 'none';
    const cursors = [];
    let next = cursorHeader;
    while (next && cursors.length < PER_CATEGORY / 50) {
      cursors.push(next);
      const res = await fetch(`${base}${LIST}&cursor=${encodeURIComponent(next)}`);
      await res.arrayBuffer();
      next = res.headers.get('x-next-cursor');
    }
    bypass.mode = 'page';
    figures.cursors = await measure(
      `  pages not cached, cursor pages over the whole category (random)`,
      shuffled(cursors).map((c) => ({ method: 'GET', path: `${LIST}&cursor=${encodeURIComponent(c)}` })),
    );
  } else {
    console.log('  (no x-next-cursor header: this server has no cursor pages)');
  }
  bypass.mode = 'all';
  const ratio = (r) => `${((100 * r.rps) / r.health.rps).toFixed(0)}%`;
  console.log(
    `ratio to health: list ${ratio(figures.list)} cached, ${ratio(figures.listPage)} page not cached, ` +
      `${ratio(figures.listCold)} nothing cached; varying offset ${ratio(figures.offsets)} (first pages ${ratio(figures.shallow)})` +
      (figures.cursors ? `, cursor pages ${ratio(figures.cursors)}` : ''),
  );
  return figures;
}
