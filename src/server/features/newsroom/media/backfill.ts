/**
 * The library before it existed: pictures already in use (uploads and the demo drawings) get their
 * rows the first time the library is read, measured from storage. Rows are only ever added, so the
 * step is safe to repeat and to run in several processes at once.
 */
import sharp from 'sharp';
import { and, eq, isNull } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Storage } from '../../../adapters/storage';
import { media } from '../../../db/schema';
import { sniffImageType } from '../../../platform/images/image-type';
import { IMAGE_WIDTHS, variantUrl } from '../../../../shared/newsroom/images';
import type { ImageVariant } from '../../../../shared/media';
import { referencesSql } from './references';

/**
 * Runs before each staff read of the library: one statement over the same references the listing
 * reads anyway, so it costs about what the page does, and a picture put into content by its address
 * (a demo drawing, an upload from before the library) is listed at once.
 */
export const ensureLibrary = (db: Db, storage: Storage) => backfillLibrary(db, storage);

export async function backfillLibrary(db: Db, storage: Storage): Promise<void> {
  await db.execute(sql`
    with refs as (${referencesSql()})
    insert into media (url, storage_key, source, purpose)
    select distinct
      case when ref like '/uploads/%' then ref else ref || 'svg' end,
      case when ref like '/uploads/%' then substr(ref, 10) end,
      case when ref like '/uploads/%' then 'upload' else 'demo' end,
      case when ref like '/uploads/%' then 'staff' else 'demo' end
    from refs
    on conflict do nothing`);
  // An article's cover alt text is the best description the site has of a picture without one.
  await db.execute(sql`
    update media set alt_text = a.image_alt
    from articles a
    where a.image_url = media.url and media.alt_text is null and coalesce(a.image_alt, '') <> ''`);
  const unmeasured = await db
    .select({ id: media.id, storageKey: media.storageKey, url: media.url })
    .from(media)
    .where(and(eq(media.source, 'upload'), isNull(media.width)))
    .limit(200);
  for (const row of unmeasured) await measure(db, storage, row);
}

/** Width, height, type, size and web sizes of an upload stored before the library kept them. */
async function measure(db: Db, storage: Storage, row: { id: string; storageKey: string | null; url: string }) {
  const data = row.storageKey ? await storage.get(row.storageKey) : null;
  const type = data && sniffImageType(data);
  if (!data || !type) return;
  const meta = await sharp(data)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) return;
  const { width, height } = meta;
  const variants: ImageVariant[] = [];
  for (const w of IMAGE_WIDTHS) {
    const vw = Math.min(w, width);
    const vh = Math.round((height * vw) / width);
    variants.push({ width: vw, height: vh, url: variantUrl(row.url, w, 'image/webp'), type: 'image/webp' });
    variants.push({ width: vw, height: vh, url: variantUrl(row.url, w, 'image/jpeg'), type: 'image/jpeg' });
  }
  await db
    .update(media)
    .set({ width, height, bytes: data.length, contentType: type, variants })
    .where(eq(media.id, row.id));
}
