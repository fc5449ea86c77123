import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photoSubmissions } from '../../db/schema';
import type { Photo, PhotoListQuery } from '../../../shared/magazine';

/** Staff approve a photo or, for the best ones, feature it; both are public if the photographer allows. */
export const PUBLIC_PHOTO_STATUSES = ['featured', 'approved'] as const;

/** Credit goes to the photographer by name; their e-mail and phone stay on the server. */
const publicColumns = {
  id: photoSubmissions.id,
  title: photoSubmissions.title,
  description: photoSubmissions.description,
  photographerName: photoSubmissions.photographerName,
  location: photoSubmissions.location,
  category: photoSubmissions.category,
  imageUrl: photoSubmissions.imageUrl,
  city: photoSubmissions.city,
  publishedAt: photoSubmissions.publishedAt,
  status: photoSubmissions.status,
};

const listFilter = (query: PhotoListQuery) =>
  and(
    inArray(photoSubmissions.status, [...PUBLIC_PHOTO_STATUSES]),
    eq(photoSubmissions.isPublic, true),
    query.city ? eq(photoSubmissions.city, query.city) : undefined,
  );

/** Newest first. */
export async function listFeaturedPhotos(db: Db, query: PhotoListQuery): Promise<Photo[]> {
  const rows = await db
    .select(publicColumns)
    .from(photoSubmissions)
    .where(listFilter(query))
    .orderBy(
      sql`${photoSubmissions.publishedAt} desc nulls last`,
      sql`${photoSubmissions.submittedAt} desc nulls last`,
      sql`${photoSubmissions.id} desc nulls last`,
    )
    .limit(query.limit)
    .offset(query.offset);
  return rows.map((r) => ({
    ...r,
    status: r.status as Photo['status'],
    publishedAt: r.publishedAt?.toISOString() ?? null,
  }));
}

export async function countFeaturedPhotos(db: Db, query: PhotoListQuery): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(photoSubmissions).where(listFilter(query));
  return counted?.total ?? 0;
}
