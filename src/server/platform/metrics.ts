import { timingSafeEqual, createHash } from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { AppError } from './app-error';
import { publicReadCache } from './cache';
import { createRequestMetrics } from './request-metrics';

/** What this process counts; each app has its own registry (tests build many apps in one process). */
export interface AppMetrics {
  /** Everything this process counts, in Prometheus's text format. */
  text(): Promise<string>;
  /** The text's content type. */
  contentType: string;
  jobRuns: Counter<'job' | 'outcome'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** The queue's state across the whole site (every process reads the same table). */
async function mailQueue(app: FastifyInstance) {
  const result = (await app.deps.database.db.execute(sql`
    select state, kind = 'newsletter-edition' as newsletter, count(*)::int as n,
      extract(epoch from now() - min(created_at)) as oldest
    from outgoing_mail group by 1, 2`)) as unknown as {
    rows: { state: string; newsletter: boolean; n: number; oldest: number | string | null }[];
  };
  return result.rows;
}

function registerCollectors(app: FastifyInstance, registry: Registry) {
  const registers = [registry];
  const { database } = app.deps;
  new Gauge({
    name: 'bylocals_db_pool_connections',
    help: 'PostgreSQL connections of this process: in use, idle, requests waiting for one, and the most allowed.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.total - stats.idle);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });

  // Counted by the cache itself; handed on as the difference since the last scrape.
  const seen = { hit: 0, miss: 0 };
  new Counter({
    name: 'bylocals_public_cache_lookups_total',
    help: "Public reads and rendered pages looked up in this process's cache: answered from memory (hit) or loaded (miss).",
    labelNames: ['result'] as const,
    registers,
    collect() {
      const cache = publicReadCache(app);
      this.inc({ result: 'hit' }, cache.hits - seen.hit);
      this.inc({ result: 'miss' }, cache.misses - seen.miss);
      seen.hit = cache.hits;
      seen.miss = cache.misses;
    },
  });

  let queue: Promise<Awaited<ReturnType<typeof mailQueue>>> | undefined;
  // One query per scrape, shared by the three series below (a scrape collects them all at once); a
  // failed query leaves them empty rather than failing the whole scrape.
  const queueOnce = () =>
    (queue ??= mailQueue(app)
      .catch((err: unknown) => {
        app.log.warn({ err }, 'metrics: the mail queue could not be read');
        return [];
      })
      .finally(() => (queue = undefined)));
  new Gauge({
    name: 'bylocals_mail_queue_messages',
    help: 'Outgoing mail by state (queued, sending, sent, failed), whole site.',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const row of await queueOnce()) this.inc({ state: row.state }, row.n);
    },
  });
  new Gauge({
    name: 'bylocals_mail_queue_oldest_seconds',
    help: 'Age of the oldest message still waiting to be sent (0 when none), whole site.',
    registers,
    async collect() {
      const waiting = (await queueOnce()).filter((r) => r.state === 'queued' || r.state === 'sending');
      this.set(waiting.reduce((max, r) => Math.max(max, Number(r.oldest ?? 0)), 0));
    },
  });
  new Gauge({
    name: 'bylocals_newsletter_messages',
    help: 'Newsletter editions to subscribers by state (sent, failed, waiting), whole site.',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const row of await queueOnce()) if (row.newsletter) this.inc({ state: row.state }, row.n);
    },
  });

  return new Counter({
    name: 'bylocals_background_job_runs_total',
    help: 'Turns of background jobs in this process: ran (ok), failed, or skipped (another process had it).',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
}

/** Compares a presented token with the configured one in constant time (hashes have equal lengths). */
function tokenMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '';
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(presented), digest(token));
}

/**
 * Counts requests, jobs, the cache and the queues. With METRICS_TOKEN, GET /metrics answers in
 * Prometheus's text format to a caller presenting the token; without it, there is no such route
 * (METRICS_PORT serves them apart, see startMetricsServer).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    const jobRuns = registerCollectors(app, registry);
    const requests = createRequestMetrics();
    // A callback hook, not an async one: no promise per request for a count.
    app.addHook('onResponse', (req, reply, done) => {
      // The pattern, never the address itself: ids in addresses would make a series per item.
      requests.record(req.method, req.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
    const text = async () => `${await registry.metrics()}\n${requests.text()}`;
    app.decorate('metrics', { text, contentType: registry.contentType, jobRuns });
    const { METRICS_TOKEN, METRICS_PORT } = app.deps.config;
    if (METRICS_TOKEN || METRICS_PORT) collectDefaultMetrics({ register: registry, prefix: 'bylocals_' });
    if (!METRICS_TOKEN) return;
    app.get(
      '/metrics',
      { schema: { hide: true }, config: { pressureHandler: () => undefined } },
      async (req, reply) => {
        if (!tokenMatches(req.headers.authorization, METRICS_TOKEN)) {
          throw new AppError('UNAUTHORIZED', 401, 'Metrics need the metrics token.', undefined, {
            'WWW-Authenticate': 'Bearer',
          });
        }
        return reply
          .header('Cache-Control', 'no-store')
          .type(registry.contentType)
          .send(await text());
      },
    );
  },
  { name: 'metrics' },
);

/** Metrics on a port of their own (METRICS_PORT), still asking for METRICS_TOKEN when one is set. */
export async function startMetricsServer(app: FastifyInstance, port: number, host: string) {
  const token = app.deps.config.METRICS_TOKEN;
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (token && !tokenMatches(req.headers.authorization, token)) {
      res
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
        .end('Metrics need the metrics token.\n');
      return;
    }
    app.metrics.text().then(
      (body) => res.writeHead(200, { 'content-type': app.metrics.contentType, 'cache-control': 'no-store' }).end(body),
      (err: unknown) => {
        app.log.error({ err }, 'metrics could not be collected');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be collected.\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
