/** Test helpers of the newsletter feature: the app with its pages, links in e-mails, dates and spotlights. */
import { createTestApp, type TestContext } from '../../test/app';
import { spotlights } from '../../db/schema';
import type { Db } from '../../db/client';
import { newsletterPageRoutes } from './page-routes';

/** The app with the /newsletter pages mounted (app.ts may already do it). */
export function newsletterTestApp(): Promise<TestContext> {
  return createTestApp({}, async (app) => {
    if (!app.hasRoute({ method: 'GET', url: '/newsletter/confirm' }))
      await app.register(newsletterPageRoutes, { prefix: '/newsletter' });
  });
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
