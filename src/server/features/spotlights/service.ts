import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { spotlights } from '../../db/schema';
import type { City } from '../../../shared/cities';
import type { Spotlight, SpotlightType } from '../../../shared/magazine';
import { AppError } from '../../platform/app-error';
import { APPROVED } from '../../../shared/publishing';

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
export async function currentSpotlight(db: Db, type: SpotlightType, city: City): Promise<Spotlight> {
  const [row] = await db
    .select(publicColumns)
    .from(spotlights)
    .where(
      and(
        eq(spotlights.type, type),
        eq(spotlights.city, city),
        eq(spotlights.isActive, true),
        eq(spotlights.status, APPROVED),
      ),
    )
    .orderBy(sql`${spotlights.featuredDate} desc nulls last`, desc(spotlights.createdAt), desc(spotlights.id))
    .limit(1);
  if (!row) throw new AppError('SPOTLIGHT_NOT_FOUND', 404, 'No current spotlight of this kind for this city.');
  return { ...row, type: row.type as SpotlightType, featuredDate: row.featuredDate?.toISOString() ?? null };
}
