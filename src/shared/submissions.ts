/** The /submit page's forms (spec 001 sections 3 and 5) and the staff review queue: one contract for both sides. */
import { z } from 'zod';
import { CITIES } from './cities';
import { SPOTLIGHT_TYPES } from './spotlight-types';
import { LEAGUES, SPORTS, SPORTS_CATEGORIES } from './sports';
import { checkNeighbourhood } from './neighbourhoods';
import { neighbourhoodField } from './neighbourhood-fields';

/** Spec 001 section 9: one image of at most 10 MB. */
export const MAX_UPLOAD_BYTES = 10_485_760;
export const NOMINATION_REASON_MIN = 50;

/** What the Content form offers (the stored type also allows "news"). */
export const CONTENT_FORM_TYPES = [
  'article',
  'event',
  'music',
  'artist',
  'fashion',
  'marketplace',
  'resource',
] as const;
export const CONTENT_TYPES = [
  'music',
  'news',
  'artist',
  'fashion',
  'marketplace',
  'resource',
  'event',
  'article',
] as const;
export const PHOTO_CATEGORIES = [
  'events',
  'local business',
  'street photography',
  'nature',
  'people',
  'food',
  'architecture',
] as const;
export const SPECIALTIES = ['writing', 'photography', 'design', 'social media'] as const;
export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
/** An optional text: empty means "not given" and is stored as null. */
export const EVENT_PRICE_MESSAGE = 'Price must be an amount in dollars, such as 15 or 12.50 (0 for free)';

const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => v || null);
const email = (message: string) =>
  z.string({ error: message }).trim().toLowerCase().max(254, message).pipe(z.email(message));
const optionalEmail = (message: string) =>
  z
    .union([z.literal(''), email(message)])
    .optional()
    .nullable()
    .transform((v) => v || null);
const optionalUrl = (message: string) =>
  z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(2000, message)
        .pipe(z.url({ protocol: /^https?$/, error: message })),
    ])
    .optional()
    .nullable()
    .transform((v) => v || null);
const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });
const city = choice('City', CITIES).default('rochester');

/** Our own uploads answer a site path (/uploads/<key>); anything else must be a web address. */
const imageUrl = z
  .string({ error: 'Please upload an image first' })
  .trim()
  .refine((v) => /^\/uploads\/[a-f0-9]{32}$/.test(v) || z.url({ protocol: /^https?$/ }).safeParse(v).success, {
    message: 'Please upload an image first',
  });

const contentSubmissionFields = z.object({
  type: choice('Type', CONTENT_TYPES),
  city,
  /** Events and articles: one of the city's neighbourhoods (shared/neighbourhoods.ts), or none. */
  neighbourhood: neighbourhoodField(),
  title: text('Title', 255),
  description: text('Description', 2000),
  content: optional('Content', 50_000),
  submitterName: text('Name', 200),
  submitterEmail: email('Invalid email address'),
  /** Sent by the form as "pending"; the server stores every submission as pending regardless. */
  status: choice('Status', SUBMISSION_STATUSES).optional(),
  /** A photo for the piece: an upload, which needs canUploadContent. */
  imageUrl: z
    .union([z.literal(''), imageUrl])
    .optional()
    .nullable()
    .transform((v) => v || null),
  category: optional('Category', 100),
  /** Events: the day, time and place the events list shows. */
  eventDate: z
    .union([z.literal(''), z.iso.date('Event date must be a date')])
    .optional()
    .nullable()
    .transform((v) => v || null),
  eventTime: optional('Event time', 40),
  location: optional('Location', 255),
  /** Events: the ticket price in dollars as typed ("15", "12.50"); 0 is free, empty when not known. */
  price: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\d{1,6}(\.\d{1,2})?$/, EVENT_PRICE_MESSAGE),
    ])
    .optional()
    .nullable()
    .transform((v) => v || null),
});
/** The neighbourhood, when given, is checked against the piece's city (never trusting the form's list). */
const sameCity = (piece: { city?: string; neighbourhood?: string | null }, ctx: z.RefinementCtx) =>
  checkNeighbourhood(piece, ctx);
export const contentSubmissionSchema = contentSubmissionFields.superRefine(sameCity);
export type ContentSubmissionInput = z.input<typeof contentSubmissionSchema>;

/**
 * A piece a reader is still writing ("Save draft"): only the kind, the city and a title are needed;
 * the rest is checked when it is sent for review. Drafts are the writer's alone until then.
 */
export const contentDraftSchema = contentSubmissionFields
  .partial()
  .extend({
    type: contentSubmissionFields.shape.type,
    city: contentSubmissionFields.shape.city,
    title: contentSubmissionFields.shape.title,
    description: optional('Description', 2000),
    submitterName: optional('Name', 200),
    submitterEmail: optionalEmail('Invalid email address'),
  })
  .superRefine(sameCity);
/** A draft as its writer reopens it: every field of the form, empty where not written yet. */
export const contentDraftViewSchema = z.object({
  id: z.string(),
  type: z.string(),
  city: z.string(),
  title: z.string(),
  description: z.string(),
  content: z.string().nullable(),
  submitterName: z.string(),
  submitterEmail: z.string(),
  imageUrl: z.string().nullable(),
  eventDate: z.string().nullable(),
  eventTime: z.string().nullable(),
  location: z.string().nullable(),
  price: z.string().nullable(),
  category: z.string().nullable(),
  neighbourhood: z.string().nullable(),
  /** When the writer last saved it. */
  savedAt: z.string(),
});
export type ContentDraftView = z.infer<typeof contentDraftViewSchema>;
export const DRAFT_NOT_FOUND = 'This draft does not exist: it may have been sent for review or deleted.';
/** Said when a draft sent for review still misses what every submission needs. */
export const DRAFT_INCOMPLETE = 'Please complete the marked fields before sending your piece for review.';

export const photoSubmissionSchema = z.object({
  title: text('Title', 255),
  description: text('Description', 2000),
  photographerName: text('Photographer name', 200),
  photographerEmail: email('Invalid email address'),
  photographerPhone: optional('Phone', 40),
  location: optional('Location', 255),
  category: choice('Category', PHOTO_CATEGORIES),
  tags: optional('Tags', 500),
  imageUrl,
  city,
  isPublic: z.boolean().default(true),
  allowCommercialUse: z.boolean().default(false),
});
export type PhotoSubmissionInput = z.input<typeof photoSubmissionSchema>;

export const contributorSchema = z.object({
  name: text('Full name', 200),
  email: email('Invalid email address'),
  phone: optional('Phone', 40),
  bio: optional('Bio', 5000),
  specialty: choice('Specialty', SPECIALTIES),
  portfolioUrl: optionalUrl('Portfolio URL must be a valid URL'),
  socialLinks: optional('Social links', 1000),
  paymentEmail: optionalEmail('Invalid payment email address'),
  city,
});
export type ContributorInput = z.input<typeof contributorSchema>;
export const CONTRIBUTOR_EXISTS = 'A contributor with this email already exists.';

export const spotlightNominationSchema = z.object({
  type: choice('Spotlight type', SPOTLIGHT_TYPES),
  city,
  featureName: text('Nominee name', 255),
  nominatedBy: text('Your name', 200),
  title: text('Title', 255),
  description: text('Brief description', 2000),
  nominationReason: z
    .string({ error: 'Please provide at least 50 characters explaining why this person/business deserves recognition' })
    .trim()
    .min(
      NOMINATION_REASON_MIN,
      'Please provide at least 50 characters explaining why this person/business deserves recognition',
    )
    .max(5000, 'Reason must be at most 5000 characters'),
  content: optional('Full story', 50_000),
  /** The form has no picture; staff add one before a nomination is featured. */
  imageUrl: z
    .union([z.literal(''), imageUrl])
    .optional()
    .nullable()
    .transform((v) => v || null),
  contactInfo: optional('Contact info', 1000),
  socialLinks: optional('Social links', 1000),
});
export type SpotlightNominationInput = z.input<typeof spotlightNominationSchema>;

export const sportsStorySchema = z.object({
  title: text('Title', 255),
  content: text('Story', 50_000),
  sport: choice('Sport', SPORTS),
  category: choice('Category', SPORTS_CATEGORIES).default('news'),
  league: z
    .union([z.literal(''), choice('League', LEAGUES)])
    .optional()
    .nullable()
    .transform((v) => v || null),
  team: optional('Team', 200),
  playerName: optional('Player name', 200),
  gameDate: z
    .union([z.literal(''), z.iso.date('Game date must be a date')])
    .optional()
    .nullable()
    .transform((v) => v || null),
  location: optional('Location', 255),
  score: optional('Score', 100),
  season: optional('Season', 40),
  tags: optional('Tags', 500),
  authorName: text('Your name', 200),
  authorEmail: email('Invalid email address'),
  city,
});
export type SportsStoryInput = z.input<typeof sportsStorySchema>;

/** What every submission endpoint answers: the new row, waiting for review. */
export const submittedSchema = z.object({ id: z.string(), status: z.string() });
/** POST /api/contributors answers the same for every address (no id: whether it was new is not said). */
export const contributorAppliedSchema = z.object({ status: z.literal('pending') });
export const uploadUrlSchema = z.object({ uploadURL: z.string() });
/** POST /api/photos/upload-url: an ad's picture may be uploaded by any advertiser, not only premium members. */
export const uploadPurposeSchema = z
  .object({ purpose: z.enum(['photo', 'ad-creative'], { error: 'Purpose must be photo or ad-creative' }).optional() })
  .nullish();
export const uploadedSchema = z.object({ imageUrl: z.string() });
