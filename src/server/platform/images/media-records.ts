/**
 * Every picture the pipeline stores gets a row in the media library, with who sent it and why, so
 * staff find it again and an advertiser can pick their own pictures for a later campaign.
 */
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import type { UploadedImage } from '../../../shared/media';

export type MediaPurpose = 'staff' | 'photo' | 'ad-creative';

/** A file name as the library shows it: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string | null | undefined): string | null {
  const base = [...((name ?? '').split(/[\\/]/).pop() ?? '')]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return base ? base.slice(0, 200) : null;
}

export async function recordUpload(
  db: Db,
  entry: {
    key: string;
    stored: UploadedImage;
    bytes: number;
    contentType: string;
    purpose: MediaPurpose;
    uploadedBy: string | null;
    name?: string | null;
  },
) {
  const [row] = await db
    .insert(media)
    .values({
      storageKey: entry.key,
      url: entry.stored.url,
      source: 'upload',
      purpose: entry.purpose,
      name: cleanFileName(entry.name),
      contentType: entry.contentType,
      bytes: entry.bytes,
      width: entry.stored.width,
      height: entry.stored.height,
      variants: entry.stored.variants,
      uploadedBy: entry.uploadedBy,
    })
    .returning();
  return row!;
}
