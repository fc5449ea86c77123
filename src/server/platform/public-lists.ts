import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The ETag of an answer's body: a hash of its bytes. */
const digest = (body: Buffer) => createHash('sha1').update(body).digest('base64url');
export const entityTag = (body: Buffer) => `"${digest(body)}"`;

/** The client already has `etag`: its If-None-Match names it (weak or strong). */
export const hasEntityTag = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/** How long a browser or shared cache may reuse a list before asking again (with If-None-Match). */
export const PUBLIC_LIST_CACHE_CONTROL = 'public, max-age=10, must-revalidate';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compressed answers by their ETag, least recently used out first. */
const MAX_ENTRIES = 500;

/**
 * Routes with `config: { httpCached: true }` (a public list's route option, platform/lists/route.ts;
 * answers every visitor gets the same, never details by id or viewer-dependent lists) answer with an ETag (a hash of the body) and Cache-Control; a client that sends the
 * ETag back in If-None-Match gets 304 and no body. The compressed bytes are kept by ETag, so the
 * same answer is compressed once, not on every request (the compress plugin leaves an answer that
 * already has a Content-Encoding alone). Must be registered before @fastify/compress.
 *
 * Pages (text/html) are compressed here too, the same way: the server-rendered pages and the app
 * shell are answered by the not-found handler, which is not a route, so @fastify/compress (which
 * hooks into each route) never saw them and they went out uncompressed (about 140 KB for the front
 * page instead of about 25 KB). They hold public content only (signed-in parts and any token are
 * fetched after hydration; CSRF is checked by Origin), so compressing them reveals nothing.
 */
export const publicLists = fp(async (app: FastifyInstance) => {
  const compressed = new Map<string, Buffer>();
  const remember = (key: string, bytes: Buffer) => {
    compressed.set(key, bytes);
    if (compressed.size > MAX_ENTRIES) compressed.delete(compressed.keys().next().value!);
  };

  /** The body in the best encoding the client accepts, from the cache when the same body was sent before. */
  async function encode(req: FastifyRequest, reply: FastifyReply, body: Buffer, hash: string): Promise<Buffer | null> {
    // Added to what the answer varies by already (a page varies by the edition cookie too).
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    if (body.length < 1024) return null;
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (!encoding) return null;
    const key = `${encoding}:${hash}`;
    let bytes = compressed.get(key);
    if (bytes) {
      compressed.delete(key);
      compressed.set(key, bytes);
    } else {
      bytes =
        encoding === 'br'
          ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
          : await gzip(body, { level: 6 });
      remember(key, bytes);
    }
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return bytes;
  }

  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (
      String(reply.getHeader('content-type') ?? '').startsWith('text/html') &&
      !reply.hasHeader('content-encoding') &&
      req.method !== 'HEAD'
    ) {
      const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      return (await encode(req, reply, body, `page:${digest(body)}`)) ?? payload;
    }
    if ((req.method !== 'GET' && req.method !== 'HEAD') || reply.statusCode !== 200) return payload;
    if (!req.routeOptions.config?.httpCached) return payload;
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    // A cached list's answer comes with the tag of its bytes (platform/json-answer.ts).
    const tagged = reply.getHeader('etag');
    const etag = typeof tagged === 'string' ? tagged : entityTag(body);
    reply.header('etag', etag);
    // An answer that also renews a session cookie is never for shared caches.
    reply.header('cache-control', reply.hasHeader('set-cookie') ? 'private, no-cache' : PUBLIC_LIST_CACHE_CONTROL);
    if (hasEntityTag(req.headers['if-none-match'], etag)) {
      reply.header('vary', 'accept-encoding');
      reply.code(304);
      return null;
    }
    return (await encode(req, reply, body, etag)) ?? payload;
  });
});
