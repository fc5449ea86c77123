/**
 * A Mastodon instance stand-in for tests and the e2e run: the endpoints the desk calls, with
 * Mastodon's JSON shapes and errors (401 for a revoked token, 422 for media it cannot read, 429
 * with the X-RateLimit headers) and its Idempotency-Key rule (the same key and token answer the
 * first status again instead of posting a second one), so the real `masto` client runs against it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInStatus {
  id: string;
  content: string;
  mediaIds: string[];
  idempotencyKey?: string;
  favourites: number;
  reblogs: number;
  replies: number;
}

export interface MastodonStandIn {
  url: string;
  /** A token that works (for the account @desk). */
  token: string;
  statuses: StandInStatus[];
  media: Map<string, { id: string; contentType: string; bytes: number; description: string }>;
  /** Every request as "METHOD /path", in order. */
  requests: string[];
  revoke(token: string): void;
  /** A new token for the same account (what staff get when they authorise the app again). */
  allow(token: string): void;
  /** The next `count` requests answer 429 (rate limit), or the given status with an error. */
  failNext(count: number, status?: 422 | 429 | 500 | 503): void;
  /** Called once a status is stored, before the answer leaves (a test may kill its caller here). */
  onStatusCreated?: (status: StandInStatus) => void | Promise<void>;
  close(): Promise<void>;
}

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

export async function startMastodonStandIn(options: { token?: string; port?: number } = {}): Promise<MastodonStandIn> {
  let seq = 100;
  const nextId = () => String((seq += 1) * 1000 + 7);
  const tokens = new Set([options.token ?? 'mastodon-test-token']);
  const byKey = new Map<string, StandInStatus>();
  let failing = { count: 0, status: 429 as number };
  const state: MastodonStandIn = {
    url: '',
    token: options.token ?? 'mastodon-test-token',
    statuses: [],
    media: new Map(),
    requests: [],
    revoke: (token) => void tokens.delete(token),
    allow: (token) => void tokens.add(token),
    failNext(count, status = 429) {
      failing = { count, status };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const statusJson = (s: StandInStatus) => ({
    id: s.id,
    created_at: new Date().toISOString(),
    uri: `${state.url}/users/desk/statuses/${s.id}`,
    url: `${state.url}/@desk/${s.id}`,
    content: `<p>${s.content}</p>`,
    visibility: 'public',
    replies_count: s.replies,
    reblogs_count: s.reblogs,
    favourites_count: s.favourites,
    media_attachments: s.mediaIds.map((id) => mediaJson(id)),
    account: accountJson(),
  });
  const mediaJson = (id: string) => ({
    id,
    type: 'image',
    url: `${state.url}/system/media/${id}.png`,
    preview_url: `${state.url}/system/media/${id}-small.png`,
    description: state.media.get(id)?.description ?? null,
  });
  const accountJson = () => ({
    id: '109',
    username: 'desk',
    acct: 'desk',
    display_name: 'City Desk',
    url: `${state.url}/@desk`,
  });

  async function handle(req: http.IncomingMessage, body: Buffer): Promise<[number, unknown, Record<string, string>?]> {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (failing.count > 0) {
      failing.count -= 1;
      if (failing.status === 429)
        return [
          429,
          { error: 'Too many requests' },
          {
            'X-RateLimit-Limit': '300',
            'X-RateLimit-Remaining': '0',
            'X-RateLimit-Reset': new Date(Date.now() + 60_000).toISOString(),
          },
        ];
      if (failing.status === 422)
        return [422, { error: 'Validation failed: File content type is invalid, File is invalid' }];
      return [failing.status, { error: 'Service unavailable' }];
    }
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !tokens.has(token)) return [401, { error: 'The access token is invalid' }];
    if (req.method === 'GET' && path === '/api/v1/accounts/verify_credentials') return [200, accountJson()];
    if (req.method === 'POST' && (path === '/api/v2/media' || path === '/api/v1/media')) {
      const form = await new Request('http://stand-in/', {
        method: 'POST',
        headers: { 'content-type': req.headers['content-type'] ?? '' },
        body: new Uint8Array(body),
      })
        .formData()
        .catch(() => null);
      const file = form?.get('file');
      if (!file || typeof file === 'string') return [422, { error: 'Validation failed: File must be attached' }];
      const bytes = new Uint8Array(await file.arrayBuffer());
      const png = bytes[0] === 0x89 && bytes[1] === 0x50;
      const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
      const webp = bytes[8] === 0x57 && bytes[9] === 0x45;
      if (!IMAGE_TYPES.has(file.type) || !(png || jpeg || webp))
        return [422, { error: 'Validation failed: File content type is invalid, File is invalid' }];
      const id = nextId();
      const description = String(form?.get('description') ?? '');
      state.media.set(id, { id, contentType: file.type, bytes: bytes.length, description });
      return [200, mediaJson(id)];
    }
    if (req.method === 'POST' && path === '/api/v1/statuses') {
      const input = JSON.parse(body.toString('utf8') || '{}') as { status?: string; media_ids?: string[] };
      const key = req.headers['idempotency-key'];
      const keyed = typeof key === 'string' ? byKey.get(`${token}:${key}`) : undefined;
      if (keyed) return [200, statusJson(keyed)];
      const text = input.status ?? '';
      if (!text.trim() && !input.media_ids?.length) return [422, { error: "Validation failed: Text can't be blank" }];
      if ([...text].length > 500) return [422, { error: 'Validation failed: Text character limit of 500 exceeded' }];
      for (const id of input.media_ids ?? [])
        if (!state.media.has(id)) return [422, { error: 'Validation failed: Media attachments are invalid' }];
      const status: StandInStatus = {
        id: nextId(),
        content: text,
        mediaIds: input.media_ids ?? [],
        idempotencyKey: typeof key === 'string' ? key : undefined,
        favourites: 0,
        reblogs: 0,
        replies: 0,
      };
      state.statuses.push(status);
      if (typeof key === 'string') byKey.set(`${token}:${key}`, status);
      await state.onStatusCreated?.(status);
      return [200, statusJson(status)];
    }
    const one = /^\/api\/v1\/statuses\/(\d+)$/.exec(path);
    if (req.method === 'GET' && one) {
      const status = state.statuses.find((s) => s.id === one[1]);
      return status ? [200, statusJson(status)] : [404, { error: 'Record not found' }];
    }
    return [404, { error: 'Record not found' }];
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      state.requests.push(`${req.method} ${(req.url ?? '/').split('?')[0]}`);
      handle(req, Buffer.concat(chunks))
        .then(([status, json, headers]) => {
          res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
          res.end(JSON.stringify(json));
        })
        .catch((err: unknown) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: String(err) }));
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
