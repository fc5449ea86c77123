/**
 * The review desk and "My submissions": one contract for the staff queue, the decision and the
 * sender's own list. Staff edits are checked by the same field rules as the readers' forms.
 */
import { z } from 'zod';
import { CITIES } from './cities';
import { pagingParams, optionalChoice } from './query-params';
import { CONTENT_TYPES, PHOTO_CATEGORIES } from './submissions';
import { LEAGUES, SPORTS, SPORTS_CATEGORIES } from './sports';
import { SPOTLIGHT_TYPE_LABELS, type SpotlightType } from './spotlight-types';
import { PAYOUT_KINDS } from './payouts';

export const REVIEW_KINDS = [
  'content',
  'photo',
  'writeup',
  'spotlight',
  'contributor',
  'sports',
  'vent-post',
  'vent-comment',
  'story-comment',
] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const REVIEW_KIND_LABELS: Record<ReviewKind, string> = {
  content: 'Content',
  photo: 'Photos',
  writeup: 'Artist write-ups',
  spotlight: 'Spotlight nominations',
  contributor: 'Contributor applications',
  sports: 'Sports stories',
  'vent-post': 'Vent posts',
  'vent-comment': 'Vent comments',
  'story-comment': 'Story comments',
};

export const REVIEW_KIND_SINGULAR: Record<ReviewKind, string> = {
  content: 'Content',
  photo: 'Photo',
  writeup: 'Artist write-up',
  spotlight: 'Spotlight nomination',
  contributor: 'Contributor application',
  sports: 'Sports story',
  'vent-post': 'Vent post',
  'vent-comment': 'Vent comment',
  'story-comment': 'Story comment',
};

/** Where an item stands on the desk; each table keeps its own stored word for "public". */
export const REVIEW_STAGES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStage = (typeof REVIEW_STAGES)[number];

export const reviewQuerySchema = z.object({
  kind: optionalChoice('kind', REVIEW_KINDS),
  city: optionalChoice('city', CITIES),
  status: z.preprocess(
    (v) => (v === '' || v === undefined ? 'pending' : v),
    z.enum(REVIEW_STAGES, { error: 'status must be one of: pending, approved, rejected' }),
  ),
  ...pagingParams({ default: 100, max: 200 }),
});

export const reviewParamsSchema = z.object({
  kind: z.enum(REVIEW_KINDS, { error: `kind must be one of: ${REVIEW_KINDS.join(', ')}` }),
  id: z.string().min(1).max(100),
});

export const publishedAsSchema = z.object({ kind: z.string(), id: z.string(), url: z.string() });
export type PublishedAs = z.infer<typeof publishedAsSchema>;

export const reviewItemSchema = z.object({
  kind: z.enum(REVIEW_KINDS),
  id: z.string(),
  title: z.string(),
  /** What the item is within its kind (the content type, the sport, the spotlight type...). */
  subtype: z.string().nullable(),
  status: z.string(),
  stage: z.enum(REVIEW_STAGES),
  city: z.string().nullable(),
  submitterName: z.string().nullable(),
  /** Staff only: the sender's address, for the reviewer to reach them. */
  submitterEmail: z.string().nullable(),
  submittedAt: z.string(),
  imageUrl: z.string().nullable(),
  body: z.string().nullable(),
  reviewNotes: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedByName: z.string().nullable(),
  publishedAs: publishedAsSchema.nullable(),
  /**
   * The kind of paid work approving this piece would publish, when its sender is an approved
   * contributor (so the editor may set another amount than the rate); null otherwise.
   */
  earnsAs: z.enum(PAYOUT_KINDS).nullable().optional(),
  /** Every stored field, for the reviewer to read in full and to start an edit from. */
  details: z.record(z.string(), z.unknown()),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewQueueSchema = z.object({
  items: z.array(reviewItemSchema),
  /** How many items of each kind have this status (in this city), whatever the kind filter. */
  counts: z.record(z.string(), z.number()),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

const trimmed = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((v) => v || null);
const imageField = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || /^\/uploads\/[a-f0-9]{32}$/.test(v) || z.url({ protocol: /^https?$/ }).safeParse(v).success,
    {
      message: 'Image must be an uploaded photo or a web address',
    },
  )
  .nullable()
  .transform((v) => v || null);
const dateField = (label: string) =>
  z
    .union([z.literal(''), z.iso.date(`${label} must be a date`)])
    .nullable()
    .transform((v) => v || null);
const city = z.enum(CITIES, { error: `City must be one of: ${CITIES.join(', ')}` });

/** What staff may change on each kind before deciding; every field optional, status never. */
export const REVIEW_EDIT_SCHEMAS = {
  content: z
    .object({
      type: z.enum(CONTENT_TYPES),
      city,
      title: trimmed('Title', 255),
      description: trimmed('Description', 2000),
      content: optionalText('Content', 50_000),
      category: optionalText('Category', 100),
      imageUrl: imageField,
      eventDate: dateField('Event date'),
      eventTime: optionalText('Event time', 40),
      location: optionalText('Location', 255),
    })
    .partial()
    .strict(),
  photo: z
    .object({
      title: trimmed('Title', 255),
      description: trimmed('Description', 2000),
      category: z.enum(PHOTO_CATEGORIES),
      location: optionalText('Location', 255),
      city,
    })
    .partial()
    .strict(),
  writeup: z
    .object({ title: trimmed('Title', 255), content: trimmed('Write-up', 50_000), tags: optionalText('Tags', 500) })
    .partial()
    .strict(),
  spotlight: z
    .object({
      title: trimmed('Title', 255),
      description: trimmed('Description', 2000),
      content: optionalText('Full story', 50_000),
      imageUrl: imageField,
      city,
      /** The day the spotlight goes live; today when left empty. */
      featuredDate: dateField('Featured date'),
    })
    .partial()
    .strict(),
  contributor: z
    .object({ city, bio: optionalText('Bio', 5000) })
    .partial()
    .strict(),
  sports: z
    .object({
      title: trimmed('Title', 255),
      content: trimmed('Story', 50_000),
      sport: z.enum(SPORTS),
      category: z.enum(SPORTS_CATEGORIES),
      league: z.enum(LEAGUES).nullable(),
      imageUrl: imageField,
      city,
    })
    .partial()
    .strict(),
  'vent-post': z
    .object({ title: trimmed('Title', 255), content: trimmed('Post', 10_000), tags: optionalText('Tags', 500) })
    .partial()
    .strict(),
  'vent-comment': z
    .object({ content: trimmed('Comment', 5000) })
    .partial()
    .strict(),
  'story-comment': z
    .object({ content: trimmed('Comment', 2000) })
    .partial()
    .strict(),
} satisfies Record<ReviewKind, z.ZodType>;

/** "an article", "a deal": the word with its article, for sentences. */
export function withIndefiniteArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/**
 * A submission's subtype as readers and staff read it: "local_hero" is "Local hero", a spotlight
 * kind takes its own label ("Community Leader"), anything else loses its underscores.
 */
export function subtypeLabel(subtype: string | null): string | null {
  if (!subtype) return null;
  const key = subtype.toLowerCase();
  if (key in SPOTLIGHT_TYPE_LABELS) return SPOTLIGHT_TYPE_LABELS[key as SpotlightType];
  const words = subtype.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
