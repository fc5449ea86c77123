import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestContext } from '../../../test/app';
import { registerVerified } from '../../../test/accounts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: false });
});
afterAll(() => t.close());

describe('an empty site (SEED_DEMO=false) filled by its first account', () => {
  it('the first account is the admin and publishes the Buffalo cover story with a cover image', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/articles/featured?city=buffalo' })).statusCode).toBe(404);
    // The first account becomes the admin once its address is verified (and staff turn on two-step sign-in).
    const owner = await registerVerified(t, { firstName: 'Olive', lastName: 'Owner', email: 'owner@example.com' });
    expect(owner.role).toBe('admin');
    const cookie = owner.cookie;

    const cat = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { cookie },
      payload: { name: 'Community' },
    });
    expect(cat.statusCode).toBe(201);
    const photo = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#2a6f97' } })
      .jpeg()
      .toBuffer();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads',
      headers: { cookie, 'content-type': 'image/jpeg' },
      payload: photo,
    });
    expect(uploaded.statusCode).toBe(201);

    const article = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/articles',
      headers: { cookie },
      payload: {
        title: 'The lake wakes up',
        excerpt: 'Spring on the waterfront.',
        category: 'Community',
        city: 'buffalo',
        imageUrl: uploaded.json().url,
        imageAlt: 'Ice breaking on Lake Erie',
        featured: true,
        status: 'published',
        html: '<p>The <strong>ice is breaking</strong>, says <a href="https://weather.example">the forecast</a>.</p>',
      },
    });
    expect(article.statusCode, article.body).toBe(201);
    const hero = await t.app.inject({ method: 'GET', url: '/api/articles/featured?city=buffalo' });
    expect(hero.json()).toMatchObject({
      title: 'The lake wakes up',
      imageUrl: uploaded.json().url,
      author: 'Olive Owner',
    });
    const page = await t.app.inject({ method: 'GET', url: `/api/articles/${article.json().id}` });
    expect(page.json().contentHtml).toBe(
      '<p>The <strong>ice is breaking</strong>, says <a href="https://weather.example" rel="noopener">the forecast</a>.</p>',
    );
  });
});
