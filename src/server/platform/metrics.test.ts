import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app';
import { freePort, metricSample as sample } from '../integration/processes';
import { startMetricsServer } from './metrics';

const TOKEN = 'a-long-metrics-token-1234';

describe('metrics', () => {
  let t: TestContext;
  let off: TestContext;
  beforeAll(async () => {
    [t, off] = await Promise.all([createTestApp({ METRICS_TOKEN: TOKEN }), createTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([t.close(), off.close()]);
  });
  const scrape = (authorization?: string) =>
    t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

  it('are off unless METRICS_TOKEN is set', async () => {
    expect((await off.app.inject('/metrics')).statusCode).toBe(404);
  });

  it('need the token: none or a wrong one is a 401 that says so', async () => {
    for (const auth of [undefined, 'Bearer wrong-token-of-some-length', `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(auth);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Metrics need the metrics token.' });
    }
  });

  it('count requests by route pattern and status, with latency histograms, in Prometheus text', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject('/api/articles/no-such-story');
    await t.app.inject('/api/health/live');
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const body = res.body;
    const story = { method: 'GET', route: '/api/articles/:id', status: '404' };
    expect(sample(body, 'bylocals_http_requests_total', story)).toBe(3);
    expect(sample(body, 'bylocals_http_request_duration_seconds_count', story)).toBe(3);
    expect(sample(body, 'bylocals_http_request_duration_seconds_bucket', { ...story, le: '+Inf' })).toBe(3);
    expect(sample(body, 'bylocals_http_requests_total', { route: '/api/health/live', status: '200' })).toBe(1);
    expect(body).not.toContain('no-such-story');
  });

  it('tell cache hits from misses, the mail queue, and the process itself', async () => {
    await t.app.inject('/api/articles?city=buffalo');
    await t.app.inject('/api/articles?city=buffalo');
    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(body, 'bylocals_public_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'bylocals_public_cache_lookups_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'bylocals_mail_queue_oldest_seconds')).toBe(0);
    expect(body).toContain('# TYPE bylocals_background_job_runs_total counter');
    expect(body).toContain('# TYPE bylocals_newsletter_messages gauge');
    expect(sample(body, 'bylocals_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('count queued mail and its age', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      payload: { email: 'reader@example.com' },
    });
    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(body, 'bylocals_mail_queue_messages', { state: 'queued' })).toBe(1);
    expect(sample(body, 'bylocals_mail_queue_oldest_seconds')).toBeGreaterThanOrEqual(0);
    expect(body).not.toContain('reader@example.com');
  });

  it('can be served on a port of their own (METRICS_PORT), still asking for the token when one is set', async () => {
    const port = await freePort();
    const server = await startMetricsServer(t.app, port, '127.0.0.1');
    try {
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
      const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('bylocals_http_requests_total');
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
