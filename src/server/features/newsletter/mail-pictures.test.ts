import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestContext } from '../../test/app';
import { createUser } from '../../test/factories';
import { TINY_PNG, grantUploads, upload } from '../../test/uploads';
import { renderEdition } from './edition-email';

const SITE = 'https://bylocals.example';
const links = { site: SITE, link: (path: string) => `${SITE}${path}`, unsubscribeUrl: `${SITE}/u` };
const UPLOAD = `/uploads/${'d'.repeat(32)}`;

describe("the newsletter's pictures in mail", () => {
  it('are raster pictures from the site (demo drawings as PNG, uploads as JPEG), each with its alt text', () => {
    const { html } = renderEdition(
      { title: 'This week', subject: 'This week', content: 'Hello', id: 'e1' },
      {
        articles: [
          {
            id: 'a1',
            title: 'Canal Festival Returns',
            excerpt: 'Boats & lights.',
            author: 'Kim',
            category: 'Community',
            imageUrl: '/media/demo/article/canal-festival.svg',
            publishDate: '2026-11-20',
          },
        ],
        events: [],
        businesses: [],
        spotlight: {
          id: 's1',
          type: 'small_business',
          title: 'Corner "Bakery" at 50',
          featureName: 'Corner Bakery',
          description: 'Bread since 1976.',
          imageUrl: UPLOAD,
        },
      },
      links,
    );
    const pictures = [...html.matchAll(/<img src="([^"]*)" alt="([^"]*)" width="536"/g)].map((m) => [m[1], m[2]]);
    expect(pictures).toEqual([
      [`${SITE}/media/demo/article/canal-festival.png`, 'Canal Festival Returns'],
      [`${SITE}${UPLOAD}_960.jpg`, 'Corner &quot;Bakery&quot; at 50'],
    ]);
  });
});

describe('public pictures', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a demo drawing is also sent as a PNG, and pictures may be shown by other sites (web mail)', async () => {
    const png = await t.app.inject({ method: 'GET', url: '/media/demo/article/canal-festival.png' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const meta = await sharp(png.rawPayload).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBeGreaterThan(100);

    const svg = await t.app.inject({ method: 'GET', url: '/media/demo/article/canal-festival.svg' });
    expect(svg.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const member = await createUser(t);
    await grantUploads(t, member.id);
    const { res } = await upload(t, member.cookie, TINY_PNG);
    const { imageUrl } = res.json<{ imageUrl: string }>();
    for (const url of [imageUrl, `${imageUrl}_960.jpg`]) {
      const picture = await t.app.inject({ method: 'GET', url });
      expect(picture.statusCode, url).toBe(200);
      expect(picture.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
    // Pages keep the same-origin rule.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['cross-origin-resource-policy']).toBe(
      'same-origin',
    );
  });
});
