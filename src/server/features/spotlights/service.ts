import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { spotlights } from '../../db/schema';
import type { City } from '../../../shared/cities';
import type { Spotlight } from '../../../shared/magazine';
import type { SpotlightType } from '../../../shared/spotlight-types';
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

/**
 * When a spotlight went live: the featured date staff chose, else its publish date, else when it was
 * approved. A spotlight published without a featured date is the newest, not the oldest.
 */
const liveFrom = sql`coalesce(${spotlights.featuredDate}, ${spotlights.publishDate}, ${spotlights.reviewedAt}, ${spotlights.createdAt})`;

/** Active, public spotlights of a city whose featured date has come. */
const liveIn = (city: City, now: Date) =>
  and(
    eq(spotlights.city, city),
    eq(spotlights.isActive, true),
    publicNow(spotlights.status, spotlights.publishDate, now, [APPROVED, 'published']),
    // Live from the day staff chose when approving it.
    or(isNull(spotlights.featuredDate), lte(spotlights.featuredDate, now)),
  );

const toSpotlight = (row: Omit<Spotlight, 'type' | 'featuredDate'> & { type: string; featuredDate: Date | null }) => ({
  ...row,
  type: row.type as SpotlightType,
  featuredDate: row.featuredDate?.toISOString() ?? null,
});

/** The spotlight of this kind running now in the city: the one that went live most recently. */
export async function currentSpotlight(
  db: Db,
  type: SpotlightType,
  city: City,
  now: Date = new Date(),
): Promise<Spotlight> {
  const [row] = await db
    .select(publicColumns)
    .from(spotlights)
    .where(and(eq(spotlights.type, type), liveIn(city, now)))
    .orderBy(desc(liveFrom), desc(spotlights.createdAt), desc(spotlights.id))
    .limit(1);
  if (!row) throw new AppError('SPOTLIGHT_NOT_FOUND', 404, 'No current spotlight of this kind for this city.');
  return toSpotlight(row);
}

const SPOTLIGHT_PAGE_LIMIT = 48;

/** Every live spotlight of the city (of one kind when asked), newest first: the city's spotlights page. */
export async function listSpotlights(
  db: Db,
  { city, type, now = new Date() }: { city: City; type?: SpotlightType; now?: Date },
): Promise<Spotlight[]> {
  const rows = await db
    .select(publicColumns)
    .from(spotlights)
    .where(and(liveIn(city, now), type ? eq(spotlights.type, type) : undefined))
    .orderBy(desc(liveFrom), desc(spotlights.createdAt), desc(spotlights.id))
    .limit(SPOTLIGHT_PAGE_LIMIT);
  return rows.map(toSpotlight);
}
