import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { articles, artists, businesses, events } from '../db/schema';
import { seedDemo } from '../db/seed';
import { createTestApp, type TestContext } from '../test/app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { ssr: true });
  await seedDemo(t.database.db);
}, 120_000);
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('server-rendered pages', () => {
  it('renders an article with its story, title, Open Graph tags and NewsArticle JSON-LD', async () => {
    const [a] = await t.database.db.select().from(articles).where(eq(articles.status, 'published')).limit(1);
    const res = await get(`/articles/${a!.id}`);
    expect(res.statusCode).toBe(200);
    const i = res.body.indexOf("<div id=\"root\">"); console.log(res.body.slice(i, i + 1500)); console.log(res.body.slice(-1500), res.body.length);
  });
});
