/** Rows elsewhere that name a content item only by its id, with no foreign key to delete them with it. */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentLikes, contentRecommendations, savedItems } from '../../db/schema';

/**
 * Forgets deleted items everywhere they are named: their likes, the picks recommended to readers and
 * members' saved items (a Saved page never counts or lists what no longer exists).
 */
export async function forgetItems(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(contentLikes).where(inArray(contentLikes.contentId, ids));
  await db.delete(contentRecommendations).where(inArray(contentRecommendations.contentId, ids));
  await db.delete(savedItems).where(inArray(savedItems.itemId, ids));
}
