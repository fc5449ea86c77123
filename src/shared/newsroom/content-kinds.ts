/**
 * What the staff content API is about: the kinds of content, their statuses, the desk's list query
 * and the answer for one item. The bodies of each kind are in content.ts.
 */
import { z } from 'zod';
import { optionalParam, pagingParams, optionalChoice } from '../query-params';

export const CONTENT_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_KINDS = [
  'articles',
  'businesses',
  'events',
  'deals',
  'resources',
  'fashion',
  'sports',
  'spotlights',
  'artists',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const contentKindSchema = z.enum(CONTENT_KINDS, { error: `kind must be one of: ${CONTENT_KINDS.join(', ')}` });

export const ADMIN_LIST_LIMIT = { default: 25, max: 100 } as const;

/**
 * GET /api/admin/content/{kind}: newest first, X-Total-Count header. `category` matches the kind's
 * category column (artists: medium, sports: sport, spotlights: type). `status` may also be a review
 * status (`pending`, `approved`, `rejected`) for kinds that arrive through the review desk.
 */
export const adminContentListQuerySchema = z.object({
  q: optionalParam(z.string().trim().max(100, 'Please use at most 100 characters.')),
  city: optionalParam(z.string().trim().max(40)),
  status: optionalChoice('status', [...CONTENT_STATUSES, 'pending', 'approved', 'rejected'] as const),
  category: optionalParam(z.string().trim().max(100)),
  ...pagingParams(ADMIN_LIST_LIMIT),
});
export type AdminContentListQuery = z.infer<typeof adminContentListQuerySchema>;

/**
 * Every staff answer for one item: the stored fields of its kind (dates as ISO strings) plus these.
 * `status` is one of CONTENT_STATUSES, or a review status for items that came in through the review
 * desk and were not yet touched by staff.
 */
export const adminContentItemSchema = z.looseObject({
  id: z.string(),
  kind: contentKindSchema,
  status: z.string(),
  publishDate: z.string().nullable(),
  city: z.string(),
  /** Title or name, whichever the kind has. */
  title: z.string(),
  /** True when the item is visible to the public right now (published, or scheduled and due). */
  isPublic: z.boolean(),
});
export type AdminContentItem = z.infer<typeof adminContentItemSchema> & Record<string, unknown>;
