/**
 * Load for the bench's static-file figures: `connections` keep-alive connections, each sending its
 * next GET as soon as the answer to the last one has arrived, for `seconds`. An answer is read as far
 * as its status line and Content-Length, then its body is counted past, never copied or decoded.
 *
 * autocannon appends every answer's body to a string; decoding bytes that are not UTF-8 text (a
 * brotli or gzip body, a font) is its slow path, about 1 ms for the 79 KB of the main JS in brotli.
 * Its rate for those files measured itself: a plain Node server sending that file's bytes answered
 * about 1,000 requests a second by autocannon and 12,000 by Node's own HTTP client. Node's client in
 * turn tops out near 10,000 a second for a 65 KB text body, which autocannon reads at 25,000; this
 * reads it at about the same rate as autocannon.
 */
import net from 'node:net';

const HEAD_END = Buffer.from('\r\n\r\n');

/** Requests per second (2xx answers only), the 99th percentile latency in ms, and the failures. */
export async function httpLoad(url, { headers = {}, connections = 10, seconds = 10 } = {}) {
  const target = new URL(url);
  const request = Buffer.from(
    `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      '\r\n',
  );
  const latencies = [];
  let ok = 0;
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;

  const connection = () =>
    new Promise((resolve) => {
      const socket = net.connect({ host: target.hostname, port: Number(target.port) || 80 });
      socket.setNoDelay(true);
      let head = Buffer.alloc(0);
      let bodyLeft = -1; // -1: reading the head of the next answer
      let status = 0;
      let sent = 0;
      const send = () => {
        if (performance.now() >= until) return socket.end(resolve);
        sent = performance.now();
        socket.write(request);
      };
      const answered = () => {
        latencies.push(performance.now() - sent);
        if (status >= 200 && status < 300) ok += 1;
        else errors += 1;
        bodyLeft = -1;
        send();
      };
      socket.on('connect', send);
      socket.on('error', () => {
        errors += 1;
        resolve();
      });
      socket.on('data', (chunk) => {
        let at = 0;
        while (at < chunk.length) {
          if (bodyLeft >= 0) {
            const taken = Math.min(bodyLeft, chunk.length - at);
            bodyLeft -= taken;
            at += taken;
            if (bodyLeft === 0) answered();
            continue;
          }
          head = head.length ? Buffer.concat([head, chunk.subarray(at)]) : chunk.subarray(at);
          at = chunk.length;
          const end = head.indexOf(HEAD_END);
          if (end < 0) break;
          const text = head.subarray(0, end).toString('latin1');
          const rest = head.subarray(end + HEAD_END.length);
          head = Buffer.alloc(0);
          status = Number(text.slice(9, 12));
          const length = /\r\ncontent-length:\s*(\d+)/i.exec(text);
          if (!length) {
            // Every file answer has a length; anything else is counted as a failure and the
            // connection closed (its framing cannot be followed without one).
            errors += 1;
            socket.destroy();
            return resolve();
          }
          bodyLeft = Number(length[1]);
          if (bodyLeft === 0) answered();
          // The rest of this chunk belongs to the body (or the next answer): go round again.
          chunk = rest;
          at = 0;
        }
      });
    });

  await Promise.all(Array.from({ length: connections }, connection));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p99 = latencies.length
    ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))])
    : 0;
  return { rps: ok / elapsed, p99, errors, total: latencies.length };
}
