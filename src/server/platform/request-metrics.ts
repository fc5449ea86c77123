/**
 * Requests answered, by method, route pattern and status, with their time to answer in buckets:
 * added up in a map on every answer and written out in Prometheus's text format only when scraped.
 * prom-client's Counter and Histogram hash the label object on every call; for an answer from the
 * cache that was about a twentieth of its work (docs/performance.md, "request metrics").
 */

/** Upper bounds of the latency buckets, in seconds. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

const REQUESTS = {
  name: 'bylocals_http_requests_total',
  help: 'Requests answered by this process, by route pattern and status.',
};
const LATENCY = {
  name: 'bylocals_http_request_duration_seconds',
  help: 'Time to answer, by route pattern and status.',
};

interface Series {
  /** The label set as written in the text, e.g. `method="GET",route="/api/health",status="200"`. */
  labels: string;
  count: number;
  sum: number;
  /** Answers per bucket (not cumulative), then those slower than the last bound. */
  buckets: number[];
}

/** A label value as the text format writes it between quotes. */
const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

export interface RequestMetrics {
  /** Counts one answer; `seconds` is the time it took. */
  record(method: string, route: string, status: number, seconds: number): void;
  /** Both series in Prometheus's text format (HELP and TYPE lines included), ending with a newline. */
  text(): string;
}

export function createRequestMetrics(): RequestMetrics {
  const series = new Map<string, Series>();
  return {
    record(method, route, status, seconds) {
      const key = `${method} ${status} ${route}`;
      let one = series.get(key);
      if (!one) {
        const labels = `method="${escapeLabel(method)}",route="${escapeLabel(route)}",status="${status}"`;
        one = { labels, count: 0, sum: 0, buckets: new Array<number>(LATENCY_BUCKETS.length + 1).fill(0) };
        series.set(key, one);
      }
      let bucket = 0;
      while (bucket < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[bucket]!) bucket += 1;
      one.buckets[bucket]! += 1;
      one.count += 1;
      one.sum += seconds;
    },
    text() {
      const lines = [`# HELP ${REQUESTS.name} ${REQUESTS.help}`, `# TYPE ${REQUESTS.name} counter`];
      for (const { labels, count } of series.values()) lines.push(`${REQUESTS.name}{${labels}} ${count}`);
      lines.push('', `# HELP ${LATENCY.name} ${LATENCY.help}`, `# TYPE ${LATENCY.name} histogram`);
      for (const { labels, count, sum, buckets } of series.values()) {
        let below = 0;
        LATENCY_BUCKETS.forEach((bound, i) => {
          below += buckets[i]!;
          lines.push(`${LATENCY.name}_bucket{${labels},le="${bound}"} ${below}`);
        });
        lines.push(
          `${LATENCY.name}_bucket{${labels},le="+Inf"} ${count}`,
          `${LATENCY.name}_sum{${labels}} ${sum}`,
          `${LATENCY.name}_count{${labels}} ${count}`,
        );
      }
      return `${lines.join('\n')}\n`;
    },
  };
}
