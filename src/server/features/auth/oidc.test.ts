import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Provider from 'oidc-provider';
import { createTestApp, type TestContext } from '../../test/app';

// A real OpenID Connect provider on loopback; the app talks to it through openid-client.
const SITE = 'http://localhost:3000';
let provider: http.Server;
let issuer: string;
let t: TestContext;

const accounts: Record<string, Record<string, unknown>> = {
  'sub-ida': {
    email: 'ida@example.com',
    email_verified: true,
    given_name: 'Ida',
    family_name: 'Wells',
    picture: 'https://img.example/ida.png',
  },
};

beforeAll(async () => {
  provider = http.createServer();
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  const oidc = new Provider(issuer, {
    clients: [{ client_id: 'magazine', client_secret: 'magazine-secret', redirect_uris: [`${SITE}/api/callback`] }],
    claims: { email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'picture'] },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, ...accounts[sub] }) }),
    pkce: { required: () => true },
  });
  provider.on('request', oidc.callback());
  t = await createTestApp({
    PUBLIC_URL: SITE,
    OIDC_ISSUER_URL: issuer,
    OIDC_CLIENT_ID: 'magazine',
    OIDC_CLIENT_SECRET: 'magazine-secret',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});

/** A browser's cookie jar for the provider's own pages. */
class Browser {
  private cookies = new Map<string, string>();
  async request(url: string, init: RequestInit = {}) {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
    return res;
  }
  /** Follows the provider's redirects and submits its login and consent forms until it sends us back. */
  async runProvider(startUrl: string, login: string): Promise<string> {
    let url = startUrl;
    for (let step = 0; step < 12; step++) {
      if (url.startsWith(SITE)) return url;
      const res = await this.request(url);
      if (res.status >= 300 && res.status < 400) {
        url = new URL(res.headers.get('location') as string, url).toString();
        continue;
      }
      const html = await res.text();
      const action = new URL(html.match(/action="([^"]+)"/)?.[1] as string, url).toString();
      const body = html.includes('name="login"')
        ? new URLSearchParams({ prompt: 'login', login, password: 'x' })
        : new URLSearchParams({ prompt: 'consent' });
      const posted = await this.request(action, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      url = new URL(posted.headers.get('location') as string, action).toString();
    }
    throw new Error('the provider never sent the browser back');
  }
}

describe('OpenID Connect sign-in', () => {
  it('runs the code flow with PKCE, creates the account from the claims and returns to the page', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/api/login?returnTo=/events' });
    expect(login.statusCode).toBe(302);
    const authorizeUrl = new URL(login.headers.location as string);
    expect(authorizeUrl.origin).toBe(issuer);
    expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
    const pendingCookie = login.cookies.find((c) => c.name === 'sid');

    const back = await new Browser().runProvider(authorizeUrl.toString(), 'sub-ida');
    const callback = await t.app.inject({
      method: 'GET',
      url: back.slice(SITE.length),
      headers: { cookie: `sid=${pendingCookie?.value}` },
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/events');
    const session = callback.cookies.find((c) => c.name === 'sid');
    expect(session?.value).not.toBe(pendingCookie?.value);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `sid=${session?.value}` },
    });
    expect(me.json()).toMatchObject({
      email: 'ida@example.com',
      firstName: 'Ida',
      lastName: 'Wells',
      profileImageUrl: 'https://img.example/ida.png',
    });
  });

  it('sends a callback without a pending sign-in back to the sign-in page, not to a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/callback?code=forged&state=forged' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sign-in?error=expired');
  });

  it('refuses a callback whose state does not match', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/api/login' });
    const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')?.value}`;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/callback?code=abc&state=not-the-state',
      headers: { cookie },
    });
    expect(res.headers.location).toBe('/sign-in?error=provider');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });
});
