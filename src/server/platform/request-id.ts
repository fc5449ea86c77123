import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** The header a request id comes in (from a proxy or load balancer that set one) and goes back out in. */
const REQUEST_ID_HEADER = 'x-request-id';

/** Ids a caller may hand in: short, and only characters that are safe in any log or header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's genReqId: the caller's X-Request-Id when it is safe, so one request is followed across a
 * proxy and every process; otherwise a new UUID (unique across processes, unlike a counter).
 */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Echoes the id in every answer. Lines about a request are logged through its own logger
 * (`req.log`), which carries the id; there is no request context for the app's logger to read, as
 * keeping one (AsyncLocalStorage) costs every promise of every request on Node 20 and 22
 * (docs/performance.md).
 */
export function registerRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
}
