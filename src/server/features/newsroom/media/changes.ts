/** Changes to the library: alt text, a new file for a picture, and deleting one nothing uses. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Storage } from '../../../adapters/storage';
import { media, type MediaRow, type User } from '../../../db/schema';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import { removeStoredImage, storeImage, uploadPath } from '../../../platform/images/pipeline';
import type { MediaUpdate } from '../../../../shared/media';
import { describeUsages, findMedia, usagesOf } from './service';
import { refKeyOf, rewriteReferences } from './references';

export const mediaNotFound = () => new AppError('MEDIA_NOT_FOUND', 404, 'This picture is not in the media library.');

async function existing(db: Db, id: string): Promise<MediaRow> {
  const row = await findMedia(db, id);
  if (!row) throw mediaNotFound();
  return row;
}

const auditView = (row: MediaRow) => ({ url: row.url, name: row.name, altText: row.altText });

export async function updateMedia(db: Db, actor: User, id: string, patch: MediaUpdate): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await existing(tx, id);
    const set: Partial<MediaRow> = {};
    if (patch.altText !== undefined) set.altText = patch.altText || null;
    if (patch.name !== undefined) set.name = patch.name || null;
    const [after] = await tx.update(media).set(set).where(eq(media.id, id)).returning();
    await recordAudit(tx, {
      actor,
      action: 'media.update',
      entityType: 'media',
      entityId: id,
      before: auditView(before),
      after: auditView(after!),
    });
  });
}

/**
 * A new file for a picture: stored under a new key (stored files never change, and browsers and CDNs
 * keep them for a year), then the row and every use of the old address move to it in one transaction;
 * the old files go once that has committed.
 */
export async function replaceMedia(
  db: Db,
  storage: Storage,
  actor: User,
  id: string,
  input: { key: string; bytes: Buffer; name?: string | null },
): Promise<{ oldKey: string | null }> {
  const before = await existing(db, id);
  const stored = await storeImage(storage, input.key, input.bytes);
  if (!stored) throw new Error('a fresh upload key was taken');
  try {
    await db.transaction(async (tx) => {
      const current = await existing(tx, id);
      await tx
        .update(media)
        .set({
          storageKey: input.key,
          url: uploadPath(input.key),
          source: 'upload',
          purpose: current.purpose === 'demo' ? 'staff' : current.purpose,
          name: input.name ?? current.name,
          contentType: stored.contentType,
          bytes: stored.bytes,
          width: stored.width,
          height: stored.height,
          variants: stored.variants,
        })
        .where(eq(media.id, id));
      // An upload's uses move by its prefix (its web sizes with it); a demo drawing's by its address.
      const from = current.storageKey ? refKeyOf(current) : current.url;
      await rewriteReferences(tx, from, uploadPath(input.key));
      await recordAudit(tx, {
        actor,
        action: 'media.replace',
        entityType: 'media',
        entityId: id,
        before: auditView(current),
        after: { url: uploadPath(input.key), name: input.name ?? current.name, altText: current.altText },
      });
    });
  } catch (err) {
    await removeStoredImage(storage, input.key);
    throw err;
  }
  if (before.storageKey) await removeStoredImage(storage, before.storageKey);
  return { oldKey: before.storageKey };
}

/** Deletes a picture nothing uses (409 naming the places that do); its files go after the row. */
export async function deleteMedia(db: Db, storage: Storage, actor: User, id: string): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const current = await existing(tx, id);
    // Lock the row so a replace cannot run between the check and the delete.
    await tx.select({ id: media.id }).from(media).where(eq(media.id, id)).for('update');
    const usages = await usagesOf(tx, current);
    if (usages.length > 0) {
      throw new AppError(
        'MEDIA_IN_USE',
        409,
        `This picture is still used in ${usages.length === 1 ? '1 place' : `${usages.length} places`}: ${describeUsages(usages)}. Remove it there first, then delete it.`,
      );
    }
    await tx.delete(media).where(eq(media.id, id));
    await recordAudit(tx, {
      actor,
      action: 'media.delete',
      entityType: 'media',
      entityId: id,
      before: auditView(current),
    });
    return current;
  });
  if (row.storageKey) await removeStoredImage(storage, row.storageKey);
}
