/** Test helpers of the newsletter feature: the app with its pages, accounts, content and content. */
import { createTestApp, type TestContext } from '../../test/app';
import { sessionCookie } from '../../test/http';
import { articles, businesses, events, spotlights } from '../../db/schema';
import type { Db } from '../../db/client';
import { newsletterPageRoutes } from './page-routes';

/** The app with the /newsletter pages mounted (app.ts may already do it). */
export function newsletterTestApp(): Promise<TestContext> {
  return createTestApp({}, async (app) => {
    if (!app.hasRoute({ method: 'GET', url: '/newsletter/confirm' }))
      await app.register(newsletterPageRoutes, { prefix: '/newsletter' });
  });
}

let counter = 0;
/** Registers an account; the first of a fresh database is the admin. Returns its cookie. */
export async function registerAccount(t: TestContext, email = `reader${++counter}@example.com`) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { firstName: 'Test', lastName: 'Reader', email, password: 'correct horse battery' },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  return { cookie: sessionCookie(res), id: res.json().id as string, email };
}

/** The path and query of a link in an e-mail, ready for app.inject. */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};
export const linkIn = (text: string, pattern: RegExp) => {
  const match = pattern.exec(text);
  if (!match) throw new Error(`no link matching ${pattern} in:\n${text}`);
  return match[0];
};

const DAY = 24 * 60 * 60 * 1000;
export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY);
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export async function insertArticle(db: Db, values: Partial<typeof articles.$inferInsert> = {}) {
  const [row] = await db
    .insert(articles)
    .values({
      title: 'A story',
      excerpt: 'Excerpt',
      content: 'Content',
      category: 'News',
      author: 'Staff',
      imageUrl: '/media/a.svg',
      status: 'published',
      ...values,
    })
    .returning();
  return row!;
}
export async function insertEvent(db: Db, values: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await db
    .insert(events)
    .values({
      title: 'An event',
      description: 'Fun',
      date: isoDate(daysFrom(new Date(), 3)),
      time: '7:00 PM',
      location: 'Main St',
      status: 'published',
      ...values,
    })
    .returning();
  return row!;
}
export async function insertBusiness(db: Db, values: Partial<typeof businesses.$inferInsert> = {}) {
  const [row] = await db
    .insert(businesses)
    .values({
      name: 'A shop',
      category: 'retail',
      address: '1 Main St',
      description: 'Local shop',
      imageUrl: '/media/b.svg',
      status: 'published',
      ...values,
    })
    .returning();
  return row!;
}
export async function insertSpotlight(db: Db, values: Partial<typeof spotlights.$inferInsert> = {}) {
  const [row] = await db
    .insert(spotlights)
    .values({
      type: 'local_hero',
      title: 'Hero',
      featureName: 'Pat',
      description: 'Helps out',
      imageUrl: '/media/s.svg',
      status: 'approved',
      featuredDate: new Date(),
      ...values,
    })
    .returning();
  return row!;
}

/** A page's HTML with the entities our pages use decoded, to compare with the words a reader sees. */
export const pageText = (html: string) =>
  html.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
