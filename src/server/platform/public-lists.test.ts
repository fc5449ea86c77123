import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app';
import { createArticle } from '../test/factories';
import { PUBLIC_LIST_CACHE_CONTROL } from './public-lists';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  // Enough stories for a body worth compressing.
  for (let i = 0; i < 8; i++)
    await createArticle(t.database.db, { city: 'rochester', content: 'Local news. '.repeat(50) });
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const LIST = '/api/articles?city=rochester';

describe('public lists: ETag, Cache-Control and compressed bytes', () => {
  it('sends an ETag and a short public Cache-Control, and 304 with no body when the ETag comes back', async () => {
    const first = await get(LIST);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(8);
    expect(first.headers['cache-control']).toBe(PUBLIC_LIST_CACHE_CONTROL);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await get(LIST, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // Another list (another body) does not match that ETag.
    const other = await get('/api/articles?city=buffalo', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual([]);
  });

  it('gives each list its own ETag', async () => {
    const before = String((await get('/api/businesses')).headers.etag);
    expect(before).toMatch(/^"/);
    const res = await get('/api/businesses', { 'if-none-match': before });
    expect(res.statusCode).toBe(304);
    const stories = String((await get(LIST)).headers.etag);
    expect(stories).not.toBe(before);
  });

  it.each([
    ['br, gzip', 'br', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip', 'gzip', (b: Buffer) => zlib.gunzipSync(b)],
  ] as const)('answers Accept-Encoding %s with the same bytes each time', async (accept, encoding, decode) => {
    const plain = await get(LIST);
    const first = await get(LIST, { 'accept-encoding': accept });
    const second = await get(LIST, { 'accept-encoding': accept });
    expect(first.headers['content-encoding']).toBe(encoding);
    expect(first.headers.etag).toBe(plain.headers.etag);
    expect(JSON.parse(decode(first.rawPayload).toString())).toEqual(plain.json());
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('leaves a detail page and a failed request without the list headers', async () => {
    const [story] = (await get(LIST)).json() as { id: string }[];
    const detail = await get(`/api/articles/${story!.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.headers.etag).toBeUndefined();
    const bad = await get('/api/articles?limit=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.etag).toBeUndefined();
  });
});
