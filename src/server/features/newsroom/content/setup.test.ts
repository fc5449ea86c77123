import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { registerVerified, type TestAccount } from '../../../test/accounts';

let t: TestContext;
let admin: TestAccount;
beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: 'smtp://mail.example:587' });
  admin = await registerVerified(t); // the first account is the admin, with two-step sign-in
});
afterAll(() => t.close());

const setup = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie: admin.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(
    res.json<{ setup: { step: string; done: boolean; href: string | null }[] }>().setup.map((s) => [s.step, s]),
  );
};

describe("a new site's checklist on the dashboard", () => {
  it('ticks each step from what the site has, linking to where the rest is done', async () => {
    const before = await setup();
    expect(Object.fromEntries(Object.entries(before).map(([k, s]) => [k, s.done]))).toEqual({
      settings: false,
      categories: false,
      story: false,
      newsletter: false,
      mail: true, // SMTP_URL is set
      payments: false,
    });
    expect(before.categories?.href).toBe('/admin/categories');
    expect(before.settings?.href).toBe('/admin/settings');
    expect(before.story?.href).toBe('/admin/content/articles/new');

    const category = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { cookie: admin.cookie },
      payload: { name: 'Community' },
    });
    expect(category.statusCode, category.body).toBe(201);
    const story = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/articles',
      headers: { cookie: admin.cookie },
      payload: {
        title: 'The first story',
        excerpt: 'Where it all starts.',
        content: 'A first paragraph for the first story.',
        category: 'Community',
        city: 'rochester',
        imageUrl: '/media/demo/article/first-story.svg',
        imageAlt: 'A river at dawn',
        status: 'published',
      },
    });
    expect(story.statusCode, story.body).toBe(201);

    const after = await setup();
    expect(after.categories?.done).toBe(true);
    expect(after.story?.done).toBe(true);
    expect(after.newsletter?.done).toBe(false);
  });
});
