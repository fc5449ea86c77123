import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import { AppError } from '../../platform/app-error';

export const NOT_YOUR_PICTURE = 'Please choose a picture you uploaded for your ads.';

/**
 * An advertiser's campaign shows a picture they uploaded themselves (the media library records who
 * sent each one): the address of someone else's upload is refused, so nobody can put another
 * person's picture, or a staff photo not yet published, into an ad.
 */
export async function assertOwnCreative(db: Db, imageUrl: string | null | undefined, userId: string) {
  if (!imageUrl) return;
  const [picture] = await db
    .select({ uploadedBy: media.uploadedBy })
    .from(media)
    .where(eq(media.url, imageUrl))
    .limit(1);
  if (picture?.uploadedBy === userId) return;
  throw new AppError('VALIDATION_ERROR', 400, NOT_YOUR_PICTURE, [
    { path: 'campaignData.imageUrl', message: NOT_YOUR_PICTURE },
  ]);
}
