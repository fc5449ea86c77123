import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITIES } from '../../../shared/cities';
import { FOOTER_CATEGORIES, footerCategoryHref } from '../../../shared/footer-categories';
import { createTestApp, type TestContext } from '../../test/app';
import { seedDemo } from './index';
import { seedNewsletterArchive } from './seed-archive';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
}, 120_000);
afterAll(() => t?.close());

const getJson = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};

describe('the demo archive and categories', () => {
  it('holds past sent editions for every city, each opening in full, and a second seed adds none', async () => {
    for (const city of CITIES) {
      const editions = await getJson(`/api/newsletter/editions?city=${city}`);
      expect(editions.length, city).toBeGreaterThanOrEqual(3);
      for (const e of editions) expect(new Date(e.sentAt).getTime()).toBeLessThan(Date.now());
      expect((await getJson(`/api/newsletter/editions/${editions[0].id}`)).city).toBe(city);
    }
    const before = (await getJson('/api/newsletter/editions?limit=100')).length;
    await seedNewsletterArchive(t.database.db, new Date());
    expect((await getJson('/api/newsletter/editions?limit=100')).length).toBe(before);
  });

  it('keeps the categories the stories use in the staff list, so every footer category opens stories', async () => {
    const categories = await getJson('/api/categories');
    expect(categories.length).toBeGreaterThan(0);
    for (const { label, names } of FOOTER_CATEGORIES) {
      const href = footerCategoryHref(names, categories);
      expect(href, label).toMatch(/^\/articles\?category=/);
      const category = new URL(href, 'http://local').searchParams.get('category')!;
      const stories = await getJson(`/api/articles?category=${encodeURIComponent(category)}`);
      expect(stories.length, label).toBeGreaterThan(0);
    }
  });
});
