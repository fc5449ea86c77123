/**
 * The staff content API's bodies (/api/admin/content/{kind}): the create body of every kind. Update
 * bodies are the same fields, all optional (PATCH). The server fills what the client may not choose
 * (owner, submitter e-mail, timestamps) and validates with these same schemas. The kinds, statuses,
 * list query and item answer are in content-kinds.ts.
 */
import { z } from 'zod';
import { ARTIST_CITIES } from '../artists';
import { SPORTS, SPORTS_CATEGORIES, LEAGUES } from '../sports';
import { SPOTLIGHT_TYPES } from '../spotlight-types';
import { openingHoursSchema } from './hours';
import { articleBodyFields } from './articles';
import { storySeoFields } from './seo';
import { citySchema, instantSchema, linkSchema, money, opt, optEmail, optLink, req, stringList } from './fields';
import { EVENT_CATEGORIES } from '../event-choices';
import { neighbourhoodField } from '../neighbourhood-fields';

/** One of the item's city's neighbourhoods (shared/neighbourhoods.ts); the server checks it against the city. */
const neighbourhood = neighbourhoodField();
import { CONTENT_STATUSES, type ContentKind } from './content-kinds';
import { PUBLISH_RULE_MESSAGES } from './publish-rules';

export * from './content-kinds';

/** Fields every kind shares. `publishDate` is required when status is `scheduled`. */
const publishing = {
  status: z.enum(CONTENT_STATUSES, { error: `status must be one of: ${CONTENT_STATUSES.join(', ')}` }).optional(),
  publishDate: instantSchema('Publish date').nullable().optional(),
};

function scheduledNeedsDate<T extends z.ZodType<{ status?: string; publishDate?: string | null }>>(schema: T) {
  return schema.superRefine((v, ctx) => {
    if (v.status === 'scheduled' && !v.publishDate) {
      ctx.addIssue({ code: 'custom', path: ['publishDate'], message: PUBLISH_RULE_MESSAGES.scheduleNeedsDate });
    }
  });
}

// ---- one body per kind ----------------------------------------------------------------------

export const articleFields = z.object({
  ...publishing,
  title: req('Title', 255),
  excerpt: opt('Excerpt', 1000),
  category: opt('Category', 100),
  /** Byline; the signed-in editor's name when left out. */
  author: opt('Author', 200),
  city: citySchema.optional(),
  neighbourhood,
  /** Cover image; `imageAlt` is required whenever a cover is set. */
  imageUrl: optLink('Cover image'),
  imageAlt: opt('Cover image alt text', 300),
  featured: z.boolean().optional(),
  ...articleBodyFields,
  ...storySeoFields,
});

export const businessFields = z.object({
  ...publishing,
  name: req('Name', 255),
  category: req('Category', 100),
  address: req('Address', 1000),
  phone: opt('Phone', 40),
  email: optEmail('E-mail'),
  website: optLink('Website'),
  description: req('Description', 10_000),
  imageUrl: linkSchema('Image'),
  city: citySchema.optional(),
  neighbourhood,
  openingHours: openingHoursSchema.nullable().optional(),
});

export const eventFields = z.object({
  ...publishing,
  title: req('Title', 255),
  description: req('Description', 10_000),
  location: req('Location', 1000),
  startsAt: instantSchema('Start'),
  endsAt: instantSchema('End').nullable().optional(),
  imageUrl: optLink('Image'),
  city: citySchema.optional(),
  neighbourhood,
  /** Cents: 0 is free; null when not known (shared/event-choices.ts). */
  priceCents: z
    .number('Price must be a whole number of cents')
    .int('Price must be a whole number of cents')
    .min(0, 'Price cannot be negative')
    .max(10_000_000, 'Price must be at most 10000000 cents')
    .nullable()
    .optional(),
  category: z
    .enum(EVENT_CATEGORIES, { error: `Category must be one of: ${EVENT_CATEGORIES.join(', ')}` })
    .nullable()
    .optional(),
});

export const dealFields = z.object({
  ...publishing,
  title: req('Title', 255),
  description: req('Description', 10_000),
  category: req('Category', 100),
  businessName: req('Business name', 255),
  businessEmail: z.email('Business e-mail must be a valid e-mail address').max(254),
  businessPhone: opt('Business phone', 40),
  businessAddress: opt('Business address', 1000),
  website: optLink('Website'),
  couponCode: opt('Coupon code', 100),
  originalPrice: money('Original price'),
  discountPrice: money('Discount price'),
  discountPercent: z.number().int().min(0).max(100).nullable().optional(),
  validUntil: instantSchema('Valid until').nullable().optional(),
  termsConditions: opt('Terms and conditions', 5000),
  imageUrl: linkSchema('Image'),
  isFeatured: z.boolean().optional(),
  city: citySchema.optional(),
});

export const resourceFields = z.object({
  ...publishing,
  name: req('Name', 255),
  category: req('Category', 100),
  description: req('Description', 10_000),
  address: opt('Address', 1000),
  phone: opt('Phone', 40),
  email: optEmail('E-mail'),
  website: optLink('Website'),
  hours: opt('Hours', 1000),
  services: opt('Services', 5000),
  imageUrl: optLink('Image'),
  isEmergency: z.boolean().optional(),
  city: citySchema.optional(),
});

export const fashionFields = z.object({
  ...publishing,
  title: req('Title', 255),
  brand: opt('Brand', 200),
  designer: opt('Designer', 200),
  category: req('Category', 100),
  description: req('Description', 10_000),
  style: opt('Style', 100),
  season: opt('Season', 40),
  imageUrl: linkSchema('Image'),
  additionalImages: z.array(linkSchema('Image')).max(30).optional(),
  location: opt('Location', 1000),
  website: optLink('Website'),
  priceRange: opt('Price', 100),
  tags: opt('Tags', 1000),
  sizes: stringList('Sizes').optional(),
  city: citySchema.optional(),
});

export const sportsFields = z.object({
  ...publishing,
  title: req('Title', 255),
  content: req('Story', 50_000),
  sport: z.enum(SPORTS, { error: `sport must be one of: ${SPORTS.join(', ')}` }),
  category: z.enum(SPORTS_CATEGORIES, { error: `category must be one of: ${SPORTS_CATEGORIES.join(', ')}` }).optional(),
  league: z
    .enum(LEAGUES, { error: `league must be one of: ${LEAGUES.join(', ')}` })
    .nullable()
    .optional(),
  team: opt('Team', 200),
  playerName: opt('Player', 200),
  gameDate: z.iso.date('Game date must be a date like 2026-11-21').nullable().optional(),
  location: opt('Location', 1000),
  score: opt('Score', 100),
  season: opt('Season', 40),
  /** Byline; the signed-in editor's name when left out. */
  authorName: opt('Author', 200),
  imageUrl: optLink('Image'),
  videoUrl: optLink('Video'),
  tags: opt('Tags', 1000),
  isFeatured: z.boolean().optional(),
  city: citySchema.optional(),
});

export const spotlightFields = z.object({
  ...publishing,
  type: z.enum(SPOTLIGHT_TYPES, { error: `type must be one of: ${SPOTLIGHT_TYPES.join(', ')}` }),
  title: req('Title', 255),
  featureName: req('Name of the person or business', 255),
  description: req('Description', 10_000),
  content: opt('Story', 50_000),
  imageUrl: linkSchema('Image'),
  additionalImages: z.array(linkSchema('Image')).max(30).optional(),
  contactInfo: opt('Contact', 1000),
  socialLinks: opt('Social links', 2000),
  isActive: z.boolean().optional(),
  featuredDate: instantSchema('Featured date').nullable().optional(),
  city: citySchema.optional(),
});

export const artistFields = z.object({
  ...publishing,
  name: req('Name', 200),
  bio: req('Bio', 10_000),
  medium: req('Medium', 100),
  style: opt('Style', 100),
  location: opt('Location', 1000),
  website: optLink('Website'),
  portfolioUrl: optLink('Portfolio'),
  /** Private unless emailIsPublic. */
  email: optEmail('E-mail'),
  emailIsPublic: z.boolean().optional(),
  phone: opt('Phone', 40),
  socialLinks: opt('Social links', 2000),
  imageUrl: optLink('Image'),
  portfolioImages: z.array(linkSchema('Image')).max(30).optional(),
  isAvailable: z.boolean().optional(),
  city: z.enum(ARTIST_CITIES, { error: `city must be one of: ${ARTIST_CITIES.join(', ')}` }).optional(),
});

/** The raw field objects, for forms that want to pick or extend. */
export const CONTENT_FIELDS = {
  articles: articleFields,
  businesses: businessFields,
  events: eventFields,
  deals: dealFields,
  resources: resourceFields,
  fashion: fashionFields,
  sports: sportsFields,
  spotlights: spotlightFields,
  artists: artistFields,
} as const;

/** POST bodies (create). */
export const contentCreateSchemas = {
  articles: scheduledNeedsDate(articleFields),
  businesses: scheduledNeedsDate(businessFields),
  events: scheduledNeedsDate(eventFields),
  deals: scheduledNeedsDate(dealFields),
  resources: scheduledNeedsDate(resourceFields),
  fashion: scheduledNeedsDate(fashionFields),
  sports: scheduledNeedsDate(sportsFields),
  spotlights: scheduledNeedsDate(spotlightFields),
  artists: scheduledNeedsDate(artistFields),
} as const;

/**
 * PATCH bodies: any subset of the create fields (autosave sends what changed). The server checks
 * the merged result (e.g. a scheduled item without a publish date is a 400).
 */
export const contentUpdateSchemas = {
  articles: articleFields.partial(),
  businesses: businessFields.partial(),
  events: eventFields.partial(),
  deals: dealFields.partial(),
  resources: resourceFields.partial(),
  fashion: fashionFields.partial(),
  sports: sportsFields.partial(),
  spotlights: spotlightFields.partial(),
  artists: artistFields.partial(),
} as const;

export type ContentCreate<K extends ContentKind> = z.infer<(typeof contentCreateSchemas)[K]>;
export type ContentUpdate<K extends ContentKind> = z.infer<(typeof contentUpdateSchemas)[K]>;
export type ArticleInput = z.infer<typeof articleFields>;
export type BusinessInput = z.infer<typeof businessFields>;
export type EventInput = z.infer<typeof eventFields>;
export type DealInput = z.infer<typeof dealFields>;
export type ResourceInput = z.infer<typeof resourceFields>;
export type FashionInput = z.infer<typeof fashionFields>;
export type SportsInput = z.infer<typeof sportsFields>;
export type SpotlightInput = z.infer<typeof spotlightFields>;
export type ArtistInput = z.infer<typeof artistFields>;
