/**
 * The one image pipeline every upload goes through (readers' photos, staff covers and inline
 * images): the type is told by the bytes; the picture is decoded and re-encoded with sharp, so
 * EXIF, GPS and any bytes riding along after the image are gone; the longest side is capped; and
 * web sizes (WebP plus a JPEG fallback) are made for `srcset`. Files go through the Storage port.
 */
import sharp from 'sharp';
import type { Storage } from '../../adapters/storage';
import { IMAGE_MAX_SIDE, IMAGE_WIDTHS, variantUrl } from '../../../shared/newsroom/images';
import type { ImageVariant, UploadedImage } from '../../../shared/media';
import { AppError } from '../app-error';
import { sniffImageType } from './image-type';

export const unsupportedImage = () =>
  new AppError('UNSUPPORTED_IMAGE', 415, 'Please upload a JPEG, PNG, GIF or WebP image.');

/** The site path an uploaded file is served from. */
export const uploadPath = (key: string) => `/uploads/${key}`;
/** `/uploads/<key>` -> key, for the uploads this site made (never a client-chosen name). */
export const keyOfUploadPath = (url: string) => /^\/uploads\/([a-f0-9]{32})$/.exec(url)?.[1] ?? null;

type VariantType = ImageVariant['type'];
/** Storage key of a web size ("<key>_960_webp"); the public name is "<key>_960.webp". */
export const variantKey = (key: string, width: number, type: VariantType) =>
  `${key}_${width}_${type === 'image/webp' ? 'webp' : 'jpg'}`;
/** "<key>_960.webp" -> its parts; null for anything else. */
export function parseVariantName(name: string): { key: string; width: number; type: VariantType } | null {
  const m = /^([a-f0-9]{32})_(\d{3,4})\.(webp|jpg)$/.exec(name);
  if (!m || !(IMAGE_WIDTHS as readonly number[]).includes(Number(m[2]))) return null;
  return { key: m[1]!, width: Number(m[2]), type: m[3] === 'webp' ? 'image/webp' : 'image/jpeg' };
}

export interface ProcessedImage {
  data: Buffer;
  type: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

const decodeOptions = { failOn: 'error' as const, limitInputPixels: 60_000_000 };

/** Decodes and re-encodes; 415 for bytes that are not one of our image types or do not decode. */
export async function normalizeImage(input: Buffer): Promise<ProcessedImage> {
  if (!sniffImageType(input)) throw unsupportedImage();
  try {
    const image = sharp(input, decodeOptions).rotate(); // apply EXIF orientation, then forget EXIF
    const meta = await image.metadata();
    const resized = image.resize({
      width: IMAGE_MAX_SIDE,
      height: IMAGE_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    // sharp writes no metadata unless asked (no withMetadata): EXIF, GPS, XMP and comments are dropped.
    const out = meta.hasAlpha
      ? await resized.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
      : await resized.jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return {
      data: out.data,
      type: meta.hasAlpha ? 'image/png' : 'image/jpeg',
      width: out.info.width,
      height: out.info.height,
    };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unsupportedImage();
  }
}

/** One web size of an already normalized image (never wider than the image itself). */
export async function makeVariant(original: Buffer, width: number, type: VariantType) {
  const pipeline = sharp(original, decodeOptions).resize({ width, withoutEnlargement: true });
  const out =
    type === 'image/webp'
      ? await pipeline.webp({ quality: 78 }).toBuffer({ resolveWithObject: true })
      : await pipeline
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 80, mozjpeg: true })
          .toBuffer({ resolveWithObject: true });
  return { data: out.data, width: out.info.width, height: out.info.height };
}

const VARIANT_TYPES: VariantType[] = ['image/webp', 'image/jpeg'];

/**
 * Normalizes `input`, stores it under `key` and its web sizes beside it. False when the key was
 * already taken (keys are written once), in which case nothing else is written.
 */
export async function storeImage(storage: Storage, key: string, input: Buffer): Promise<StoredImage | false> {
  const image = await normalizeImage(input);
  if (!(await storage.put(key, image.data, { contentType: image.type }))) return false;
  const url = uploadPath(key);
  const variants: ImageVariant[] = [];
  for (const width of IMAGE_WIDTHS) {
    for (const type of VARIANT_TYPES) {
      const v = await makeVariant(image.data, width, type);
      await storage.put(variantKey(key, width, type), v.data, { contentType: type });
      variants.push({ width: v.width, height: v.height, url: variantUrl(url, width, type), type });
    }
  }
  return {
    url,
    imageUrl: url,
    width: image.width,
    height: image.height,
    variants,
    bytes: image.data.length,
    contentType: image.type,
  };
}

/** What the pipeline stored: the upload's answer plus the facts the media library keeps. */
export interface StoredImage extends UploadedImage {
  bytes: number;
  contentType: ProcessedImage['type'];
}

/** The answer an upload route sends (the library's facts stay on the server). */
export const uploadAnswer = ({ url, imageUrl, width, height, variants }: StoredImage): UploadedImage => ({
  url,
  imageUrl,
  width,
  height,
  variants,
});

/** Removes an upload's original and every web size (after its row is gone). */
export async function removeStoredImage(storage: Storage, key: string): Promise<void> {
  await storage.delete(key);
  for (const width of IMAGE_WIDTHS) {
    for (const type of VARIANT_TYPES) await storage.delete(variantKey(key, width, type));
  }
}

/**
 * A web size read back; made on first request for uploads stored before web sizes existed.
 * Null when there is no such upload.
 */
export async function loadVariant(
  storage: Storage,
  key: string,
  width: number,
  type: VariantType,
): Promise<Buffer | null> {
  const vKey = variantKey(key, width, type);
  const stored = await storage.get(vKey);
  if (stored) return stored;
  const original = await storage.get(key);
  if (!original) return null;
  try {
    const v = await makeVariant(original, width, type);
    await storage.put(vKey, v.data, { contentType: type });
    return v.data;
  } catch {
    return null;
  }
}
