/**
 * What the social stand-ins share: a node:http server on a free port, bodies read whole, JSON
 * answers, and the switches tests flip to make a network misbehave on its next call.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';

export type Handler = (req: http.IncomingMessage, body: Buffer, url: URL) => Promise<Reply> | Reply;
export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export async function serve(handler: Handler, opts: { port?: number; host?: string } = {}): Promise<RunningServer> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      Promise.resolve()
        .then(() => handler(req, Buffer.concat(chunks), url))
        .catch((err: unknown): Reply => ({ status: 500, body: { error: 'stand-in failure', message: String(err) } }))
        .then((reply) => {
          const isJson = reply.body !== undefined && typeof reply.body !== 'string';
          res.writeHead(reply.status, {
            ...(isJson ? { 'content-type': 'application/json; charset=utf-8' } : {}),
            ...reply.headers,
          });
          res.end(reply.body === undefined ? undefined : isJson ? JSON.stringify(reply.body) : reply.body);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Ways a network misbehaves on its next call; "revoke" is a separate switch on each stand-in. */
export type NextFailure = 'rate-limit' | 'expired-token' | 'media-rejected' | 'server-error';

/** A queue of failures for the next calls, taken one per call by the handler that applies. */
export class Switchboard {
  private queue: NextFailure[] = [];
  failNext(kind: NextFailure, times = 1): void {
    for (let i = 0; i < times; i++) this.queue.push(kind);
  }
  /** Takes the next failure when it is one of `kinds` (a media failure waits for a media call). */
  take(...kinds: NextFailure[]): NextFailure | undefined {
    const next = this.queue[0];
    if (next && kinds.includes(next)) return this.queue.shift();
    return undefined;
  }
}

export const token = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;
export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

export function bearer(req: http.IncomingMessage): string | undefined {
  const auth = req.headers.authorization ?? '';
  return auth.startsWith('Bearer ') ? auth.slice(7) : undefined;
}

export function jsonBody(body: Buffer): Record<string, unknown> {
  if (!body.length) return {};
  try {
    return JSON.parse(body.toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export function formBody(body: Buffer): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body.toString('utf8')));
}

/** Epoch seconds a minute from now: when a stand-in's rate limit window resets. */
export const resetInAMinute = () => String(Math.floor(Date.now() / 1000) + 60);

/** The fields of a multipart/form-data body, each as its bytes. */
export function multipartFields(contentType: string | undefined, body: Buffer): Map<string, Buffer> {
  const fields = new Map<string, Buffer>();
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType ?? '');
  if (!boundary) return fields;
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    const name = /name="([^"]+)"/.exec(part.subarray(0, headerEnd).toString('utf8'))?.[1];
    if (name) fields.set(name, part.subarray(headerEnd + 4));
    start = next;
  }
  return fields;
}

/** A body in JSON or form encoding, whichever the content type says. */
export function anyBody(contentType: string | undefined, body: Buffer): Record<string, unknown> {
  return contentType?.includes('json') ? jsonBody(body) : formBody(body);
}

export function basicAuth(req: http.IncomingMessage): { user: string; password: string } | undefined {
  const auth = req.headers.authorization ?? '';
  if (!auth.startsWith('Basic ')) return undefined;
  const [user, ...rest] = Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':');
  return { user: decodeURIComponent(user ?? ''), password: decodeURIComponent(rest.join(':')) };
}

/**
 * The same switches over HTTP, for a browser test in another process: GET /__stand-in/posts lists
 * what the network received (pictures by size and sha-256), POST /__stand-in/fail-next?kind=... and
 * POST /__stand-in/revoke flip the switches.
 */
export function withControls(
  handler: Handler,
  controls: { posts: () => object[]; switches: Switchboard; revoke: () => void },
): Handler {
  return (req, body, url) => {
    if (!url.pathname.startsWith('/__stand-in/')) return handler(req, body, url);
    if (url.pathname === '/__stand-in/posts') {
      const listed = controls.posts().map((post) => JSON.parse(JSON.stringify(post, pictureSummary)) as object);
      return { status: 200, body: listed };
    }
    if (req.method === 'POST' && url.pathname === '/__stand-in/fail-next') {
      controls.switches.failNext(url.searchParams.get('kind') as NextFailure);
      return { status: 204 };
    }
    if (req.method === 'POST' && url.pathname === '/__stand-in/revoke') {
      controls.revoke();
      return { status: 204 };
    }
    return { status: 404, body: { error: 'unknown control' } };
  };
}

function pictureSummary(key: string, value: unknown): unknown {
  if (key === 'bytes' && value && typeof value === 'object' && 'data' in value) {
    const bytes = Buffer.from((value as { data: number[] }).data);
    return { size: bytes.length, sha256: sha256(bytes).toString('hex') };
  }
  return value;
}
