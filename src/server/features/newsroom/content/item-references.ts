/** Rows elsewhere that name a content item only by its id, with no foreign key to delete them with it. */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { contentLikes, contentRecommendations, savedItems, storyComments } from '../../../db/schema';

/**
 * Forgets deleted items everywhere they are named: their likes, the picks recommended to readers,
 * members' saved items (a Saved page never counts or lists what no longer exists) and readers'
 * comments on them (with their reports and reply e-mails, which go with a comment).
 */
export async function forgetItems(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(contentLikes).where(inArray(contentLikes.contentId, ids));
  await db.delete(contentRecommendations).where(inArray(contentRecommendations.contentId, ids));
  await db.delete(savedItems).where(inArray(savedItems.itemId, ids));
  await db.delete(storyComments).where(inArray(storyComments.targetId, ids));
}
