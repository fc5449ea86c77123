/**
 * A Bluesky PDS stand-in speaking the XRPC calls the desk makes (sessions, blob upload, createRecord,
 * getRecord, getPosts) with the PDS's shapes and errors, so the real @atproto/api client runs against
 * it. It keeps every post with its text, link facets and image bytes and alt.
 */
import type http from 'node:http';
import {
  withControls,
  bearer,
  jsonBody,
  resetInAMinute,
  serve,
  sha256,
  Switchboard,
  token,
  type Reply,
} from './http-kit';

export interface BlueskyPost {
  uri: string;
  rkey: string;
  text: string;
  /** The link facets' addresses, each checked against the bytes of the text it covers. */
  links: string[];
  /** The external card's address, when the post has one. */
  card?: string;
  image?: { bytes: Buffer; mimeType: string; alt: string };
  record: Record<string, unknown>;
  likeCount: number;
  repostCount: number;
  replyCount: number;
}

const TID = /^[234567abcdefghij][234567abcdefghijklmnopqrstuvwxyz]{12}$/;
const xrpcError = (status: number, error: string, message: string, headers?: Record<string, string>): Reply => ({
  status,
  body: { error, message },
  headers,
});

/** A CIDv1 (sha-256) in base32, as the PDS names blobs (raw) and records (dag-cbor). */
function cidOf(data: Buffer, codec: number): string {
  const bytes = Buffer.concat([Buffer.from([0x01, codec, 0x12, 0x20]), sha256(data)]);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  let bits = 0;
  let value = 0;
  let out = 'b';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

export async function startBlueskyStandIn(opts: { handle?: string; appPassword?: string; port?: number } = {}) {
  const account = {
    handle: opts.handle ?? 'buffalo-magazine.bsky.social',
    did:
      'did:plc:' +
      sha256(opts.handle ?? 'buffalo')
        .toString('hex')
        .slice(0, 24),
    appPassword: opts.appPassword ?? 'abcd-efgh-ijkl-mnop',
  };
  const access = new Map<string, { expired: boolean }>();
  const refresh = new Set<string>();
  const blobs = new Map<string, { bytes: Buffer; mimeType: string }>();
  const posts = new Map<string, BlueskyPost>();
  const switches = new Switchboard();
  const requests: string[] = [];

  function openSession() {
    const accessJwt = token('eyJhY2Nlc3Mi.');
    const refreshJwt = token('eyJyZWZyZXNoIi.');
    access.set(accessJwt, { expired: false });
    refresh.add(refreshJwt);
    return { accessJwt, refreshJwt, handle: account.handle, did: account.did, active: true };
  }

  /** The access token's problem, if any, as the PDS words it. */
  function authProblem(req: http.IncomingMessage): Reply | undefined {
    const jwt = bearer(req);
    const session = jwt ? access.get(jwt) : undefined;
    if (!session) return xrpcError(401, 'AuthenticationRequired', 'Authentication Required');
    if (session.expired) return xrpcError(400, 'ExpiredToken', 'Token has expired');
    return undefined;
  }

  function createRecord(input: Record<string, unknown>): Reply {
    const record = (input.record ?? {}) as Record<string, unknown>;
    const rkey = String(input.rkey ?? '');
    if (input.collection !== 'app.bsky.feed.post') return xrpcError(400, 'InvalidRequest', 'Unsupported collection');
    if (input.repo !== account.did && input.repo !== account.handle) {
      return xrpcError(400, 'InvalidRequest', 'Invalid repo');
    }
    if (!TID.test(rkey)) return xrpcError(400, 'InvalidRequest', `Invalid record key: ${rkey}`);
    // As the PDS does today: a second create at the same key is a server error, not a new post.
    if (posts.has(rkey)) return xrpcError(500, 'InternalServerError', 'Internal Server Error');
    const text = String(record.text ?? '');
    const graphemes = [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].length;
    if (graphemes > 300) {
      return xrpcError(
        400,
        'InvalidRequest',
        'Invalid app.bsky.feed.post record: Record/text must not be longer than 300 graphemes',
      );
    }
    const bytes = Buffer.from(text, 'utf8');
    const links: string[] = [];
    for (const facet of (record.facets ?? []) as {
      index: { byteStart: number; byteEnd: number };
      features: { $type: string; uri?: string }[];
    }[]) {
      const { byteStart, byteEnd } = facet.index;
      if (byteStart < 0 || byteEnd > bytes.length || byteStart > byteEnd) {
        return xrpcError(400, 'InvalidRequest', 'Invalid app.bsky.feed.post record: facet index out of range');
      }
      for (const feature of facet.features) {
        if (feature.$type !== 'app.bsky.richtext.facet#link' || !feature.uri) continue;
        if (bytes.subarray(byteStart, byteEnd).toString('utf8') !== feature.uri) {
          return xrpcError(400, 'InvalidRequest', 'The link facet does not cover the link in the text');
        }
        links.push(feature.uri);
      }
    }
    const embed = record.embed as
      | { $type?: string; images?: { image: { ref: { $link: string } }; alt: string }[]; external?: { uri: string } }
      | undefined;
    let image: BlueskyPost['image'];
    if (embed?.$type === 'app.bsky.embed.images' && embed.images?.[0]) {
      const blob = blobs.get(embed.images[0].image.ref.$link);
      if (!blob) return xrpcError(400, 'InvalidRequest', 'Could not find blob: ' + embed.images[0].image.ref.$link);
      image = { ...blob, alt: embed.images[0].alt };
    }
    const uri = `at://${account.did}/app.bsky.feed.post/${rkey}`;
    const post: BlueskyPost = {
      uri,
      rkey,
      text,
      links,
      record,
      image,
      card: embed?.external?.uri,
      likeCount: 0,
      repostCount: 0,
      replyCount: 0,
    };
    posts.set(rkey, post);
    const cid = cidOf(Buffer.from(JSON.stringify(record)), 0x71);
    return { status: 200, body: { uri, cid, commit: { cid, rev: rkey }, validationStatus: 'valid' } };
  }

  function postView(post: BlueskyPost) {
    return {
      uri: post.uri,
      cid: cidOf(Buffer.from(JSON.stringify(post.record)), 0x71),
      author: { did: account.did, handle: account.handle },
      record: post.record,
      likeCount: post.likeCount,
      repostCount: post.repostCount,
      replyCount: post.replyCount,
      quoteCount: 0,
      indexedAt: new Date().toISOString(),
    };
  }

  async function handle(req: http.IncomingMessage, body: Buffer, url: URL): Promise<Reply> {
    const method = url.pathname.replace('/xrpc/', '');
    requests.push(method);
    const failure = switches.take('rate-limit', 'server-error');
    if (failure === 'rate-limit') {
      return xrpcError(429, 'RateLimitExceeded', 'Rate Limit Exceeded', {
        'ratelimit-limit': '5000',
        'ratelimit-remaining': '0',
        'ratelimit-reset': resetInAMinute(),
        'ratelimit-policy': '5000;w=3600',
      });
    }
    if (failure === 'server-error') return xrpcError(502, 'UpstreamFailure', 'Upstream Failure');
    if (method === 'com.atproto.server.createSession') {
      const input = jsonBody(body);
      const known = input.identifier === account.handle || input.identifier === account.did;
      if (!known || input.password !== account.appPassword) {
        return xrpcError(401, 'AuthenticationRequired', 'Invalid identifier or password');
      }
      return { status: 200, body: openSession() };
    }
    if (method === 'com.atproto.server.refreshSession') {
      const jwt = bearer(req);
      if (!jwt || !refresh.delete(jwt)) return xrpcError(400, 'ExpiredToken', 'Token has been revoked');
      return { status: 200, body: openSession() };
    }
    const problem = authProblem(req);
    if (problem) return problem;
    switch (method) {
      case 'com.atproto.server.getSession':
        return { status: 200, body: { handle: account.handle, did: account.did, active: true } };
      case 'com.atproto.repo.uploadBlob': {
        if (switches.take('media-rejected')) {
          return xrpcError(
            400,
            'BlobTooLarge',
            'This file is too large. It is 1.2MB but the maximum size is 976.56KB.',
          );
        }
        const mimeType = String(req.headers['content-type'] ?? 'application/octet-stream');
        const cid = cidOf(body, 0x55);
        blobs.set(cid, { bytes: body, mimeType });
        return { status: 200, body: { blob: { $type: 'blob', ref: { $link: cid }, mimeType, size: body.length } } };
      }
      case 'com.atproto.repo.createRecord':
        return createRecord(jsonBody(body));
      case 'com.atproto.repo.getRecord': {
        const post = posts.get(url.searchParams.get('rkey') ?? '');
        if (!post) return xrpcError(400, 'RecordNotFound', 'Could not locate record');
        return {
          status: 200,
          body: { uri: post.uri, cid: cidOf(Buffer.from(JSON.stringify(post.record)), 0x71), value: post.record },
        };
      }
      case 'app.bsky.feed.getPosts': {
        const uris = url.searchParams.getAll('uris');
        const found = [...posts.values()].filter((p) => uris.includes(p.uri));
        return { status: 200, body: { posts: found.map(postView) } };
      }
      default:
        return xrpcError(501, 'MethodNotImplemented', `Method Not Implemented: ${method}`);
    }
  }

  const revoke = () => {
    access.clear();
    refresh.clear();
    account.appPassword = token('revoked-');
  };
  const server = await serve(withControls(handle, { posts: () => [...posts.values()], switches, revoke }), {
    port: opts.port,
  });
  return {
    ...server,
    account,
    switches,
    /** Every XRPC method called, in order. */
    requests,
    posts: () => [...posts.values()],
    /** The current access tokens stop working (the refresh tokens still do). */
    expireAccessTokens() {
      for (const session of access.values()) session.expired = true;
    },
    /** The app password is revoked: every session ends and signing in is refused. */
    revoke,
    setEngagement(uri: string, counts: Partial<Pick<BlueskyPost, 'likeCount' | 'repostCount' | 'replyCount'>>) {
      const post = [...posts.values()].find((p) => p.uri === uri);
      if (post) Object.assign(post, counts);
    },
  };
}

export type BlueskyStandIn = Awaited<ReturnType<typeof startBlueskyStandIn>>;
