import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, socialAccounts } from '../../../db/schema';
import type { SocialAccountView, SocialPostView } from '../../../../shared/social-contract';
import { startMetaStandIn, type MetaStandIn } from '../../../test/social-stand-ins/meta';
import { startXStandIn, type XStandIn } from '../../../test/social-stand-ins/x';
import { socialTestApp, type SocialTest } from './testing';

let t: SocialTest;
let x: XStandIn;
let meta: MetaStandIn;
beforeAll(async () => {
  [x, meta] = await Promise.all([startXStandIn(), startMetaStandIn()]);
  t = await socialTestApp({
    X_API_URL: x.url,
    X_CLIENT_ID: x.client.id,
    X_CLIENT_SECRET: x.client.secret,
    META_GRAPH_URL: meta.url,
    META_APP_ID: meta.app.id,
    META_APP_SECRET: meta.app.secret,
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([x.close(), meta.close()]);
});

const flowCookie = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';
const signIn = (network: 'x' | 'meta', city = 'buffalo', tamper?: (back: URL) => void) =>
  t.signInTo(network, city, tamper);
const accounts = async () => (await t.call('GET', '/api/admin/social/accounts')).json<SocialAccountView[]>();
const deskMessage = (res: { headers: Record<string, unknown> }) =>
  new URL(String(res.headers.location), 'http://site').searchParams;

describe('who may connect', () => {
  it('sends visitors away with 401 and members with 403, before any network is asked', async () => {
    for (const network of ['x', 'meta']) {
      const url = `/api/admin/social/oauth/${network}/start?city=buffalo`;
      expect((await t.call('GET', url, undefined, '')).statusCode).toBe(401);
      expect((await t.call('GET', url, undefined, t.member.cookie)).statusCode).toBe(403);
      const callback = `/api/admin/social/oauth/${network}/callback?code=c&state=s`;
      expect((await t.call('GET', callback, undefined, t.member.cookie)).statusCode).toBe(403);
    }
  });
});

describe('connecting X', () => {
  it('goes through X’s consent with PKCE and saves the account with its tokens sealed', async () => {
    const start = await t.call('GET', '/api/admin/social/oauth/x/start?city=buffalo');
    const consent = new URL(String(start.headers.location));
    expect(consent.origin).toBe(new URL(x.url).origin);
    expect(consent.searchParams.get('code_challenge_method')).toBe('s256');
    expect(start.headers['set-cookie']).toMatch(/HttpOnly; SameSite=Lax; Max-Age=600/);

    const done = await signIn('x');
    expect(done.statusCode).toBe(302);
    expect(deskMessage(done).get('connected')).toBe('twitter');
    const account = (await accounts()).find((a) => a.platform === 'twitter');
    expect(account).toMatchObject({ city: 'buffalo', handle: 'BuffaloLocals', status: 'connected' });
    expect(Date.parse(account!.tokenExpiresAt!)).toBe(t.clock.now.getTime() + 7200 * 1000);
    const [row] = await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.id, account!.id));
    expect(row?.sealedCredentials).not.toMatch(/x-(access|refresh)-/);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, account!.id));
    expect(JSON.stringify(audit)).not.toMatch(/x-(access|refresh)-/);

    // The saved tokens post: a story's suggestion goes out on X with its link and picture.
    const articleId = await t.publishArticle('buffalo', { title: 'Sabres win in overtime' });
    const posts = (await t.call('GET', '/api/admin/social/posts?platform=twitter')).json<SocialPostView[]>();
    const draft = posts.find((p) => p.linkedContentId === articleId);
    const sent = await t.call('POST', `/api/admin/social/posts/${draft?.id}/post-now`);
    expect(sent.json()).toMatchObject({ status: 'posted' });
    expect(x.posts()).toHaveLength(1);
    expect(x.posts()[0]?.link).toContain(`/articles/${articleId}?utm_source=x`);
    expect(x.posts()[0]?.image?.mimeType).toBe('image/jpeg');
  });

  it('refuses a callback with another state, without the cookie, or when X says no', async () => {
    const before = (await accounts()).length;
    const otherState = await signIn('x', 'nyc', (back) => back.searchParams.set('state', 'forged'));
    expect(deskMessage(otherState).get('connect-error')).toBe(
      'The sign-in did not come back as it was started. Connect again.',
    );
    const noCookie = await t.call('GET', '/api/admin/social/oauth/x/callback?code=abc&state=abc');
    expect(deskMessage(noCookie).get('connect-error')).toMatch(/did not come back as it was started/);
    const denied = await t.call('GET', '/api/admin/social/oauth/x/callback?error=access_denied&state=s');
    expect(deskMessage(denied).get('connect-error')).toBe('X did not connect: access_denied');
    expect((await accounts()).length).toBe(before);
  });

  it('does not let another staff member finish a sign-in someone else started', async () => {
    const start = await t.call('GET', '/api/admin/social/oauth/x/start?city=nyc');
    const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    const admin = await t.app.inject({
      method: 'GET',
      url: back.pathname + back.search,
      headers: { cookie: `${t.admin.cookie}; ${flowCookie(start)}` },
    });
    expect(deskMessage(admin).get('connect-error')).toMatch(/did not come back as it was started/);
    expect((await accounts()).some((a) => a.city === 'nyc')).toBe(false);
  });
});

describe('connecting Facebook and Instagram', () => {
  it('goes through the Login dialog and connects the shared Page and its Instagram account', async () => {
    const start = await t.call('GET', '/api/admin/social/oauth/meta/start?city=charlotte');
    const dialog = new URL(String(start.headers.location));
    expect(dialog.pathname).toBe('/v21.0/dialog/oauth');
    expect(dialog.searchParams.get('client_id')).toBe(meta.app.id);

    const done = await signIn('meta', 'charlotte');
    expect(deskMessage(done).get('connected')).toBe('facebook');
    const connected = (await accounts()).filter((a) => a.city === 'charlotte');
    expect(connected.map((a) => [a.platform, a.handle]).sort()).toEqual([
      ['facebook', 'bylocalsbuffalo'],
      ['instagram', 'bylocals.buffalo'],
    ]);
    const rows = await t.database.db.select().from(socialAccounts).where(eq(socialAccounts.city, 'charlotte'));
    for (const row of rows) expect(row.sealedCredentials).not.toMatch(/EAA/);
    expect(JSON.stringify(await accounts())).not.toMatch(/EAA/);

    // Connecting again updates the same two accounts instead of adding more.
    await signIn('meta', 'charlotte');
    expect((await accounts()).filter((a) => a.city === 'charlotte')).toHaveLength(2);

    // The Page token posts: the story's Facebook suggestion goes out, as a link post once staff take
    // the picture off (a photo post has Meta fetch it from this site, which does not listen in tests).
    const articleId = await t.publishArticle('charlotte', { title: 'Light rail extension opens' });
    const posts = (await t.call('GET', '/api/admin/social/posts?platform=facebook')).json<SocialPostView[]>();
    const draft = posts.find((p) => p.linkedContentId === articleId);
    await t.call('PATCH', `/api/admin/social/posts/${draft?.id}`, { imageUrl: null });
    const sent = await t.call('POST', `/api/admin/social/posts/${draft?.id}/post-now`);
    expect(sent.json(), sent.body).toMatchObject({ status: 'posted' });
    const [fb] = meta.posts().filter((p) => p.network === 'facebook');
    expect(fb?.link).toContain(`/articles/${articleId}?utm_source=facebook`);
    expect(meta.posts().filter((p) => p.network === 'facebook')).toHaveLength(1);
  });

  it('says why when Meta refuses the code or the person cancels the dialog', async () => {
    const reused = await signIn('meta', 'atlanta', (back) => back.searchParams.set('code', 'meta-code-forged'));
    expect(deskMessage(reused).get('connect-error')).toBe(
      'Facebook did not connect: Meta: Invalid verification code format.',
    );
    const cancelled = await t.call(
      'GET',
      '/api/admin/social/oauth/meta/callback?error=access_denied&error_description=Permissions+error&state=s',
    );
    expect(deskMessage(cancelled).get('connect-error')).toBe('Facebook did not connect: Permissions error');
    expect((await accounts()).some((a) => a.city === 'atlanta')).toBe(false);
  });
});

describe('a site without the networks’ apps', () => {
  it('says which settings are missing', async () => {
    const bare = await socialTestApp();
    try {
      const res = await bare.call('GET', '/api/admin/social/oauth/meta/start?city=buffalo');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/META_APP_ID and META_APP_SECRET/);
      const xStart = await bare.call('GET', '/api/admin/social/oauth/x/start?city=buffalo');
      expect(xStart.json().message).toMatch(/X_CLIENT_ID and X_CLIENT_SECRET/);
    } finally {
      await bare.close();
    }
  });
});
