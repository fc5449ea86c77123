/**
 * An X API v2 stand-in speaking what the desk uses (OAuth 2.0 with PKCE and rotating refresh tokens,
 * the v2 chunked media upload and alt text, POST /2/tweets, a post's public metrics, the user and
 * their timeline) with X's problem-shaped errors and rate-limit headers, so twitter-api-v2 runs
 * against it unchanged. It keeps every post with its text, link and picture bytes and alt.
 */
import type http from 'node:http';
import {
  withControls,
  bearer,
  jsonBody,
  multipartFields,
  resetInAMinute,
  serve,
  Switchboard,
  token,
  type Reply,
} from './http-kit';
import { xOAuth, type XTokens } from './x-oauth';

export interface XPost {
  id: string;
  text: string;
  link?: string;
  image?: { bytes: Buffer; mimeType: string; alt?: string };
  metrics: {
    like_count: number;
    retweet_count: number;
    reply_count: number;
    quote_count: number;
    bookmark_count: number;
    impression_count: number;
  };
}

const problem = (status: number, title: string, detail: string, type = 'about:blank'): Reply => ({
  status,
  body: { title, detail, type, status },
});
const invalid = (message: string): Reply => ({
  status: 400,
  body: {
    errors: [{ message }],
    title: 'Invalid Request',
    detail: 'One or more parameters to your request was invalid.',
    type: 'https://api.twitter.com/2/problems/invalid-request',
  },
});

export async function startXStandIn(opts: { port?: number } = {}) {
  const client = { id: 'x-client-buffalo', secret: 'x-secret-buffalo' };
  const user = { id: '1580000000000000001', username: 'BuffaloLocals', name: 'By Locals Buffalo' };
  const tokens: XTokens = { access: new Map(), refresh: new Set() };
  const oauth = xOAuth(client, tokens);
  const uploads = new Map<string, { mimeType: string; total: number; chunks: Buffer[]; done: boolean; alt?: string }>();
  const posts: XPost[] = [];
  const switches = new Switchboard();
  const requests: string[] = [];
  /** Called once a post is stored, before the answer leaves (a test may kill its caller here). */
  const hooks: { onPostCreated?: (post: XPost) => void | Promise<void> } = {};
  let nextId = 1890000000000000000n;
  const newId = () => String(nextId++);

  function createTweet(input: Record<string, unknown>): Reply {
    const text = String(input.text ?? '');
    const mediaIds = ((input.media as { media_ids?: string[] } | undefined)?.media_ids ?? []).map(String);
    const weighted = text.replace(/https?:\/\/\S+/g, 'x'.repeat(23));
    if ([...weighted].length > 280) return invalid('Your Tweet text is too long.');
    if (posts.some((p) => p.text === text)) {
      return problem(403, 'Forbidden', 'You are not allowed to create a Tweet with duplicate content.');
    }
    const upload = mediaIds[0] ? uploads.get(mediaIds[0]) : undefined;
    if (mediaIds[0] && !upload?.done) return invalid(`Your media IDs are invalid.`);
    const id = newId();
    posts.push({
      id,
      text,
      link: /https?:\/\/\S+/.exec(text)?.[0],
      image: upload ? { bytes: Buffer.concat(upload.chunks), mimeType: upload.mimeType, alt: upload.alt } : undefined,
      metrics: {
        like_count: 0,
        retweet_count: 0,
        reply_count: 0,
        quote_count: 0,
        bookmark_count: 0,
        impression_count: 0,
      },
    });
    return { status: 201, body: { data: { id, text, edit_history_tweet_ids: [id] } } };
  }

  /** As X shows a post: its links turned into t.co addresses. */
  const shown = (post: XPost) => ({
    id: post.id,
    text: post.text.replace(/https?:\/\/\S+/g, () => `https://t.co/${post.id.slice(-10)}`),
    edit_history_tweet_ids: [post.id],
  });

  function media(req: http.IncomingMessage, body: Buffer, path: string): Reply {
    if (path === '/2/media/upload/initialize') {
      const input = jsonBody(body);
      if (switches.take('media-rejected')) {
        return invalid('The media you tried to upload was invalid: image dimensions are not supported.');
      }
      const id = newId();
      uploads.set(id, {
        mimeType: String(input.media_type),
        total: Number(input.total_bytes),
        chunks: [],
        done: false,
      });
      return { status: 200, body: { data: { id, media_key: `3_${id}`, expires_after_secs: 86400 } } };
    }
    const step = /^\/2\/media\/upload\/(\d+)\/(append|finalize)$/.exec(path);
    const upload = step ? uploads.get(step[1]!) : undefined;
    if (step && upload && step[2] === 'append') {
      const fields = multipartFields(req.headers['content-type'], body);
      upload.chunks[Number(fields.get('segment_index')?.toString() ?? 0)] = fields.get('media') ?? Buffer.alloc(0);
      return { status: 200, body: { data: { expires_at: Math.floor(Date.now() / 1000) + 86400 } } };
    }
    if (step && upload) {
      const size = Buffer.concat(upload.chunks).length;
      if (size !== upload.total) return invalid(`Segments do not add up to provided total file size.`);
      upload.done = true;
      return {
        status: 200,
        body: { data: { id: step[1], media_key: `3_${step[1]}`, size, expires_after_secs: 86400 } },
      };
    }
    if (path === '/2/media/metadata') {
      const input = jsonBody(body) as { id?: string; metadata?: { alt_text?: { text?: string } } };
      const target = uploads.get(String(input.id));
      if (!target) return invalid('The media id is invalid.');
      target.alt = input.metadata?.alt_text?.text;
      return { status: 200, body: { data: { id: input.id, associated_metadata: input.metadata } } };
    }
    return problem(404, 'Not Found Error', 'The media upload session was not found.');
  }

  async function handle(req: http.IncomingMessage, body: Buffer, url: URL): Promise<Reply> {
    const path = url.pathname;
    requests.push(`${req.method} ${path}`);
    if (path === '/i/oauth2/authorize') return oauth.authorize(url);
    const failure = switches.take('rate-limit', 'server-error');
    if (failure === 'rate-limit') {
      const reply = problem(429, 'Too Many Requests', 'Too Many Requests');
      return {
        ...reply,
        headers: { 'x-rate-limit-limit': '100', 'x-rate-limit-remaining': '0', 'x-rate-limit-reset': resetInAMinute() },
      };
    }
    if (failure === 'server-error') return problem(503, 'Service Unavailable', 'Service Unavailable');
    if (path === '/2/oauth2/token') return oauth.tokenEndpoint(req, body);
    const access = tokens.access.get(bearer(req) ?? '');
    if (!access || access.expired || switches.take('expired-token'))
      return problem(401, 'Unauthorized', 'Unauthorized');
    if (path.startsWith('/2/media/')) return media(req, body, path);
    if (req.method === 'POST' && path === '/2/tweets') {
      const reply = createTweet(jsonBody(body));
      if (reply.status === 201) await hooks.onPostCreated?.(posts.at(-1)!);
      return reply;
    }
    if (path === '/2/users/me') return { status: 200, body: { data: user } };
    if (path === `/2/users/${user.id}/tweets`) {
      const latest = [...posts]
        .reverse()
        .slice(0, Number(url.searchParams.get('max_results') ?? 10))
        .map(shown);
      return { status: 200, body: { data: latest, meta: { result_count: latest.length } } };
    }
    const single = /^\/2\/tweets\/(\d+)$/.exec(path);
    if (single) {
      const post = posts.find((p) => p.id === single[1]);
      if (!post) {
        return {
          status: 200,
          body: {
            errors: [
              {
                value: single[1],
                detail: `Could not find tweet with id: [${single[1]}].`,
                title: 'Not Found Error',
                resource_type: 'tweet',
                parameter: 'id',
                resource_id: single[1],
                type: 'https://api.twitter.com/2/problems/resource-not-found',
              },
            ],
          },
        };
      }
      const withMetrics = url.searchParams.get('tweet.fields')?.includes('public_metrics');
      return {
        status: 200,
        body: { data: { ...shown(post), ...(withMetrics ? { public_metrics: post.metrics } : {}) } },
      };
    }
    return problem(404, 'Not Found Error', `No route for ${req.method} ${path}`);
  }

  const revoke = () => {
    tokens.access.clear();
    tokens.refresh.clear();
  };
  const server = await serve(withControls(handle, { posts: () => [...posts], switches, revoke }), { port: opts.port });
  return {
    ...server,
    client,
    account: { ...user, clientId: client.id, clientSecret: client.secret },
    switches,
    requests,
    hooks,
    posts: () => [...posts],
    /** A token pair as if staff had connected the account (for tests that skip the consent page). */
    grant(): { accessToken: string; refreshToken: string } {
      const accessToken = token('x-access-');
      const refreshToken = token('x-refresh-');
      tokens.access.set(accessToken, { expired: false });
      tokens.refresh.add(refreshToken);
      return { accessToken, refreshToken };
    },
    /** Every access token handed out so far stops working (refresh tokens still do). */
    expireAccessTokens() {
      for (const t of tokens.access.values()) t.expired = true;
    },
    /** The user revoked the app: no token of theirs works any more. */
    revoke,
    setMetrics(id: string, metrics: Partial<XPost['metrics']>) {
      const post = posts.find((p) => p.id === id);
      if (post) Object.assign(post.metrics, metrics);
    },
  };
}

export type XStandIn = Awaited<ReturnType<typeof startXStandIn>>;
