/**
 * A story's search and social fields (slug, meta title and description, social image, tags, canonical
 * address), checked alike by the editor's form and the server, with the same words.
 */
import { z } from 'zod';

export const SEO_LIMITS = {
  slug: 100,
  metaTitle: 70,
  metaDescription: 160,
  tag: 40,
  tags: 10,
} as const;

/** lowercase words joined by single hyphens: "new-bakery-on-main". */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The site's own ids are UUIDs: a slug shaped like one would shadow another story's address. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const SEO_MESSAGES = {
  slugShape: 'The slug may use lowercase letters, digits and single hyphens (like "new-bakery-on-main")',
  slugLength: `The slug must be at most ${SEO_LIMITS.slug} characters`,
  slugUuid: 'The slug must not look like a story id',
  slugTaken: 'Another story already uses this slug',
  metaTitle: `The meta title must be at most ${SEO_LIMITS.metaTitle} characters`,
  metaDescription: `The meta description must be at most ${SEO_LIMITS.metaDescription} characters`,
  tag: `A tag must be at most ${SEO_LIMITS.tag} characters`,
  tags: `Please use at most ${SEO_LIMITS.tags} tags`,
  socialImage: 'The social image must be a JPEG, PNG or WebP picture (not SVG)',
  canonicalHttps: 'The canonical address must start with https://',
  canonicalOwnSite: 'The canonical address is for stories first published elsewhere, not on this site',
} as const;

/** A title as a slug: "Café on Main St." -> "cafe-on-main-st". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SEO_LIMITS.slug)
    .replace(/-+$/, '');
}

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const slugSchema = z
  .string()
  .trim()
  .max(SEO_LIMITS.slug, SEO_MESSAGES.slugLength)
  .regex(SLUG_PATTERN, SEO_MESSAGES.slugShape)
  .refine((v) => !UUID_PATTERN.test(v), SEO_MESSAGES.slugUuid);

/** Our uploads and demo drawings become raster share pictures; any other address must be one already. */
export function isRasterImage(url: string): boolean {
  if (/^\/uploads\/[a-f0-9]{32}$/.test(url)) return true;
  if (/^\/media\/demo\/[a-z-]+\/[a-z0-9-]+\.svg$/.test(url)) return true;
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  return /\.(jpe?g|png|webp)$/.test(path);
}

const tagSchema = z.string().trim().min(1).max(SEO_LIMITS.tag, SEO_MESSAGES.tag);

export const storySeoFields = {
  slug: z.preprocess(blankToNull, slugSchema.nullable().optional()),
  metaTitle: z.preprocess(
    blankToNull,
    z.string().trim().max(SEO_LIMITS.metaTitle, SEO_MESSAGES.metaTitle).nullable().optional(),
  ),
  metaDescription: z.preprocess(
    blankToNull,
    z.string().trim().max(SEO_LIMITS.metaDescription, SEO_MESSAGES.metaDescription).nullable().optional(),
  ),
  socialImageUrl: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(2000)
      .refine(
        (v) => /^https:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v),
        'The social image must be a web address (https://...) or a site path',
      )
      .refine(isRasterImage, SEO_MESSAGES.socialImage)
      .nullable()
      .optional(),
  ),
  tags: z
    .array(tagSchema, { error: 'Tags must be a list' })
    .max(SEO_LIMITS.tags, SEO_MESSAGES.tags)
    // The same tag twice (in any case) is kept once.
    .transform((tags) => [...new Map(tags.map((t) => [t.toLowerCase(), t])).values()])
    .optional(),
  canonicalUrl: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(2000)
      .refine((v) => /^https:\/\/[^\s/]+\.[^\s]+$/i.test(v), SEO_MESSAGES.canonicalHttps)
      .nullable()
      .optional(),
  ),
};

/** Whether a canonical address names this site itself (refused: the site's own canonical is automatic). */
export function isOwnSite(canonical: string, siteOrigin: string): boolean {
  try {
    return new URL(canonical).host.toLowerCase() === new URL(siteOrigin).host.toLowerCase();
  } catch {
    return false;
  }
}
