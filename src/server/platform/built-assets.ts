import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Negotiator } from '@fastify/accept-negotiator';
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

async function hold(file: string): Promise<Held> {
  const [identity, br, gzip] = await Promise.all([
    fs.promises.readFile(file),
    readIfThere(`${file}.br`),
    readIfThere(`${file}.gz`),
  ]);
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
  // One per server: it remembers the answer for each Accept-Encoding value it has seen.
  const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'], cache: new Map() });
  const choose = (accepted: string | undefined, file: Held): Encoding => {
    const chosen = accepted ? negotiator.negotiate(accepted.toLowerCase()) : null;
    return chosen && file.bytes[chosen] ? chosen : 'identity';
  };
  const send = (reply: FastifyReply, type: string, file: Held, encoding: Encoding) => {
    for (const name of opts.dropHeaders) reply.removeHeader(name);
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', file.etag)
      .header('vary', 'accept-encoding')
      .type(type);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(file.bytes[encoding]);
  };
  for (const name of fs.readdirSync(dir)) {
    const type = TYPES[path.extname(name)];
    if (!type || !PLAIN_NAME.test(name)) continue;
    routed.push(`assets/${name}`);
    let read: Promise<Held> | undefined;
    app.get(`/assets/${name}`, { compress: false }, async (req, reply) => {
      read ??= hold(path.join(dir, name)).catch((err: unknown) => {
        read = undefined;
        throw err;
      });
      const file = await read;
      if (hasEntityTag(req.headers['if-none-match'], file.etag)) {
        for (const header of opts.dropHeaders) reply.removeHeader(header);
        return reply.code(304).header('etag', file.etag).header('vary', 'accept-encoding').send();
      }
      return send(reply, type, file, choose(req.headers['accept-encoding'], file));
    });
  }
  return routed;
}
