/** Load runs with autocannon, added up, printed, and measured in turns with the health check. */
import autocannon from 'autocannon';
import { cpuNow } from './cpu.mjs';
import { SECONDS, SLICE } from './settings.mjs';

/** The measuring tools for the server at `base`, whose cache `bypass.mode` empties per request. */
export function loadTools({ base, kind, bypass }) {
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
      cpu: before && after ? { main: after.main - before.main, postgres: after.postgres - before.postgres } : undefined,
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
    const bypassing = bypass.mode;
    for (let done = 0; done < SECONDS; done += SLICE) {
      const seconds = Math.min(SLICE, SECONDS - done);
      bypass.mode = 'none';
      healthRuns.push(await load('/api/health', seconds, { leadIn: 1 }));
      bypass.mode = bypassing;
      runs.push(await load(target, seconds, { leadIn: 1 }));
    }
    const result = summed(label, runs);
    result.health = summed('  GET /api/health, beside it', healthRuns);
    show(result, result.health);
    return result;
  };
  return { load, summed, show, measure };
}
