/**
 * A Graph API stand-in for a Facebook Page and its Instagram business account: the Login dialog
 * (granted at once) and token exchanges, the Page list with Page tokens, Page feed and photo posts,
 * Instagram containers (IN_PROGRESS, then FINISHED) and media_publish, engagement and insights, with
 * Meta's error objects. It keeps every post with its text, link and picture (address, bytes when the
 * picture is served locally, alt).
 */
import type http from 'node:http';
import { withControls, anyBody, bearer, serve, Switchboard, token, type Reply } from './http-kit';
import { graphErrors } from './meta-errors';

export const META_VERSION = 'v21.0';

export interface MetaPost {
  id: string;
  network: 'facebook' | 'instagram';
  text: string;
  link?: string;
  image?: { url: string; bytes?: Buffer; alt?: string };
  likes: number;
  comments: number;
  shares: number;
  impressions: number;
  permalink?: string;
}

async function fetchLocalPicture(url: string): Promise<Buffer | undefined> {
  const host = new URL(url).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost') return undefined;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`picture answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

export async function startMetaStandIn(opts: { port?: number } = {}) {
  const app = { id: '1234567890', secret: 'meta-app-secret' };
  const page = { id: '104000000000001', name: 'By Locals Buffalo', username: 'bylocalsbuffalo' };
  const ig = { id: '17841400000000001', username: 'bylocals.buffalo', name: 'By Locals Buffalo' };
  const userTokens = new Set<string>();
  const pageTokens = new Set<string>();
  const codes = new Map<string, string>();
  const posts: MetaPost[] = [];
  const containers = new Map<string, { checks: number; post: MetaPost; published: boolean }>();
  const switches = new Switchboard();
  const requests: string[] = [];
  let revoked = false;
  let serial = 1;
  const nextId = () => String(18000000000000000 + serial++);

  async function picture(url: string, alt: string | undefined): Promise<MetaPost['image'] | Reply> {
    if (switches.take('media-rejected')) return graphErrors.badPhoto();
    try {
      return { url, alt, bytes: await fetchLocalPicture(url) };
    } catch {
      return graphErrors.badPhoto();
    }
  }

  function newPost(network: MetaPost['network'], text: string, extra: Partial<MetaPost>): MetaPost {
    const post: MetaPost = { id: '', network, text, likes: 0, comments: 0, shares: 0, impressions: 0, ...extra };
    return post;
  }

  function oauth(path: string, q: URLSearchParams): Reply | undefined {
    if (path === '/dialog/oauth') {
      if (q.get('client_id') !== app.id) return { status: 400, body: 'Invalid App ID' };
      const code = token('meta-code-');
      codes.set(code, q.get('redirect_uri') ?? '');
      const back = new URL(q.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      return { status: 302, headers: { location: back.toString() } };
    }
    if (path !== '/oauth/access_token') return undefined;
    if (q.get('client_id') !== app.id || q.get('client_secret') !== app.secret) return graphErrors.badSecret();
    if (q.get('grant_type') === 'fb_exchange_token') {
      if (!userTokens.has(q.get('fb_exchange_token') ?? '')) return graphErrors.invalidToken();
      const long = token('EAAlong');
      userTokens.add(long);
      return { status: 200, body: { access_token: long, token_type: 'bearer', expires_in: 5183944 } };
    }
    const redirect = codes.get(q.get('code') ?? '');
    codes.delete(q.get('code') ?? '');
    if (redirect === undefined || redirect !== q.get('redirect_uri')) return graphErrors.badCode();
    const short = token('EAAshort');
    userTokens.add(short);
    return { status: 200, body: { access_token: short, token_type: 'bearer', expires_in: 5400 } };
  }

  async function handle(req: http.IncomingMessage, raw: Buffer, url: URL): Promise<Reply> {
    const path = url.pathname.replace(`/${META_VERSION}`, '');
    requests.push(`${req.method} ${path}`);
    const params = {
      ...Object.fromEntries(url.searchParams),
      ...(anyBody(req.headers['content-type'], raw) as Record<string, string>),
    };
    const q = new URLSearchParams(params);
    const failure = switches.take('rate-limit', 'server-error', 'expired-token');
    if (failure === 'rate-limit') return graphErrors.rateLimited(page.id);
    if (failure === 'server-error') return graphErrors.serverError();
    const oauthReply = oauth(path, q);
    if (oauthReply) return oauthReply;
    if (failure === 'expired-token') return graphErrors.expired();
    const accessToken = bearer(req) ?? params.access_token ?? '';
    if (revoked) return graphErrors.revoked(app.id);
    const isUser = userTokens.has(accessToken);
    if (!isUser && !pageTokens.has(accessToken)) return graphErrors.invalidToken();
    return route(req.method ?? 'GET', path.split('/').filter(Boolean), params, isUser);
  }

  async function route(
    method: string,
    parts: string[],
    params: Record<string, string>,
    isUser: boolean,
  ): Promise<Reply> {
    const [id = '', edge] = parts;
    const ok = (body: unknown): Reply => ({ status: 200, body });
    if (id === 'me' && edge === 'accounts' && isUser) {
      const pageToken = token('EAApage');
      pageTokens.add(pageToken);
      const entry = {
        id: page.id,
        name: page.name,
        category: 'Magazine',
        access_token: pageToken,
        instagram_business_account: { id: ig.id, username: ig.username },
      };
      return ok({ data: [entry], paging: { cursors: { before: 'QVFI', after: 'QVFI' } } });
    }
    if (id === page.id && method === 'POST' && (edge === 'feed' || edge === 'photos')) {
      const text = params[edge === 'feed' ? 'message' : 'caption'] ?? '';
      if (posts.some((p) => p.network === 'facebook' && p.text === text)) return graphErrors.duplicate();
      let image: MetaPost['image'];
      if (edge === 'photos') {
        const got = await picture(params.url ?? '', params.alt_text_custom);
        if (got && 'status' in got) return got;
        image = got;
      }
      const postId = `${page.id}_${nextId()}`;
      posts.push({ ...newPost('facebook', text, { link: params.link, image }), id: postId });
      return ok(edge === 'feed' ? { id: postId } : { id: nextId(), post_id: postId });
    }
    if (id === page.id && edge === 'posts') {
      return ok({
        data: posts
          .filter((p) => p.network === 'facebook')
          .reverse()
          .map((p) => ({ id: p.id, message: p.text, created_time: new Date().toISOString() })),
      });
    }
    if (id === page.id) return ok({ id: page.id, name: page.name, username: page.username });
    if (id === ig.id && edge === 'media' && method === 'POST') {
      if (switches.take('media-rejected')) return graphErrors.igMediaRejected();
      const got = await picture(params.image_url ?? '', params.alt_text);
      if (got && 'status' in got) return graphErrors.igMediaRejected();
      const containerId = nextId();
      containers.set(containerId, {
        checks: 0,
        published: false,
        post: newPost('instagram', params.caption ?? '', { image: got }),
      });
      return ok({ id: containerId });
    }
    if (id === ig.id && edge === 'media') {
      const mine = posts.filter((p) => p.network === 'instagram').reverse();
      return ok({ data: mine.map((p) => ({ id: p.id, caption: p.text, permalink: p.permalink })) });
    }
    if (id === ig.id && edge === 'media_publish') {
      const container = containers.get(params.creation_id ?? '');
      if (!container || container.checks < 2 || container.published) return graphErrors.notReady();
      container.published = true;
      const mediaId = nextId();
      posts.push({ ...container.post, id: mediaId, permalink: `https://www.instagram.com/p/C${mediaId.slice(-9)}/` });
      return ok({ id: mediaId });
    }
    if (id === ig.id) return ok(ig);
    const container = containers.get(id);
    if (container) {
      container.checks++;
      const status_code = container.published ? 'PUBLISHED' : container.checks < 2 ? 'IN_PROGRESS' : 'FINISHED';
      return ok({ id, status_code, status: status_code === 'IN_PROGRESS' ? 'In Progress' : 'Finished' });
    }
    const post = posts.find((p) => p.id === id);
    if (!post) return graphErrors.unknownObject(id);
    if (edge === 'insights') {
      const name = params.metric ?? '';
      return ok({
        data: [
          {
            name,
            period: 'lifetime',
            values: [{ value: post.impressions }],
            title: name,
            id: `${id}/insights/${name}/lifetime`,
          },
        ],
      });
    }
    if (post.network === 'instagram')
      return ok({ id, permalink: post.permalink, like_count: post.likes, comments_count: post.comments });
    return ok({
      id,
      likes: { data: [], summary: { total_count: post.likes, can_like: true, has_liked: false } },
      comments: { data: [], summary: { order: 'chronological', total_count: post.comments, can_comment: true } },
      ...(post.shares ? { shares: { count: post.shares } } : {}),
    });
  }

  const revoke = () => {
    revoked = true;
  };
  const server = await serve(withControls(handle, { posts: () => [...posts], switches, revoke }), { port: opts.port });
  return {
    ...server,
    url: `${server.url}/${META_VERSION}`,
    app,
    account: { appId: app.id, appSecret: app.secret, pageId: page.id, instagramId: ig.id },
    switches,
    requests,
    posts: () => [...posts],
    /** A Page token as if staff had connected the Page (for tests that skip the Login dialog). */
    grantPageToken(): string {
      const pageToken = token('EAApage');
      pageTokens.add(pageToken);
      return pageToken;
    },
    /** The person removed the app: every token stops working. */
    revoke,
    setEngagement(id: string, counts: Partial<Pick<MetaPost, 'likes' | 'comments' | 'shares' | 'impressions'>>) {
      const post = posts.find((p) => p.id === id);
      if (post) Object.assign(post, counts);
    },
  };
}

export type MetaStandIn = Awaited<ReturnType<typeof startMetaStandIn>>;
