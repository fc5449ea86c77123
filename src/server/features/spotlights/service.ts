import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { spotlights } from '../../db/schema';
import type { City } from '../../../shared/cities';
import type { Spotlight, SpotlightType } from '../../../shared/magazine';
import { AppError } from '../../platform/app-error';
import { APPROVED } from '../../../shared/publishing';
import { publicNow } from '../../platform/visibility';

/** Nominations start pending; staff approve the ones that run (and may switch one off with isActive). */

/** The nominee's contact details, the nominator and the reasons given are for staff only. */
const publicColumns = {
  id: spotlights.id,
  type: spotlights.type,
  title: spotlights.title,
  featureName: spotlights.featureName,
  description: spotlights.description,
  content: spotlights.content,
  imageUrl: spotlights.imageUrl,
  additionalImages: spotlights.additionalImages,
  socialLinks: spotlights.socialLinks,
  city: spotlights.city,
  featuredDate: spotlights.featuredDate,
};

/** The spotlight of this kind running now in the city: the most recently featured active one. */
export async function currentSpotlight(
  db: Db,
  type: SpotlightType,
  city: City,
  now: Date = new Date(),
): Promise<Spotlight> {
  const [row] = await db
    .select(publicColumns)
    .from(spotlights)
    .where(
      and(
        eq(spotlights.type, type),
        eq(spotlights.city, city),
        eq(spotlights.isActive, true),
        publicNow(spotlights.status, spotlights.publishDate, now, [APPROVED, 'published']),
        // Live from the day staff chose when approving it.
        or(isNull(spotlights.featuredDate), lte(spotlights.featuredDate, now)),
      ),
    )
    .orderBy(sql`${spotlights.featuredDate} desc nulls last`, desc(spotlights.createdAt), desc(spotlights.id))
    .limit(1);
  if (!row) throw new AppError('SPOTLIGHT_NOT_FOUND', 404, 'No current spotlight of this kind for this city.');
  return { ...row, type: row.type as SpotlightType, featuredDate: row.featuredDate?.toISOString() ?? null };
}
