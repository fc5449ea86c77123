import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../test/app';

/*
 * The static plugin serves dist/client relative to the working directory. Rather than depend on a
 * Vite build having run, the test lays out a build of the same shape in a temporary folder, moves
 * there, and only then loads the app (so the plugin resolves its folder there).
 */
const INDEX =
  '<!doctype html><html><head><title>By Locals, For Locals</title></head><body><div id="root"></div></body></html>';
/** A page's HTML without the site's settings every page carries (checked to be there). */
function shell(html: string): string {
  const settings = /<script type="application\/json" id="bl-site">(.*?)<\/script>\s*/s.exec(html);
  expect(JSON.parse(settings?.[1] ?? '{}')).toMatchObject({ siteName: 'By Locals, For Locals' });
  return html.replace(settings?.[0] ?? '', '');
}

const ASSET = 'assets/index-Bx7k2QeA.js';
const SOURCE = `console.log(${JSON.stringify('x'.repeat(4000))});`;
/** The build's entry script: a line that imports the real code, too small to be worth compressing. */
const ENTRY = 'assets/index-C4t2mQ9z.js';
const ENTRY_SOURCE = 'import"./DRgPY1dW.js";';
const STYLE = 'assets/style-Q1w2E3r4.css';
const FONT = 'assets/inter-latin-wght-normal-Dx4kXJAl.woff2';
/** Removed from disk once answered: the server keeps what it read (hashed files never change). */
const GONE = 'assets/Gone1234.js';
/** Listed at start, removed before anyone asked for it (as a rebuild does): a 404, as before. */
const REMOVED = 'assets/Removed5678.js';

let t: TestContext;
let tmp: string;
const cwd = process.cwd();
beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-static-'));
  const dist = path.join(tmp, 'dist', 'client');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, ASSET), SOURCE);
  // As the build writes them (vite.config.ts): compressed copies beside the file.
  fs.writeFileSync(path.join(dist, `${ASSET}.br`), zlib.brotliCompressSync(SOURCE));
  fs.writeFileSync(path.join(dist, `${ASSET}.gz`), zlib.gzipSync(SOURCE));
  fs.writeFileSync(path.join(dist, ENTRY), ENTRY_SOURCE);
  fs.writeFileSync(path.join(dist, STYLE), 'body{margin:0}');
  fs.writeFileSync(path.join(dist, FONT), Buffer.from([0x77, 0x4f, 0x46, 0x32, 0, 1, 0, 0]));
  fs.writeFileSync(path.join(dist, GONE), 'export const gone = 1;');
  fs.writeFileSync(path.join(dist, REMOVED), 'export const removed = 1;');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  process.chdir(tmp);
  const { createTestApp } = await import('../test/app');
  t = await createTestApp();
});
afterAll(async () => {
  process.chdir(cwd);
  await t?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('serving the built site', () => {
  it('caches hashed assets for a year', async () => {
    const res = await get(`/${ASSET}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toContain('javascript');
  });

  it.each([
    ['br, gzip', 'br', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip', 'gzip', (b: Buffer) => zlib.gunzipSync(b)],
  ] as const)(
    'sends the compressed copy made at build time for Accept-Encoding %s',
    async (accept, encoding, decode) => {
      const res = await t.app.inject({ method: 'GET', url: `/${ASSET}`, headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(decode(res.rawPayload).toString()).toBe(SOURCE);
    },
  );

  it.each([`/${ENTRY}`, '/favicon.svg'])(
    'sends the small file %s as it is to a browser that accepts br and gzip, never compressed per request',
    async (url) => {
      const raw = fs.readFileSync(path.join(tmp, 'dist', 'client', url.slice(1)));
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip, deflate' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-length']).toBe(String(raw.length));
      expect(res.rawPayload.equals(raw)).toBe(true);
    },
  );

  it('sends the file itself to a client that accepts no encoding', async () => {
    const res = await get(`/${ASSET}`);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SOURCE);
  });

  it('sends no document policy headers with hashed assets, and keeps them on pages', async () => {
    const asset = await get(`/${ASSET}`);
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const page = await get('/');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves other public files with a short cache', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(['/', '/artists', '/artist/abc-123', '/articles/', '/admin/ads', '/vent-room?city=buffalo'])(
    'answers the page %s with the app shell, never cached',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(shell(res.body)).toBe(INDEX);
    },
  );

  it.each(['/no-such-page', '/artists/extra/parts'])(
    'answers the unknown path %s with the app shell and a 404 status',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(shell(res.body)).toBe(INDEX);
    },
  );

  it('honours an encoding the client refuses (q=0) and falls back to the file itself', async () => {
    const gzip = await t.app.inject({
      method: 'GET',
      url: `/${ASSET}`,
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const none = await t.app.inject({
      method: 'GET',
      url: `/${ASSET}`,
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0, compress' },
    });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(SOURCE);
  });

  it.each([
    [STYLE, 'text/css; charset=utf-8'],
    [FONT, 'font/woff2'],
  ])('sends %s with its type and a year of caching', async (file, type) => {
    const res = await get(`/${file}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(fs.readFileSync(path.join(tmp, 'dist', 'client', file)))).toBe(true);
  });

  it('answers a hashed file from what it read the first time, not from disk on every request', async () => {
    const first = await get(`/${GONE}`);
    expect(first.statusCode).toBe(200);
    fs.rmSync(path.join(tmp, 'dist', 'client', GONE));
    const again = await get(`/${GONE}`);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe('export const gone = 1;');
  });

  it('answers 404, not an error, for a file removed from disk before its first request', async () => {
    fs.rmSync(path.join(tmp, 'dist', 'client', REMOVED));
    const res = await get(`/${REMOVED}`);
    expect(res.statusCode).toBe(404);
  });

  it('answers 304 without a body to a browser that has the file, and HEAD with the size alone', async () => {
    const { etag } = (await get(`/${ASSET}`)).headers;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: `/${ASSET}`,
      headers: { 'if-none-match': String(etag), 'accept-encoding': 'br' },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    expect(revalidated.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(revalidated.headers.etag).toBe(etag);
    const head = await t.app.inject({ method: 'HEAD', url: `/${ASSET}` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(SOURCE)));
    expect(head.rawPayload).toHaveLength(0);
  });

  it('answers a missing asset with a 404', async () => {
    expect((await get('/assets/index-missing.js')).statusCode).toBe(404);
  });

  it('still answers unknown API paths with JSON', async () => {
    const res = await get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
