import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/app';
import { createTestApp } from '../../../test/app';
import { createArticle, createUser, type TestUser } from '../../../test/factories';
import { grantUploads } from '../../../test/uploads';
import { adCampaigns, articles, media } from '../../../db/schema';
import type { MediaDetail, MediaList } from '../../../../shared/media';

let t: TestContext;
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { firstName: 'Ada', lastName: 'Admin' });
  member = await createUser(t, { firstName: 'Mo' });
});
afterAll(() => t.close());

const picture = (color: string, width = 40) =>
  sharp({ create: { width, height: 20, channels: 3, background: color } })
    .png()
    .toBuffer();

async function staffUpload(name: string, bytes?: Buffer) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/uploads?name=${encodeURIComponent(name)}`,
    payload: bytes ?? (await picture('#336699')),
    headers: { cookie: admin.cookie, 'content-type': 'image/png' },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ url: string }>().url;
}
const get = (url: string, cookie = admin.cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });
async function itemFor(url: string, query = ''): Promise<MediaList['items'][number] | undefined> {
  const res = await get(`/api/admin/media?limit=100${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<MediaList>().items.find((i) => i.url === url);
}

describe('who may see the library', () => {
  it('answers 401 signed out, 403 to a member, and lists for staff', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/media' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/media/mine' })).statusCode).toBe(401);
    const forbidden = await get('/api/admin/media', member.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/media/x', headers: { cookie: member.cookie } }))
        .statusCode,
    ).toBe(403);
    expect((await get('/api/admin/media')).statusCode).toBe(200);
  });

  it('shows an advertiser only their own ad pictures, and staff everyone’s', async () => {
    const other = await createUser(t, { firstName: 'Olga' });
    const ask = async (who: TestUser, purpose: string) => {
      const target = await t.app.inject({
        method: 'POST',
        url: '/api/photos/upload-url',
        payload: { purpose },
        headers: { cookie: who.cookie },
      });
      const res = await t.app.inject({
        method: 'PUT',
        url: target.json<{ uploadURL: string }>().uploadURL,
        payload: await picture('#aa3300'),
        headers: { 'content-type': 'image/png' },
      });
      expect(res.statusCode).toBe(201);
      return res.json<{ url: string }>().url;
    };
    const mine = await ask(member, 'ad-creative');
    const theirs = await ask(other, 'ad-creative');
    await grantUploads(t, member.id);
    const readerPhoto = await ask(member, 'photo');

    const seen = (await get('/api/media/mine', member.cookie)).json<MediaList>();
    expect(seen.items.map((i) => i.url)).toEqual([mine]);
    expect(seen.total).toBe(1);
    expect((await get('/api/media/mine', other.cookie)).json<MediaList>().items.map((i) => i.url)).toEqual([theirs]);
    // A reader who never bought an ad sees nothing.
    const reader = await createUser(t, { firstName: 'Rita' });
    expect((await get('/api/media/mine', reader.cookie)).json<MediaList>().items).toEqual([]);

    for (const url of [mine, theirs, readerPhoto]) expect(await itemFor(url)).toBeDefined();
    expect((await itemFor(mine))!.purpose).toBe('ad-creative');
  });
});

describe('the staff library', () => {
  it('lists an upload with its name, sizes and uploader, and finds it by name and alt text', async () => {
    const url = await staffUpload('harbor-at-dawn.png', await picture('#113355', 1200));
    const item = (await itemFor(url))!;
    expect(item).toMatchObject({ name: 'harbor-at-dawn.png', width: 1200, height: 20, uploadedBy: 'Ada Admin' });
    // No transparency: kept as a JPEG.
    expect(item.contentType).toBe('image/jpeg');
    expect(item.variants.map((v) => v.width)).toEqual([480, 480, 960, 960, 1200, 1200]);
    expect(item.usageCount).toBe(0);

    expect(await itemFor(url, '&q=HARBOR')).toBeDefined();
    expect(await itemFor(url, '&q=lighthouse')).toBeUndefined();
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/media/${item.id}`,
      payload: { altText: 'A lighthouse at dawn' },
      headers: { cookie: admin.cookie },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<MediaDetail>().altText).toBe('A lighthouse at dawn');
    expect(await itemFor(url, '&q=lighthouse')).toBeDefined();

    const tooLong = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/media/${item.id}`,
      payload: { altText: 'x'.repeat(301) },
      headers: { cookie: admin.cookie },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0]).toMatchObject({
      path: 'altText',
      message: 'Alt text must be at most 300 characters',
    });

    const audit = await get(`/api/admin/audit?entity=media:${item.id}`);
    expect(
      audit
        .json<{ action: string }[]>()
        .map((a) => a.action)
        .sort(),
    ).toEqual(['media.update', 'media.upload']);
  });

  it('refuses to delete a picture while it is used, naming where, and deletes it once unused', async () => {
    const url = await staffUpload('market.png');
    const story = await createArticle(t.database.db, { title: 'Market day', imageUrl: url });
    const item = (await itemFor(url))!;
    expect(item.usageCount).toBe(1);
    expect(await itemFor(url, '&unused=true')).toBeUndefined();

    const detail = (await get(`/api/admin/media/${item.id}`)).json<MediaDetail>();
    expect(detail.usages).toEqual([
      { label: 'Article', title: 'Market day', href: `/admin/content/articles/${story.id}` },
    ]);

    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/media/${item.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This picture is still used in 1 place: Article “Market day”. Remove it there first, then delete it.',
    );
    expect((await get(url)).statusCode).toBe(200);

    await t.database.db
      .update(articles)
      .set({ imageUrl: '/media/demo/article/other.svg' })
      .where(eq(articles.id, story.id));
    expect(await itemFor(url, '&unused=true')).toBeDefined();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/media/${item.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(`${url}_480.webp`)).statusCode).toBe(404);
    expect((await get(`/api/admin/media/${item.id}`)).statusCode).toBe(404);
  });

  it('counts an ad’s picture and a story’s in-text picture as uses', async () => {
    const url = await staffUpload('creative.png');
    await t.database.db.insert(adCampaigns).values({
      title: 'Winter sale',
      advertiserName: 'Shop',
      advertiserEmail: 'shop@example.com',
      targetUrl: 'https://example.com',
      adSize: 'banner',
      placement: 'homepage',
      startDate: '2026-12-01',
      endDate: '2026-12-05',
      imageUrl: url,
      backgroundColor: '#ffffff',
      ctaText: 'Shop now',
      budget: '100.00',
      costPerClick: '0.50',
      maxImpressions: 1000,
    });
    const inline = await staffUpload('inline.png');
    await createArticle(t.database.db, {
      title: 'Inline story',
      contentHtml: `<figure><img src="${inline}_960.jpg" srcset="${inline}_480.webp 480w"></figure>`,
    });
    expect((await get(`/api/admin/media/${(await itemFor(url))!.id}`)).json<MediaDetail>().usages).toEqual([
      { label: 'Ad campaign', title: 'Winter sale', href: '/admin/ads' },
    ]);
    expect((await itemFor(inline))!.usageCount).toBe(1);
  });

  it('replaces a picture: a new address, and every use moves to it in one step', async () => {
    const url = await staffUpload('old.png');
    const story = await createArticle(t.database.db, {
      title: 'Replaced cover',
      imageUrl: url,
      contentHtml: `<img src="${url}_960.jpg">`,
    });
    const item = (await itemFor(url))!;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/media/${item.id}/file?name=new.png`,
      payload: await picture('#00aa00', 64),
      headers: { cookie: admin.cookie, 'content-type': 'image/png' },
    });
    expect(res.statusCode).toBe(200);
    const replaced = res.json<MediaDetail>();
    expect(replaced.id).toBe(item.id);
    expect(replaced.url).not.toBe(url);
    expect(replaced).toMatchObject({ name: 'new.png', width: 64 });
    expect(replaced.usages).toHaveLength(1);

    const [row] = await t.database.db.select().from(articles).where(eq(articles.id, story.id));
    expect(row!.imageUrl).toBe(replaced.url);
    expect(row!.contentHtml).toBe(`<img src="${replaced.url}_960.jpg">`);
    expect((await get(replaced.url)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(404);

    const notImage = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/media/${item.id}/file`,
      payload: Buffer.from('not a picture'),
      headers: { cookie: admin.cookie, 'content-type': 'image/png' },
    });
    expect(notImage.statusCode).toBe(415);
    expect((await get(replaced.url)).statusCode).toBe(200);
  });

  it('lists pictures in use from before the library: uploads measured from storage, and demo drawings', async () => {
    const url = await staffUpload('early.png', await picture('#222222', 30));
    await t.database.db.delete(media).where(eq(media.url, url));
    await createArticle(t.database.db, {
      title: 'Old story',
      imageUrl: url,
      imageAlt: 'An early picture',
      contentHtml: '<img src="/media/demo/article/rochester-lilacs.svg">',
    });
    const early = (await itemFor(url))!;
    expect(early).toMatchObject({
      width: 30,
      height: 20,
      altText: 'An early picture',
      usageCount: 1,
      source: 'upload',
    });
    const demo = (await itemFor('/media/demo/article/rochester-lilacs.svg'))!;
    expect(demo).toMatchObject({ source: 'demo', usageCount: 1 });
  });

  it('answers 404 for a picture that is not in the library', async () => {
    const res = await get('/api/admin/media/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This picture is not in the media library.');
  });
});
