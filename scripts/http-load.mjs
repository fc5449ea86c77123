/**
 * Load for the bench's static-file figures: `connections` keep-alive connections, each sending its
 * next GET as soon as the answer to the last one has arrived, for `seconds`. Bodies are counted, never
 * decoded.
 *
 * autocannon appends every answer's body to a string; decoding bytes that are not UTF-8 text (a
 * brotli or gzip body, a font) is its slow path, about 1 ms for the 79 KB of the main JS in brotli.
 * Its rate for those files measured itself: a plain Node server sending that file's bytes answered
 * about 1,000 requests a second by autocannon and 12,000 by this.
 */
import http from 'node:http';

/** Requests per second (2xx answers only), the 99th percentile latency in ms, and the failures. */
export async function httpLoad(url, { headers = {}, connections = 10, seconds = 10 } = {}) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let ok = 0;
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const one = () =>
    new Promise((resolve) => {
      const sent = performance.now();
      const req = http.get(
        { host: target.hostname, port: target.port, path: target.pathname + target.search, headers, agent },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            latencies.push(performance.now() - sent);
            if (res.statusCode >= 200 && res.statusCode < 300) ok += 1;
            else errors += 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const connection = async () => {
    while (performance.now() < until) await one();
  };
  await Promise.all(Array.from({ length: connections }, connection));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const p99 = latencies.length
    ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))])
    : 0;
  return { rps: ok / elapsed, p99, errors, total: latencies.length };
}
