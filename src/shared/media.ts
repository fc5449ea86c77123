/**
 * The media library (/api/admin/media for staff, /api/media/mine for an advertiser's own pictures):
 * every picture the site holds, its web sizes, alt text and where it is used.
 */
import { z } from 'zod';
import { optionalParam, pagingParams } from './query-params';

/** What an image upload answers: the original (re-encoded, capped) plus web sizes for srcset. */
export const imageVariantSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
  type: z.enum(['image/webp', 'image/jpeg']),
});
export type ImageVariant = z.infer<typeof imageVariantSchema>;

export const uploadedImageSchema = z.object({
  /** The capped, re-encoded image (JPEG, or PNG when the upload had transparency). Same as imageUrl. */
  url: z.string(),
  /** Kept for the photo and submission forms, which read `imageUrl`. */
  imageUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariantSchema),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const MEDIA_LIST_LIMIT = { default: 48, max: 100 } as const;
export const MEDIA_ALT_MAX = 300;
export const MEDIA_NAME_MAX = 200;

/** GET list: newest first; `q` searches the file name and alt text; `unused=true` keeps what nothing uses. */
export const mediaListQuerySchema = z.object({
  q: optionalParam(z.string().trim().max(100, 'Please use at most 100 characters.')),
  unused: optionalParam(z.enum(['true', 'false'], { error: 'unused must be true or false.' })),
  ...pagingParams(MEDIA_LIST_LIMIT),
});
export type MediaListQuery = z.input<typeof mediaListQuerySchema>;

/** One place a picture is used, with the staff page where it can be changed. */
export const mediaUsageSchema = z.object({
  /** What holds it, in words ("Article", "Ad campaign"). */
  label: z.string(),
  title: z.string(),
  /** The staff page to change it (the editor, the ads desk, the review desk). */
  href: z.string(),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

export const mediaItemSchema = z.object({
  id: z.string(),
  url: z.string(),
  source: z.enum(['upload', 'demo']),
  purpose: z.string(),
  name: z.string().nullable(),
  contentType: z.string().nullable(),
  bytes: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: z.array(imageVariantSchema),
  altText: z.string().nullable(),
  /** The uploader's display name (never an e-mail); null for demo drawings and deleted accounts. */
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
  /** How many places use it (computed from the content that refers to it, never a stored counter). */
  usageCount: z.number().int(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaListSchema = z.object({ items: z.array(mediaItemSchema), total: z.number().int() });
export type MediaList = z.infer<typeof mediaListSchema>;

/** GET one: the item and every place it is used. */
export const mediaDetailSchema = mediaItemSchema.extend({ usages: z.array(mediaUsageSchema) });
export type MediaDetail = z.infer<typeof mediaDetailSchema>;

/** PATCH: alt text (blank clears it) and the name shown in the library. */
export const mediaUpdateSchema = z
  .object({
    altText: z
      .string({ error: 'Alt text must be text' })
      .trim()
      .max(MEDIA_ALT_MAX, `Alt text must be at most ${MEDIA_ALT_MAX} characters`)
      .nullable()
      .optional(),
    name: z
      .string({ error: 'Name must be text' })
      .trim()
      .max(MEDIA_NAME_MAX, `Name must be at most ${MEDIA_NAME_MAX} characters`)
      .nullable()
      .optional(),
  })
  .strict();
export type MediaUpdate = z.infer<typeof mediaUpdateSchema>;

/** `?name=` on an upload: the file's own name, kept for search. */
export const mediaUploadQuerySchema = z.object({
  name: optionalParam(z.string().trim().max(MEDIA_NAME_MAX, `Name must be at most ${MEDIA_NAME_MAX} characters`)),
});
