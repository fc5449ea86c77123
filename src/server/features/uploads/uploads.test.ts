import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { TestContext } from '../../test/app';
import { MAX_UPLOAD_BYTES } from '../../../shared/submissions';
import { TINY_PNG, upload } from '../../test/uploads';
import { createTestApp } from '../../test/app';
import { createUser } from '../../test/factories';

let t: TestContext;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await createUser(t)).cookie;
});
afterAll(() => t.close());

describe('photo uploads', () => {
  it('answers 401 Unauthorized for an upload address when signed out', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/photos/upload-url' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized');
  });

  it('stores a PNG through the signed address and serves it back as an image for a year', async () => {
    const { uploadURL, res } = await upload(t, cookie, TINY_PNG);
    expect(uploadURL).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\?expires=\d+&sig=/);
    expect(res.statusCode).toBe(201);
    const { imageUrl, url, width, height } = res.json<{
      imageUrl: string;
      url: string;
      width: number;
      height: number;
    }>();
    expect(imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}$/);
    expect(url).toBe(imageUrl);
    expect([width, height]).toEqual([1, 1]);

    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1);
  });

  it('trusts the bytes, not the declared type: a GIF sent as octet-stream is stored as a picture', async () => {
    const gif = await sharp({ create: { width: 12, height: 8, channels: 3, background: '#cc3300' } })
      .gif()
      .toBuffer();
    const { res } = await upload(t, cookie, gif, 'application/octet-stream');
    expect(res.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: res.json().imageUrl });
    // GIFs may hold transparency, so they come back as PNG.
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(12);
  });

  it('refuses a file that is not an image with 415, even when it claims to be one', async () => {
    const { res } = await upload(t, cookie, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Please upload a JPEG, PNG, GIF or WebP image.');
  });

  it('refuses a JPEG header followed by HTML with 415', async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const { res } = await upload(t, cookie, fake, 'image/jpeg');
    expect(res.statusCode).toBe(415);
  });

  it('refuses more than 10 MB with 413', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - TINY_PNG.length)]);
    const { res } = await upload(t, cookie, big);
    expect(res.statusCode).toBe(413);
  });

  it('accepts exactly 10 MB', async () => {
    const max = Buffer.concat([TINY_PNG, Buffer.alloc(MAX_UPLOAD_BYTES - TINY_PNG.length)]);
    const { res } = await upload(t, cookie, max);
    expect(res.statusCode).toBe(201);
  });

  it('lets an upload address be used once only', async () => {
    const { uploadURL, res } = await upload(t, cookie, TINY_PNG);
    expect(res.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'PUT',
      url: uploadURL,
      payload: TINY_PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe('This upload link has already been used.');
  });

  it('refuses a forged or altered signature', async () => {
    const target = await t.app.inject({ method: 'POST', url: '/api/photos/upload-url', headers: { cookie } });
    const url = new URL(target.json().uploadURL, 'http://x');
    const otherKey = `/api/uploads/${'a'.repeat(32)}${url.search}`;
    const res = await t.app.inject({
      method: 'PUT',
      url: otherKey,
      payload: TINY_PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This upload link is not valid.');
    const unsigned = await t.app.inject({
      method: 'PUT',
      url: url.pathname,
      payload: TINY_PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('answers 404 for a file that was never uploaded', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/uploads/${'b'.repeat(32)}` });
    expect(res.statusCode).toBe(404);
  });
});
