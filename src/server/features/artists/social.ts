/**
 * Follows, likes and profile views. Each is a row guarded by a unique key and written with
 * "on conflict do nothing", so repeats and concurrent clicks can never count twice.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { artistFollows, artistGalleryItems, artistProfileViews, artists, contentLikes, music } from '../../db/schema';
import { AppError, notFound } from '../../platform/app-error';
import type { FollowResult, LikeResult } from '../../../shared/artists';
import { LIKE_TYPES, counterColumns, type LikeType } from './counters';
import { artistNotFound, findArtist } from './service';

async function countersOf(db: Db, artistId: string, isFollowing: boolean): Promise<FollowResult> {
  const [row] = await db.select(counterColumns).from(artists).where(eq(artists.id, artistId)).limit(1);
  if (!row) throw artistNotFound();
  return { ...row, isFollowing };
}

export async function follow(db: Db, artistId: string, userId: string): Promise<FollowResult> {
  const artist = await findArtist(db, artistId);
  if (!artist) throw artistNotFound();
  if (artist.userId === userId) throw new AppError('CANNOT_FOLLOW_SELF', 400, 'You cannot follow your own profile.');
  await db.insert(artistFollows).values({ artistId, userId }).onConflictDoNothing();
  return countersOf(db, artistId, true);
}

export async function unfollow(db: Db, artistId: string, userId: string): Promise<FollowResult> {
  if (!(await findArtist(db, artistId))) throw artistNotFound();
  await db.delete(artistFollows).where(and(eq(artistFollows.artistId, artistId), eq(artistFollows.userId, userId)));
  return countersOf(db, artistId, false);
}

/** Gallery items and tracks share one like endpoint; the id says which one it is. */
async function likeableType(db: Db, contentId: string): Promise<LikeType | null> {
  const [item] = await db
    .select({ id: artistGalleryItems.id })
    .from(artistGalleryItems)
    .where(eq(artistGalleryItems.id, contentId))
    .limit(1);
  if (item) return LIKE_TYPES.gallery;
  const [track] = await db.select({ id: music.id }).from(music).where(eq(music.id, contentId)).limit(1);
  return track ? LIKE_TYPES.music : null;
}

export async function like(db: Db, contentId: string, visitor: string): Promise<LikeResult> {
  const contentType = await likeableType(db, contentId);
  if (!contentType) throw notFound('Content', 'CONTENT_NOT_FOUND');
  await db.insert(contentLikes).values({ contentType, contentId, visitorKey: visitor }).onConflictDoNothing();
  const [row] = await db
    .select({ likes: sql<number>`count(*)::int`.mapWith(Number) })
    .from(contentLikes)
    .where(and(eq(contentLikes.contentType, contentType), eq(contentLikes.contentId, contentId)));
  return { liked: true, likes: row?.likes ?? 0 };
}

/** Counts the visitor once per profile; the counter moves only when the view row is new. */
export async function recordView(db: Db, artistId: string, visitor: string): Promise<{ profileViews: number }> {
  return db.transaction(async (tx) => {
    const [artist] = await tx.select({ id: artists.id }).from(artists).where(eq(artists.id, artistId)).limit(1);
    if (!artist) throw artistNotFound();
    const inserted = await tx
      .insert(artistProfileViews)
      .values({ artistId, visitorKey: visitor })
      .onConflictDoNothing()
      .returning({ id: artistProfileViews.id });
    const [row] = inserted.length
      ? await tx
          .update(artists)
          .set({ profileViews: sql`${artists.profileViews} + 1` })
          .where(eq(artists.id, artistId))
          .returning({ profileViews: artists.profileViews })
      : await tx.select({ profileViews: artists.profileViews }).from(artists).where(eq(artists.id, artistId));
    return { profileViews: row?.profileViews ?? 0 };
  });
}
