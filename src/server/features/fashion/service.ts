/** Local Fashion: the directory of looks, newest first. */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fashionItems } from '../../db/schema';
import type { FashionItem } from '../../../shared/directory';
import { publicNow } from '../../platform/visibility';

export async function listFashion(
  db: Db,
  q: { city?: string; limit: number; offset: number },
  now: Date = new Date(),
): Promise<FashionItem[]> {
  const f = fashionItems;
  return db
    .select({
      id: f.id,
      title: f.title,
      brand: f.brand,
      designer: f.designer,
      category: f.category,
      price: f.priceRange,
      description: f.description,
      sizes: f.sizes,
      imageUrl: f.imageUrl,
      style: f.style,
      season: f.season,
      location: f.location,
      website: f.website,
      tags: f.tags,
      city: f.city,
    })
    .from(f)
    .where(and(publicNow(f.status, f.publishDate, now), q.city ? eq(f.city, q.city) : undefined))
    .orderBy(desc(f.createdAt), desc(f.id))
    .limit(q.limit)
    .offset(q.offset);
}
