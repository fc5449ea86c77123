import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { hasEntityTag } from './public-lists';

/**
 * The build's hashed scripts, styles and fonts (dist/client/assets), answered from memory.
 *
 * Their names change whenever their bytes do, so a file read once is good for the server's life.
 * @fastify/static opened, read and described the file on every request: the page's 38-byte entry
 * script, asked for on every page, cost the server 0.33 ms a request, three times the health check
 * with its database query. Here a request picks the encoding and writes bytes already in memory.
 * Each file is read on its first request (with the .br and .gz copies the build writes beside it),
 * not at start: a restart does not pay for files nobody asked for yet. Other files (the favicon,
 * pictures) stay with @fastify/static (docs/decisions/039).
 */

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** A name safe to write into a route as it is (no `:` or `*`, which the router reads as parameters). */
const PLAIN_NAME = /^[\w.-]+$/;

type Encoding = 'br' | 'gzip' | 'identity';

interface Held {
  bytes: Record<Encoding, Buffer | undefined>;
  etag: string;
}

const readIfThere = (file: string) =>
  fs.promises.readFile(file).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  });

/** The file and its compressed copies, or undefined when the file itself is gone (a rebuild since the start). */
async function hold(file: string): Promise<Held | undefined> {
  const [identity, br, gzip] = await Promise.all([
    readIfThere(file),
    readIfThere(`${file}.br`),
    readIfThere(`${file}.gz`),
  ]);
  if (!identity) return undefined;
  return {
    bytes: { identity, br, gzip },
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
  };
}

/**
 * Adds a route for each such file of the build; answers their paths relative to `clientDistDir`, for
 * @fastify/static to leave alone (its `globIgnore`).
 */
export function registerBuiltAssets(
  app: FastifyInstance,
  clientDistDir: string,
  opts: { dropHeaders: readonly string[] },
): string[] {
  const dir = path.join(clientDistDir, 'assets');
  if (!fs.existsSync(dir)) return [];
  const routed: string[] = [];
  // Negotiated on every request, with no cache of answers by header: a cache keyed by what clients
  // send would grow with every new Accept-Encoding a stranger makes up.
  const choose = (accepted: string | undefined, file: Held): Encoding => {
    const chosen = accepted ? negotiate<Encoding>(accepted.toLowerCase(), ['br', 'gzip', 'identity']) : null;
    return chosen && file.bytes[chosen] ? chosen : 'identity';
  };
  /** The headers a 200 and a 304 share: caching, validator, and none of the page policy headers. */
  const describe = (reply: FastifyReply, file: Held) => {
    for (const name of opts.dropHeaders) reply.removeHeader(name);
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', file.etag)
      .header('vary', 'accept-encoding');
  };
  for (const name of fs.readdirSync(dir)) {
    const type = TYPES[path.extname(name)];
    if (!type || !PLAIN_NAME.test(name)) continue;
    routed.push(`assets/${name}`);
    let read: Promise<Held | undefined> | undefined;
    app.get(`/assets/${name}`, { compress: false }, async (req, reply) => {
      read ??= hold(path.join(dir, name)).catch((err: unknown) => {
        read = undefined;
        throw err;
      });
      const file = await read;
      if (!file) {
        read = undefined;
        return reply.callNotFound();
      }
      if (hasEntityTag(req.headers['if-none-match'], file.etag)) return describe(reply, file).code(304).send();
      const encoding = choose(req.headers['accept-encoding'], file);
      describe(reply, file).type(type);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(file.bytes[encoding]);
    });
  }
  return routed;
}
