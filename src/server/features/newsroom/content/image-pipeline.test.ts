import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { newsroomTestApp, type NewsroomTest } from './testing';
import { uploadSrcSet } from '../../../../shared/newsroom/images';

let t: NewsroomTest;
beforeAll(async () => {
  t = await newsroomTestApp();
});
afterAll(() => t.close());

/** A phone photo: 3000 x 2000 with the camera's make and the GPS position of the shot. */
async function phonePhoto() {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 9/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '77/1 36/1 0/1' },
    })
    .toBuffer();
}
const GPS_IFD_POINTER = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];

const staffUpload = (body: Buffer, cookie = t.editor.cookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads',
    headers: { cookie, 'content-type': 'image/jpeg' },
    payload: body,
  });

describe('the image pipeline', () => {
  it('strips EXIF and GPS, caps the longest side and makes web sizes in WebP and JPEG', async () => {
    const photo = await phonePhoto();
    const exif = (await sharp(photo).metadata()).exif!;
    expect(GPS_IFD_POINTER.some((p) => exif.includes(p))).toBe(true);

    const res = await staffUpload(photo);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{
      url: string;
      width: number;
      height: number;
      variants: { width: number; height: number; url: string; type: string }[];
    }>();
    expect([body.width, body.height]).toEqual([2400, 1600]);

    const original = await t.app.inject({ method: 'GET', url: body.url });
    const meta = await sharp(original.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(original.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect([meta.width, meta.height]).toEqual([2400, 1600]);

    expect(body.variants.map((v) => `${v.width}x${v.height} ${v.type}`)).toEqual([
      '480x320 image/webp',
      '480x320 image/jpeg',
      '960x640 image/webp',
      '960x640 image/jpeg',
      '1600x1067 image/webp',
      '1600x1067 image/jpeg',
    ]);
    for (const v of body.variants) {
      const served = await t.app.inject({ method: 'GET', url: v.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(v.type);
      const vm = await sharp(served.rawPayload).metadata();
      expect(vm.width).toBe(v.width);
      expect(vm.exif).toBeUndefined();
    }
    // The client builds the same addresses from the stored imageUrl alone.
    expect(uploadSrcSet(body.url, 'image/webp')).toBe(
      body.variants
        .filter((v) => v.type === 'image/webp')
        .map((v) => `${v.url} ${[480, 960, 1600][body.variants.indexOf(v) / 2]}w`)
        .join(', '),
    );
  });

  it('refuses bytes that claim to be a JPEG but are HTML, with 415', async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html><body onload="x()"></body></html>'),
    ]);
    const res = await staffUpload(fake);
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_IMAGE');
  });

  it('is for staff without any canUploadContent grant; visitors 401, members 403', async () => {
    const photo = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/uploads',
          payload: photo,
          headers: { 'content-type': 'image/png' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await staffUpload(photo, t.member.cookie)).statusCode).toBe(403);
    expect((await staffUpload(photo, t.admin.cookie)).statusCode).toBe(201);
  });

  it('answers 404 for web sizes of an upload that does not exist, and for unknown sizes', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${'c'.repeat(32)}_480.webp` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${'c'.repeat(32)}_123.webp` })).statusCode).toBe(404);
  });
});
