import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestContext } from '../test/app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('site icons', () => {
  it('/favicon.ico holds the seal at 16, 32 and 48 px', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/x-icon');
    const ico = res.rawPayload;
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    expect(count).toBe(3);
    const sizes: number[] = [];
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i;
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      const meta = await sharp(ico.subarray(offset, offset + length)).metadata();
      expect(meta.format).toBe('png');
      expect(meta.width).toBe(ico.readUInt8(entry));
      sizes.push(meta.width!);
    }
    expect(sizes).toEqual([16, 32, 48]);
    // Drawn in the brand's crimson, not an empty square.
    const { dominant } = await sharp(ico.subarray(ico.readUInt32LE(6 + 16 * 2 + 12))).stats();
    expect(dominant.r).toBeGreaterThan(dominant.g + 40);
  });

  it('serves the home-screen icons and the manifest that names them', async () => {
    for (const [url, size] of [
      ['/apple-touch-icon.png', 180],
      ['/icon-192.png', 192],
      ['/icon-512.png', 512],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width, url).toBe(size);
    }
    const manifest = await get('/site.webmanifest');
    expect(manifest.statusCode).toBe(200);
    const icons = (manifest.json() as { icons: { src: string }[] }).icons.map((i) => i.src);
    expect(icons).toEqual(['/icon-192.png', '/icon-512.png']);
  });

  it("links the icons from the newsletter's own server-rendered pages", async () => {
    const res = await get('/newsletter/confirm?token=not-a-real-token');
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<link rel="icon" href="/favicon.ico"');
    expect(res.body).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
  });
});
