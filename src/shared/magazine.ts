/**
 * Contracts of the magazine API (spec 000 section 7): query schemas the server validates with and
 * the client builds URLs from, and the public shapes of articles, businesses, events, photos and
 * spotlights. Public shapes carry no personal data (no submitter, nominator or photographer e-mail).
 */
import { z } from 'zod';
import { CITIES } from './cities';
import { CURSOR_FURTHER, cursorParam, offsetParam, optionalParam, publicPaging, LIST_LIMIT } from './query-params';
import { openingHoursSchema } from './newsroom/hours';
import { checkDateRange, eventFilterFields } from './event-filters';
import { checkNeighbourhood } from './neighbourhoods';
import { neighbourhoodParam } from './neighbourhood-fields';
import { SPOTLIGHT_TYPES } from './spotlight-types';

/** Paging of public lists: big enough for a page of cards, small enough to stay fast. */
export { LIST_LIMIT };
export const PHOTO_LIMIT = { default: 6, max: 24 } as const;
const optional = optionalParam;

export const citySchema = z.enum(CITIES, {
  error: (iss) => `Unknown city "${String(iss.input ?? '')}". Valid cities: ${CITIES.join(', ')}.`,
});
export const spotlightTypeSchema = z.enum(SPOTLIGHT_TYPES, {
  error: (iss) => `Unknown spotlight type "${String(iss.input ?? '')}". Valid types: ${SPOTLIGHT_TYPES.join(', ')}.`,
});

const { offset } = publicPaging();
const limit = (l: { default: number; max: number }) => publicPaging(l).limit;
const text = (max: number) => optional(z.string().trim().max(max, `Please use at most ${max} characters.`));

/** `neighbourhood` is one of the city's (shared/neighbourhoods.ts), so it needs `city`. */
export const articleListQuerySchema = z
  .object({
    city: optional(citySchema),
    neighbourhood: neighbourhoodParam(),
    category: text(100),
    q: text(100),
    /** One contributor's stories: the byline as it is written. */
    author: text(100),
    limit: limit(LIST_LIMIT),
    offset: offsetParam(CURSOR_FURTHER),
    /** Instead of `offset`: the page after this article (see X-Next-Cursor). */
    cursor: cursorParam(),
  })
  .superRefine((query, ctx) => checkNeighbourhood(query, ctx));
export const businessListQuerySchema = z
  .object({
    city: optional(citySchema),
    neighbourhood: neighbourhoodParam(),
    category: text(100),
    limit: limit(LIST_LIMIT),
    offset,
  })
  .superRefine((query, ctx) => checkNeighbourhood(query, ctx));
/** Filters: see shared/event-filters.ts. */
export const eventListQuerySchema = z
  .object({
    city: optional(citySchema),
    neighbourhood: neighbourhoodParam(),
    ...eventFilterFields,
    limit: limit(LIST_LIMIT),
    offset,
  })
  .superRefine((query, ctx) => {
    checkDateRange(query, ctx);
    checkNeighbourhood(query, ctx);
  });
export const featuredArticleQuerySchema = z.object({ city: optional(citySchema) });
export const photoListQuerySchema = z.object({ city: optional(citySchema), limit: limit(PHOTO_LIMIT), offset });
export const spotlightQuerySchema = z.object({ city: optional(citySchema) });
export const spotlightParamsSchema = z.object({ type: spotlightTypeSchema });
export const idParamsSchema = z.object({ id: z.string().min(1).max(100) });

export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;
/** What a reader can narrow the article list by: its query's fields other than paging. */
export type ArticleListFilters = Omit<ArticleListQuery, 'limit' | 'offset' | 'cursor'>;
export type BusinessListQuery = z.infer<typeof businessListQuerySchema>;
export type EventListQuery = z.infer<typeof eventListQuerySchema>;
/** What a reader can narrow the event list by: its query's fields other than paging. */
export type EventListFilters = Omit<EventListQuery, 'limit' | 'offset'>;
export type PhotoListQuery = z.infer<typeof photoListQuerySchema>;

/** Where in its city an item is: the slug (what `?neighbourhood=` takes) and the name readers see; null when not given. */
export const neighbourhoodFields = {
  neighbourhood: z.string().nullable(),
  neighbourhoodName: z.string().nullable(),
};

export const articleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  /** ISO 8601 instant. */
  publishDate: z.string(),
  imageUrl: z.string(),
  /** The cover's alt text (null for the seeded stories, whose covers are decorative). */
  imageAlt: z.string().nullable(),
  category: z.string(),
  city: z.string(),
  featured: z.boolean(),
  ...neighbourhoodFields,
  /** Approved reader comments (shared/comments.ts). */
  commentCount: z.number().int(),
});
export const articleSchema = articleSummarySchema.extend({
  /** Plain text; paragraphs are separated by blank lines. */
  content: z.string(),
  /** Sanitized HTML of a story written in the editor; null for plain-text stories (render `content`). */
  contentHtml: z.string().nullable(),
  /** The story's address word (its page is /articles/<slug>); null until staff give it one. */
  slug: z.string().nullable(),
  /** Search and social: used instead of the title and the excerpt when set. */
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  /** The picture a shared link shows (the cover when null). */
  socialImageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  /** The original's address when the story was first published elsewhere. */
  canonicalUrl: z.string().nullable(),
});

export const businessSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  address: z.string(),
  /** The business's own public contact details, as printed on its door. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string(),
  imageUrl: z.string(),
  city: z.string(),
  /** Per weekday, closed days included; null when not known. */
  openingHours: openingHoursSchema.nullable(),
  ...neighbourhoodFields,
});

export const eventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** Calendar day, "2026-11-21". */
  date: z.string(),
  /** As written by the organiser, e.g. "7:00 PM" (older events); newer ones also have startsAt/endsAt. */
  time: z.string(),
  /** ISO instants; null for older events that only have the free-text time. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  location: z.string(),
  imageUrl: z.string().nullable(),
  city: z.string(),
  /** In cents: 0 is free; null when the organiser did not say. */
  priceCents: z.number().int().nullable(),
  /** One of EVENT_CATEGORIES (shared/event-filters.ts); null when not given. */
  category: z.string().nullable(),
  ...neighbourhoodFields,
  /** Approved reader comments (shared/comments.ts). */
  commentCount: z.number().int(),
});

export const photoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  photographerName: z.string(),
  location: z.string().nullable(),
  category: z.string(),
  imageUrl: z.string(),
  city: z.string(),
  publishedAt: z.string().nullable(),
  status: z.enum(['featured', 'approved']),
});

export const spotlightListQuerySchema = z.object({
  city: optional(citySchema),
  type: optional(spotlightTypeSchema),
});

export const spotlightSchema = z.object({
  id: z.string(),
  type: z.enum(SPOTLIGHT_TYPES),
  title: z.string(),
  featureName: z.string(),
  description: z.string(),
  content: z.string().nullable(),
  imageUrl: z.string(),
  additionalImages: z.array(z.string()),
  socialLinks: z.string().nullable(),
  city: z.string(),
  featuredDate: z.string().nullable(),
});

export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export type Article = z.infer<typeof articleSchema>;
export type Business = z.infer<typeof businessSchema>;
export type MagazineEvent = z.infer<typeof eventSchema>;
export type Photo = z.infer<typeof photoSchema>;
export type Spotlight = z.infer<typeof spotlightSchema>;
