import { describe, expect, it } from 'vitest';
import { metricSample as sample } from '../integration/processes';
import { createRequestMetrics } from './request-metrics';

describe('request metrics', () => {
  it('count answers per method, route and status, with cumulative latency buckets, a sum and a count', () => {
    const metrics = createRequestMetrics();
    metrics.record('GET', '/api/articles', 200, 0.002);
    metrics.record('GET', '/api/articles', 200, 0.03);
    metrics.record('GET', '/api/articles', 200, 12);
    metrics.record('GET', '/api/articles', 304, 0.001);
    const text = metrics.text();
    const ok = { route: '/api/articles', status: '200' };
    const name = 'bylocals_http_request_duration_seconds';
    expect(sample(text, 'bylocals_http_requests_total', ok)).toBe(3);
    expect(sample(text, 'bylocals_http_requests_total', { ...ok, status: '304' })).toBe(1);
    expect(sample(text, `${name}_bucket`, { ...ok, le: '0.005' })).toBe(1);
    expect(sample(text, `${name}_bucket`, { ...ok, le: '0.025' })).toBe(1);
    expect(sample(text, `${name}_bucket`, { ...ok, le: '0.05' })).toBe(2);
    expect(sample(text, `${name}_bucket`, { ...ok, le: '10' })).toBe(2);
    expect(sample(text, `${name}_bucket`, { ...ok, le: '+Inf' })).toBe(3);
    expect(sample(text, `${name}_sum`, ok)).toBeCloseTo(12.032);
    expect(sample(text, `${name}_count`, ok)).toBe(3);
    expect(text).toContain('# TYPE bylocals_http_requests_total counter\n');
    expect(text).toContain(`# TYPE ${name} histogram\n`);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('write a label value safely whatever it holds', () => {
    const metrics = createRequestMetrics();
    metrics.record('GET', '/a"b\\c\nd', 404, 0.001);
    expect(metrics.text()).toContain('route="/a\\"b\\\\c\\nd"');
  });

  it('say nothing but the headers before the first answer', () => {
    const text = createRequestMetrics().text();
    expect(text.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([]);
  });
});
