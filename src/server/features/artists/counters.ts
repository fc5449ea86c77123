/**
 * The artist counters as correlated subqueries, so lists and profiles get them in one query.
 * Column names are written out qualified: drizzle drops the table name from columns of a
 * single-table select, which would make "id" ambiguous inside a subquery.
 */
import { sql, type SQL } from 'drizzle-orm';

/** content_likes.content_type of each likeable thing. */
export const LIKE_TYPES = { gallery: 'gallery', music: 'music' } as const;
export type LikeType = (typeof LIKE_TYPES)[keyof typeof LIKE_TYPES];

const followers = sql<number>`(select count(*)::int from artist_follows f where f.artist_id = "artists"."id")`;

/** The accounts the artist's own account follows; 0 for profiles no account owns. */
const following = sql<number>`(select count(*)::int from artist_follows f where f.user_id = "artists"."user_id")`;

const totalLikes = sql<number>`(
  (select count(*)::int from content_likes l join artist_gallery_items g
     on l.content_type = ${LIKE_TYPES.gallery} and l.content_id = g.id where g.artist_id = "artists"."id")
  + (select count(*)::int from content_likes l join music m
     on l.content_type = ${LIKE_TYPES.music} and l.content_id = m.id where m.artist_id = "artists"."id"))`;

const profileViews = sql<number>`"artists"."profile_views"`;

export const counterColumns = {
  followers: followers.mapWith(Number),
  following: following.mapWith(Number),
  totalLikes: totalLikes.mapWith(Number),
  profileViews: profileViews.mapWith(Number),
};

/** `table` is the outer table of the select: "artist_gallery_items" or "music". */
const itemId = (type: LikeType): SQL =>
  type === LIKE_TYPES.gallery ? sql`"artist_gallery_items"."id"` : sql`"music"."id"`;

/** Likes of each item of a select over gallery items or tracks. */
export function likesOf(type: LikeType) {
  return sql<number>`(select count(*)::int from content_likes l where l.content_type = ${type} and l.content_id = ${itemId(type)})`.mapWith(
    Number,
  );
}

/** Whether the visitor (null: one we do not know yet) liked the item. */
export function likedBy(type: LikeType, visitor: string | null) {
  if (!visitor) return sql<boolean>`false`.mapWith(Boolean);
  return sql<boolean>`exists (select 1 from content_likes l where l.content_type = ${type} and l.content_id = ${itemId(type)} and l.visitor_key = ${visitor})`.mapWith(
    Boolean,
  );
}
