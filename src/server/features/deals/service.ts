/** Deals & Coupons: only active, unexpired deals are ever listed; featured ones first. */
import { and, asc, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deals } from '../../db/schema';
import type { Deal } from '../../../shared/directory';
import { publicNow } from '../../platform/visibility';

export async function listDeals(
  db: Db,
  q: { city?: string; limit: number; offset: number },
  now: Date = new Date(),
): Promise<Deal[]> {
  const d = deals;
  const where: (SQL | undefined)[] = [
    publicNow(d.status, d.publishDate, now),
    eq(d.isActive, true),
    or(isNull(d.validUntil), gt(d.validUntil, now)),
  ];
  if (q.city) where.push(eq(d.city, q.city));
  const rows = await db
    .select({
      id: d.id,
      title: d.title,
      category: d.category,
      imageUrl: d.imageUrl,
      discountPercent: d.discountPercent,
      originalPrice: d.originalPrice,
      discountPrice: d.discountPrice,
      description: d.description,
      businessName: d.businessName,
      validUntil: d.validUntil,
      couponCode: d.couponCode,
      businessAddress: d.businessAddress,
      businessPhone: d.businessPhone,
      website: d.website,
      termsConditions: d.termsConditions,
      isFeatured: d.isFeatured,
      city: d.city,
    })
    .from(d)
    .where(and(...where))
    // Featured first, then the deals that end soonest (open-ended ones last), then the newest.
    .orderBy(desc(d.isFeatured), sql`${d.validUntil} asc nulls last`, desc(d.createdAt), asc(d.id))
    .limit(q.limit)
    .offset(q.offset);
  return rows.map((r) => ({ ...r, validUntil: r.validUntil?.toISOString() ?? null }));
}
