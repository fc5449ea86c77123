import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses } from '../../db/schema';
import type { Business, BusinessListQuery } from '../../../shared/magazine';
import { AppError } from '../../platform/app-error';
import { PUBLISHED } from '../../../shared/publishing';
import { publicNow } from '../../platform/visibility';
import { neighbourhoodName } from '../../../shared/neighbourhoods';

/** Only listings staff have published appear in the directory. */

const publicColumns = {
  id: businesses.id,
  name: businesses.name,
  category: businesses.category,
  address: businesses.address,
  phone: businesses.phone,
  email: businesses.email,
  website: businesses.website,
  description: businesses.description,
  imageUrl: businesses.imageUrl,
  city: businesses.city,
  openingHours: businesses.openingHours,
  neighbourhood: businesses.neighbourhood,
};

const toBusiness = <T extends { city: string; neighbourhood: string | null }>(row: T) => ({
  ...row,
  neighbourhoodName: neighbourhoodName(row.city, row.neighbourhood),
});

const isPublic = (now: Date) => publicNow(businesses.status, businesses.publishDate, now, [PUBLISHED]);

const listFilter = (query: BusinessListQuery, now: Date) =>
  and(
    isPublic(now),
    query.city ? eq(businesses.city, query.city) : undefined,
    query.neighbourhood ? eq(businesses.neighbourhood, query.neighbourhood) : undefined,
    query.category ? sql`lower(${businesses.category}) = lower(${query.category})` : undefined,
  );

/** A directory reads alphabetically; id keeps pages stable when two share a name. */
export async function listBusinesses(db: Db, query: BusinessListQuery, now: Date = new Date()): Promise<Business[]> {
  const rows = await db
    .select(publicColumns)
    .from(businesses)
    .where(listFilter(query, now))
    .orderBy(asc(businesses.name), asc(businesses.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toBusiness);
}

export async function countBusinesses(db: Db, query: BusinessListQuery, now: Date = new Date()): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(businesses).where(listFilter(query, now));
  return counted?.total ?? 0;
}

export async function getBusiness(db: Db, id: string, now: Date = new Date()): Promise<Business> {
  const [row] = await db
    .select(publicColumns)
    .from(businesses)
    .where(and(eq(businesses.id, id), isPublic(now)));
  if (!row) throw new AppError('BUSINESS_NOT_FOUND', 404, 'Business not found.');
  return toBusiness(row);
}
