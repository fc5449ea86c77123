/**
 * Contracts of the newsletter API: the sign-up form, the public archive of sent editions and the
 * staff API for editions (/api/newsletter/admin/...). Public shapes carry no subscriber data.
 */
import { z } from 'zod';
import { CITIES } from './cities';
import { optionalChoice, pagingParams, TOTAL_COUNT_HEADER } from './query-params';

export const newsletterSubscribeSchema = z.object({
  email: z
    .string({ error: 'Please enter your e-mail address.' })
    .trim()
    .min(1, 'Please enter your e-mail address.')
    .max(254, 'That e-mail address is too long.')
    .pipe(z.email('Please enter a valid e-mail address.'))
    .transform((email) => email.toLowerCase()),
  city: z.enum(CITIES).optional(),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

export const EDITION_STATUSES = ['draft', 'scheduled', 'sent'] as const;
export type EditionStatus = (typeof EDITION_STATUSES)[number];
/** Most items of one kind an edition may feature. */
export const MAX_PICKS = 12;
export { TOTAL_COUNT_HEADER };

const cityEnum = z.enum(CITIES, { error: `city must be one of: ${CITIES.join(', ')}` });
export const editionListQuerySchema = z.object({ city: optionalChoice('city', CITIES), ...pagingParams() });
export const adminEditionListQuerySchema = editionListQuerySchema.extend({
  status: optionalChoice('status', EDITION_STATUSES),
});
export const editionParamsSchema = z.object({ id: z.string().min(1).max(100) });

const idList = z.array(z.string().min(1).max(100)).max(MAX_PICKS, `Pick at most ${MAX_PICKS} items.`);
export const editionCreateSchema = z.object({ city: cityEnum });
/** Staff edits: any subset of the texts and picks of a draft or scheduled edition. */
export const editionUpdateSchema = z
  .object({
    title: z.string().trim().min(1, 'Please give the edition a title.').max(255, 'Please use at most 255 characters.'),
    subject: z.string().trim().min(1, 'Please write a subject line.').max(255, 'Please use at most 255 characters.'),
    content: z.string().trim().max(5000, 'Please keep the intro under 5000 characters.'),
    featuredArticles: idList,
    featuredEvents: idList,
    featuredBusinesses: idList,
    featuredSpotlight: z.string().min(1).max(100).nullable(),
  })
  .partial();
export type EditionUpdateInput = z.input<typeof editionUpdateSchema>;
/** A future time to send at, or null to take a scheduled edition back to draft. */
export const editionScheduleSchema = z.object({
  scheduledFor: z.iso
    .datetime({ offset: true, error: 'Please give a date and time, e.g. 2026-12-03T09:00:00-05:00.' })
    .nullable(),
});
/**
 * The schedule form's field: a date and time typed in the staff member's own zone (datetime-local,
 * "2026-12-03T09:00"), sent as the instant it names once checked.
 */
export const editionScheduleFormSchema = z.object({
  scheduledFor: z
    .string()
    .refine((v) => v !== '' && !Number.isNaN(new Date(v).getTime()), 'Please choose a date and time.'),
});

export const pickedArticleSchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  category: z.string(),
  imageUrl: z.string(),
  publishDate: z.string(),
});
export const pickedEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  time: z.string(),
  location: z.string(),
});
export const pickedBusinessSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  address: z.string(),
  description: z.string(),
  imageUrl: z.string(),
});
export const pickedSpotlightSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  featureName: z.string(),
  description: z.string(),
  imageUrl: z.string(),
});
export const editionPicksSchema = z.object({
  articles: z.array(pickedArticleSchema),
  events: z.array(pickedEventSchema),
  businesses: z.array(pickedBusinessSchema),
  spotlight: pickedSpotlightSchema.nullable(),
});
export type EditionPicks = z.infer<typeof editionPicksSchema>;

/** A sent edition in the public archive (/newsletter). */
export const publicEditionSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  content: z.string(),
  city: z.string(),
  sentAt: z.string(),
});
export const publicEditionSchema = publicEditionSummarySchema.extend({ picks: editionPicksSchema });
export type PublicEditionSummary = z.infer<typeof publicEditionSummarySchema>;
export type PublicEdition = z.infer<typeof publicEditionSchema>;

/** An edition as staff see it: the ids of its picks, its schedule and how it did. Rates are percentages. */
export const adminEditionSchema = z.object({
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  content: z.string(),
  city: z.string(),
  status: z.enum(EDITION_STATUSES),
  featuredArticles: z.array(z.string()),
  featuredEvents: z.array(z.string()),
  featuredBusinesses: z.array(z.string()),
  featuredSpotlight: z.string().nullable(),
  scheduledFor: z.string().nullable(),
  sentAt: z.string().nullable(),
  recipientCount: z.number().int(),
  openRate: z.number().nullable(),
  clickRate: z.number().nullable(),
  createdAt: z.string(),
});
export const adminEditionDetailSchema = adminEditionSchema.extend({ picks: editionPicksSchema });
export type AdminEdition = z.infer<typeof adminEditionSchema>;
export type AdminEditionDetail = z.infer<typeof adminEditionDetailSchema>;

/** What staff can pick from for one city: recent published items and active spotlights. */
export const editionCandidatesSchema = z.object({
  articles: z.array(pickedArticleSchema),
  events: z.array(pickedEventSchema),
  businesses: z.array(pickedBusinessSchema),
  spotlights: z.array(pickedSpotlightSchema),
});
export type EditionCandidates = z.infer<typeof editionCandidatesSchema>;

/** The edition exactly as a subscriber will receive it (links and pixel of a sample copy). */
export const editionPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type EditionPreview = z.infer<typeof editionPreviewSchema>;

/** Confirmed subscribers an edition of each city would go to (city-less ones count for every city). */
export const subscriberCountsSchema = z.object({ city: z.string(), confirmed: z.number().int() }).array();

/** How far the sending of an edition has got: its copies in the mail queue by state. */
export const editionProgressSchema = z.object({
  total: z.number().int(),
  /** Queued, being sent, or waiting to be tried again. */
  waiting: z.number().int(),
  delivered: z.number().int(),
  /** Refused for good by the receiving server (kept; staff can see why in the logs). */
  failed: z.number().int(),
  /** Not sent because the address bounced or complained before. */
  suppressed: z.number().int(),
});
export type EditionProgress = z.infer<typeof editionProgressSchema>;

/** A subscriber the mail provider reported as hard-bounced or complaining (staff only). */
export const bouncedSubscriberSchema = z.object({
  email: z.string(),
  city: z.string().nullable(),
  reason: z.enum(['hard_bounce', 'complaint']),
  provider: z.string(),
  detail: z.string().nullable(),
  reportedAt: z.string(),
});
export type BouncedSubscriber = z.infer<typeof bouncedSubscriberSchema>;
