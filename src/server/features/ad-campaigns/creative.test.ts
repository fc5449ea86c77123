import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adCampaigns } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { createUser } from '../../test/factories';
import { TINY_PNG } from '../../test/uploads';
import { base } from './testing';

// 11:00 in Buffalo on June 2nd, inside the campaign's dates.
const clock = new Date('2026-06-02T15:00:00Z');
let t: TestContext;
let admin: string;
let advertiser: string;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { now: () => clock });
  admin = (await createUser(t, { firstName: 'Ada' })).cookie;
  advertiser = (await createUser(t, { firstName: 'Wing' })).cookie;
});
afterAll(() => t.close());

/** The serving tests' campaign, in the sidebar rectangle of the events page. */
const campaign = {
  ...base,
  targetUrl: 'https://wings.test/menu',
  adSize: 'rectangle',
  placement: 'sidebar',
  targetPages: ['events'],
};

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** An advertiser's picture, through the one-time upload address every upload uses. */
async function uploadCreative(cookie: string, bytes: Buffer = TINY_PNG, type = 'image/png') {
  const target = await inject('POST', '/api/photos/upload-url', cookie, { purpose: 'ad-creative' });
  expect(target.statusCode).toBe(200);
  return t.app.inject({
    method: 'PUT',
    url: target.json<{ uploadURL: string }>().uploadURL,
    payload: bytes,
    headers: { 'content-type': type },
  });
}

async function running(imageUrl: string) {
  const created = await inject('POST', '/api/admin/ad-campaigns', admin, { ...campaign, imageUrl });
  expect(created.statusCode).toBe(201);
  const { id } = created.json<{ id: string }>();
  expect(
    (await inject('POST', `/api/admin/ad-campaigns/${id}/activate`, admin, { complimentary: true })).statusCode,
  ).toBe(200);
  return id;
}
const served = async () =>
  (await inject('GET', '/api/ads?placement=sidebar&size=rectangle&page=events&city=buffalo')).json<{
    ad: { id: string; imageUrl: string | null } | null;
  }>().ad;

describe("advertisers' pictures", () => {
  it('an advertiser without premium uploads an ad picture (a photo upload still needs premium)', async () => {
    expect((await inject('POST', '/api/photos/upload-url', advertiser)).statusCode).toBe(403);
    const res = await uploadCreative(advertiser);
    expect(res.statusCode).toBe(201);
    expect(res.json().imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}$/);
    // Not an image: the same clear 415 as every upload.
    const wrong = await uploadCreative(advertiser, Buffer.from('GIF89a, or so it says'), 'image/gif');
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json().message).toBe('Please upload a JPEG, PNG, GIF or WebP image.');
  });

  it('a campaign keeps the uploaded picture and the slot shows it; an address elsewhere is refused', async () => {
    const imageUrl = (await uploadCreative(advertiser)).json<{ imageUrl: string }>().imageUrl;
    const refused = await inject('POST', '/api/admin/ad-campaigns', admin, {
      ...campaign,
      imageUrl: 'https://cdn.example.com/wings.png',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({
      path: 'imageUrl',
      message: 'Please upload the picture here; pictures from other sites cannot be shown',
    });

    const id = await running(imageUrl);
    expect(await served()).toMatchObject({ id, imageUrl });
    const picture = await inject('GET', imageUrl);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it('an older campaign with a picture from another site runs text-only', async () => {
    await t.database.db.delete(adCampaigns);
    const id = await running('');
    await t.database.db
      .update(adCampaigns)
      .set({ imageUrl: 'https://cdn.example.com/old.png' })
      .where(eq(adCampaigns.id, id));
    expect(await served()).toMatchObject({ id, imageUrl: null });
  });
});
