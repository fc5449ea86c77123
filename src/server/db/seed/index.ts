import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  articles,
  artists,
  businesses,
  contentLikes,
  deals,
  events,
  fashionItems,
  resources,
  sportsStories,
  spotlights,
  users,
  ventPosts,
} from '../schema';
import { seedStories } from './stories/seed-stories';
import { seedCommunity } from './community';
import { seedCategories, seedNewsletterArchive } from './seed-archive';
import { forgetMarks, markNewRows, snapshotIds } from './demo-marks';

/** What the demo owns; accounts, subscriptions and anything else people created are never touched. */
const DEMO_TABLES = [
  contentLikes,
  ventPosts,
  artists,
  sportsStories,
  fashionItems,
  deals,
  resources,
  spotlights,
  events,
  businesses,
  articles,
];

/**
 * Writes the demo content of all five cities in one transaction: a failure leaves nothing half
 * written. With `reset`, the demo tables are emptied first (comments, gallery items, tracks,
 * follows and write-ups go with their posts and artists). Every row it writes is marked in
 * demo_content, so "Remove all demo content" can later take exactly those.
 */
export async function seedDemo(db: Db, opts: { now?: Date; reset?: boolean } = {}): Promise<void> {
  const now = opts.now ?? new Date();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (opts.reset) {
      for (const table of DEMO_TABLES) await t.delete(table);
      await forgetMarks(t, DEMO_TABLES);
    }
    const before = await snapshotIds(t);
    await seedStories(t, now);
    await seedCommunity(t, now);
    await seedCategories(t);
    await seedNewsletterArchive(t, now);
    await markNewRows(t, before, now);
  });
}

/**
 * Seeds an empty database (no articles, businesses or accounts yet); answers whether it did. A site
 * whose staff removed the demo stories, or where readers have signed up, never gets them back.
 * Call it under the migration lock (Database.migrate's `then`) when processes may start together.
 */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db
    .select({
      any: sql<boolean>`exists (select 1 from ${articles}) or exists (select 1 from ${businesses}) or exists (select 1 from ${users})`,
    })
    .from(sql`(select 1) as one`);
  if (row?.any) return false;
  await seedDemo(db);
  return true;
}
