import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { renderDemoSvg } from './svg';
import { renderDemoWav } from './wav';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('generated demo pictures', () => {
  it('draws an SVG with its size, the same for the same name and different for another', () => {
    const svg = renderDemoSvg('article', 'lilac-festival');
    expect(svg).toMatch(/<svg[^>]+width="1200"[^>]+height="750"[^>]+viewBox="0 0 1200 750"/);
    expect(renderDemoSvg('article', 'lilac-festival')).toBe(svg);
    expect(renderDemoSvg('article', 'canal-walk')).not.toBe(svg);
    expect(renderDemoSvg('gallery', 'x')).toMatch(/viewBox="0 0 750 750"/);
  });

  it('serves them with year-long caching and answers a repeat visit with 304', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/demo/business/south-wedge-bakery.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.startsWith('<?xml')).toBe(true);
    const again = await t.app.inject({
      method: 'GET',
      url: '/media/demo/business/south-wedge-bakery.svg',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it("draws a shared link's picture as a 1200x630 JPEG, what social networks show", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/demo/article/lilac-festival.share.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const { width, height, format } = await sharp(res.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
  });

  it('answers 404 JSON for an unknown kind, a bad name or a wrong extension', async () => {
    for (const url of [
      '/media/demo/unicorn/a.svg',
      '/media/demo/article/Bad_Name.svg',
      '/media/demo/article/a.gif', // drawings come as SVG, or PNG for e-mail, or JPEG for a shared link
      '/media/demo/article/a.b.share.jpg',
      `/media/demo/article/${'a'.repeat(81)}.svg`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('MEDIA_NOT_FOUND');
    }
  });
});

describe('generated demo tunes', () => {
  it('is a valid 8-second 16-bit mono PCM WAV, deterministic per name', () => {
    const wav = renderDemoWav('harbor-lights');
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt16LE(22)).toBe(1);
    const rate = wav.readUInt32LE(24);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
    expect((wav.length - 44) / 2 / rate).toBe(8);
    expect(renderDemoWav('harbor-lights').equals(wav)).toBe(true);
    expect(renderDemoWav('other-song').equals(wav)).toBe(false);
    let peak = 0;
    for (let i = 44; i < wav.length; i += 2) peak = Math.max(peak, Math.abs(wav.readInt16LE(i)));
    expect(peak).toBeGreaterThan(3000);
  });

  it('serves it as audio/wav', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/demo/audio/radio-local-jazz.wav' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.rawPayload.length).toBeGreaterThan(300_000);
  });
});
