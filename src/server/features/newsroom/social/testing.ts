/** Test helpers of the social desk: an app with a movable clock, staff of each role, a Mastodon stand-in. */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import type { Config } from '../../../config';
import { users } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { enableTotp, registerVerified } from '../../../test/accounts';
import { startMastodonStandIn, type MastodonStandIn } from '../../../test/social-stand-ins/mastodon';

export interface Account {
  id: string;
  email: string;
  cookie: string;
}
export interface SocialTest extends TestContext {
  clock: { now: Date };
  admin: Account;
  editor: Account;
  member: Account;
  mastodon: MastodonStandIn;
  call(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    cookie?: string,
  ): Promise<InjectResponse>;
  /** Connects the stand-in's account for a city; answers its id. */
  connectMastodon(city?: string): Promise<string>;
  /**
   * The browser's trip through a network's sign-in: our start route, the stand-in's consent page
   * (granted at once), and back to our callback with the flow's cookie. Answers the callback's reply.
   * `tamper` changes the way back (another state, a forged code).
   */
  signInTo(network: 'x' | 'meta', city?: string, tamper?: (back: URL) => void): Promise<InjectResponse>;
  /** Publishes an article through the newsroom; answers its id. */
  publishArticle(city?: string, overrides?: object): Promise<string>;
}

let counter = 0;
/** The app with its clock at 2026-11-20 15:00 UTC; `settings` for the networks' addresses and apps. */
export async function socialTestApp(settings: Partial<Config> = {}): Promise<SocialTest> {
  const clock = { now: new Date('2026-11-20T15:00:00Z') };
  const t = await createTestApp(settings, undefined, { now: () => clock.now });
  const mastodon = await startMastodonStandIn();
  const signUp = async (role: 'admin' | 'editor' | 'member'): Promise<Account> => {
    counter += 1;
    const account = await registerVerified(t, {
      firstName: 'Sam',
      lastName: role,
      email: `${role}${counter}-${Date.now()}@example.com`,
    });
    await t.database.db.update(users).set({ role }).where(eq(users.id, account.id));
    if (role !== 'member' && account.role !== 'admin') await enableTotp(t, account.cookie);
    return { id: account.id, email: account.email, cookie: account.cookie };
  };
  const admin = await signUp('admin');
  const editor = await signUp('editor');
  const member = await signUp('member');
  const call: SocialTest['call'] = (method, url, payload, cookie = editor.cookie) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  const close = t.close;
  return Object.assign(t, {
    clock,
    admin,
    editor,
    member,
    mastodon,
    call,
    async close() {
      await mastodon.close();
      await close();
    },
    async connectMastodon(city = 'buffalo') {
      const res = await call('POST', '/api/admin/social/accounts', {
        platform: 'mastodon',
        city,
        instanceUrl: mastodon.url,
        accessToken: mastodon.token,
      });
      if (res.statusCode !== 201) throw new Error(`connect failed: ${res.body}`);
      return res.json<{ id: string }>().id;
    },
    async signInTo(network: 'x' | 'meta', city = 'buffalo', tamper?: (back: URL) => void) {
      const start = await call('GET', `/api/admin/social/oauth/${network}/start?city=${city}`);
      if (start.statusCode !== 302) throw new Error(`sign-in did not start: ${start.body}`);
      const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
      const back = new URL(consent.headers.get('location') ?? '');
      tamper?.(back);
      const flow = String(start.headers['set-cookie'] ?? '').split(';')[0];
      return t.app.inject({
        method: 'GET',
        url: back.pathname + back.search,
        headers: { cookie: `${editor.cookie}; ${flow}` },
      });
    },
    async publishArticle(city = 'buffalo', overrides = {}) {
      const res = await call('POST', '/api/admin/content/articles', {
        title: 'Snow plows are ready for the first storm',
        excerpt: 'The city has 70 plows on call tonight.',
        category: 'Community',
        city,
        html: '<p>Ready.</p>',
        imageUrl: '/media/demo/article/snow-plows.png',
        imageAlt: 'A plow on a snowy street',
        status: 'published',
        ...overrides,
      });
      if (res.statusCode !== 201) throw new Error(`publish failed: ${res.body}`);
      return res.json<{ id: string }>().id;
    },
  });
}
