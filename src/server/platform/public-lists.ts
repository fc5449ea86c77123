import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The public lists every visitor gets the same answer from (no viewer-dependent field): articles,
 * businesses, events, and their featured/upcoming variants. Details by id and viewer-dependent
 * lists (artists, recommendations) are not here.
 */
const PUBLIC_LIST = /^\/api\/(?:articles|businesses|events)(?:\/featured|\/upcoming)?(?:\?|$)/;

/** How long a browser or shared cache may reuse a list before asking again (with If-None-Match). */
export const PUBLIC_LIST_CACHE_CONTROL = 'public, max-age=10, must-revalidate';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compressed answers by their ETag, least recently used out first. */
const MAX_ENTRIES = 500;

/**
 * Public lists answer with an ETag (a hash of the body) and Cache-Control; a client that sends the
 * ETag back in If-None-Match gets 304 and no body. The compressed bytes are kept by ETag, so the
 * same answer is compressed once, not on every request (the compress plugin leaves an answer that
 * already has a Content-Encoding alone). Must be registered before @fastify/compress.
 */
export const publicLists = fp(async (app: FastifyInstance) => {
  const compressed = new Map<string, Buffer>();
  const remember = (key: string, bytes: Buffer) => {
    compressed.set(key, bytes);
    if (compressed.size > MAX_ENTRIES) compressed.delete(compressed.keys().next().value!);
  };

  app.addHook('onSend', async (req, reply, payload) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || reply.statusCode !== 200) return payload;
    if (!PUBLIC_LIST.test(req.url)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    reply.header('etag', etag);
    // An answer that also renews a session cookie is never for shared caches.
    reply.header('cache-control', reply.hasHeader('set-cookie') ? 'private, no-cache' : PUBLIC_LIST_CACHE_CONTROL);
    reply.header('vary', 'accept-encoding');
    const match = req.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      reply.code(304);
      return null;
    }
    if (body.length < 1024) return payload;
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (!encoding) return payload;
    const key = `${encoding}:${etag}`;
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
  });
});
