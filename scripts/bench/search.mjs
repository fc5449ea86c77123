/** Full-text search timings, one request at a time, nothing cached. */
export async function benchSearch({ base, cache }) {
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
}
