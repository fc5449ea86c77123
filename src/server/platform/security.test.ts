import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_BOOT_SCRIPT, PAGE_FONTS_SCRIPT, PAGE_SCRIPT_SOURCES } from './page-boot';
import { registerHttpBasics } from './security';
import { createTestApp, type TestContext } from '../test/app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('are sent with API responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // Our own files and the rendered pages' two scripts by their hashes: no other inline script runs.
    expect(csp).toContain(`script-src 'self' ${PAGE_SCRIPT_SOURCES.join(' ')};`);
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(PAGE_SCRIPT_SOURCES).toEqual([hash(PAGE_FONTS_SCRIPT), hash(PAGE_BOOT_SCRIPT)]);
    expect(csp).toContain("frame-ancestors 'none'");
    // Stories' videos and maps are the only frames from elsewhere, and no other directive names a host.
    const directives = new Map(csp.split(';').map((d) => [d.trim().split(' ')[0], d.trim()]));
    expect(directives.get('frame-src')).toBe(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://www.openstreetmap.org",
    );
    for (const [name, directive] of directives) if (name !== 'frame-src') expect(directive).not.toMatch(/https?:\/\//);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('allow Stripe.js and its card frames only when card payments are on', async () => {
    const app = Fastify();
    await registerHttpBasics(app, { dev: false, cardPayments: true });
    app.get('/x', async () => ({ ok: true }));
    const csp = String((await app.inject({ method: 'GET', url: '/x' })).headers['content-security-policy']);
    await app.close();
    expect(csp).toContain(`script-src 'self' ${PAGE_SCRIPT_SOURCES.join(' ')} https://js.stripe.com;`);
    expect(csp).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://www.openstreetmap.org https://js.stripe.com https://hooks.stripe.com",
    );
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    const embeds = ['www.youtube-nocookie.com', 'player.vimeo.com', 'www.openstreetmap.org'];
    expect(
      [...csp.matchAll(/https:\/\/([^\s;]+)/g)]
        .map((m) => m[1]!)
        .every((host) => host.endsWith('stripe.com') || embeds.includes(host)),
    ).toBe(true);
  });
});

describe('compression', () => {
  let app: ReturnType<typeof Fastify>;
  const items = Array.from({ length: 400 }, (_, i) => ({ id: i, title: `Community event number ${i}` }));
  beforeAll(async () => {
    app = Fastify({ logger: false });
    await registerHttpBasics(app, { dev: false });
    app.get('/large', async () => items);
    app.get('/small', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
  ])('compresses a large response for Accept-Encoding %s with %s', async (accept, expected) => {
    const res = await app.inject({ method: 'GET', url: '/large', headers: { 'accept-encoding': accept } });
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(items).length / 3);
  });

  it('leaves small responses and clients without compression alone', async () => {
    const small = await app.inject({ method: 'GET', url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await app.inject({ method: 'GET', url: '/large', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(items);
  });
});
