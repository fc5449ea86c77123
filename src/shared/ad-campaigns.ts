/** Ad campaigns (spec 001 sections 3, 5 and 7): the form, its defaults, and a campaign as it is read. */
import { z } from 'zod';
import { CITIES, DEFAULT_CITY } from './cities';
import { AD_BEACON_MAX_TOKENS, CAMPAIGN_STATES } from './ad-serving';
import { optionalParam } from './query-params';
import { isUploadUrl } from './newsroom/images';
import { AD_CAMPAIGN_SIZES, AD_FREQUENCIES, AD_PLACEMENTS, budgetOverPrice, dayStart } from './ad-pricing';

// The sizes, placements, prices and campaign days (spec 001 section 9) are in ad-pricing.ts.
export * from './ad-pricing';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).optional().nullable();
const urlOrEmpty = z
  .string()
  .trim()
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'Please enter a valid URL')
  .optional()
  .nullable();
/**
 * An ad's picture: uploaded through the site's image pipeline and served from the site (the page's
 * CSP allows pictures from the site only), or none.
 */
const creativeImage = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || isUploadUrl(v),
    'Please upload the picture here; pictures from other sites cannot be shown',
  )
  .optional()
  .nullable();
/** The largest amount a numeric(10,2) column holds. */
export const MONEY_MAX = 99_999_999.99;
/** The largest value of a PostgreSQL integer column. */
export const INT_MAX = 2_147_483_647;
const positive = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a positive number` })
    .positive(`${label} must be a positive number`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`);
const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .refine((v) => Number.isFinite(dayStart(v)), `${label} must be a valid date`)
    // Years 2000-2099 keep any campaign's price inside what the totals column holds.
    .refine((v) => /^20\d\d-/.test(v), `${label} must be in the years 2000 to 2099`);

/** The pages a campaign is shown on; none is every page. */
const targetPageList = z.array(z.string().trim().max(100)).max(50);

/** Spec 001 sections 3 and 5: the campaign form, as the builder sends it (POST /api/admin/ad-campaigns). */
export const adCampaignFormSchema = z.object({
  title: required('Title', 255),
  description: optionalText(2000),
  advertiserName: required('Advertiser name', 200),
  advertiserEmail: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(254)
    .pipe(z.email('Please enter a valid email address')),
  advertiserPhone: optionalText(40),
  imageUrl: creativeImage,
  ctaText: optionalText(100),
  targetUrl: urlOrEmpty,
  backgroundColor: required('Background color', 20),
  adSize: z.enum(AD_CAMPAIGN_SIZES, { error: 'Ad size is required' }),
  placement: z.enum(AD_PLACEMENTS, { error: 'Placement is required' }),
  targetPages: targetPageList.default([]),
  targetCities: z.array(z.enum(CITIES)).min(1, 'Target cities are required'),
  startDate: isoDate('Start date'),
  endDate: isoDate('End date'),
  budget: positive('Budget', MONEY_MAX),
  costPerClick: positive('Cost per click', MONEY_MAX),
  maxImpressions: positive('Max impressions', INT_MAX).pipe(z.number().int('Max impressions must be a whole number')),
  frequency: z.enum(AD_FREQUENCIES, { error: 'Frequency must be daily, weekly or monthly' }),
  needsCreativeService: z.boolean().default(false),
});
export type AdCampaignForm = z.infer<typeof adCampaignFormSchema>;
export type AdCampaignFormInput = z.input<typeof adCampaignFormSchema>;

/** "home, events" as the builder's one line of target pages takes them: ["home", "events"]. */
const targetPageLine = z
  .string()
  .transform((line) =>
    line
      .split(',')
      .map((page) => page.trim())
      .filter(Boolean),
  )
  .pipe(targetPageList);

/**
 * The campaign builder's form: the campaign form with the target pages typed as one comma-separated
 * line, and the budget held to the campaign's price in the words the server refuses it with.
 */
export const adCampaignBuilderSchema = adCampaignFormSchema
  .extend({ targetPages: targetPageLine })
  .superRefine((campaign, ctx) => {
    const over = budgetOverPrice(campaign);
    if (over) ctx.addIssue({ code: 'custom', path: ['budget'], message: over });
  });
export type AdCampaignBuilderInput = z.input<typeof adCampaignBuilderSchema>;

/** Spec 001 section 9: the builder's starting values. */
export const AD_CAMPAIGN_DEFAULTS = {
  adSize: 'leaderboard',
  placement: 'header',
  targetCities: [DEFAULT_CITY],
  budget: 100,
  costPerClick: 0.5,
  maxImpressions: 1000,
  frequency: 'daily',
  needsCreativeService: false,
} as const;

/** POST /api/admin/ad-campaigns/payment-intent: amount is the total in cents. */
export const paymentIntentRequestSchema = z.object({
  campaignData: adCampaignFormSchema,
  amount: z.number({ error: 'Amount must be a number of cents' }).int('Amount must be a number of cents'),
});
export const paymentIntentResponseSchema = z.object({ clientSecret: z.string() });

/** A saved campaign as staff read it. */
export const adCampaignSchema = adCampaignFormSchema.extend({
  id: z.string(),
  budget: z.number(),
  costPerClick: z.number(),
  maxImpressions: z.number(),
  totalCost: z.number(),
  status: z.string(),
  createdAt: z.string(),
});
export type AdCampaign = z.infer<typeof adCampaignSchema>;

// ---------------------------------------------------------------------------------------------
// Running campaigns: serving, figures, managing (see src/shared/ad-serving.ts for the rules).

/** A campaign as staff and its owner read it, with its figures. */
export const campaignViewSchema = adCampaignSchema.extend({
  state: z.enum(CAMPAIGN_STATES),
  impressions: z.number(),
  clicks: z.number(),
  ctr: z.number(),
  /** Dollars. */
  spend: z.number(),
  remainingBudget: z.number(),
  selfServe: z.boolean(),
  complimentary: z.boolean(),
  reviewNote: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** Set when today's click-through rate jumped (staff lists only): what staff should check. */
  ctrAlert: z.string().nullable(),
});
export type CampaignView = z.infer<typeof campaignViewSchema>;

const pageKey = z
  .string()
  .trim()
  .max(100)
  .regex(/^\/?[a-z0-9-]*\/?$/i, 'Page must be a page name such as home or articles');

/** GET /api/ads: the slot asking for a banner. */
export const adServeQuerySchema = z.object({
  placement: z.enum(AD_PLACEMENTS, { error: `Placement must be one of: ${AD_PLACEMENTS.join(', ')}` }),
  size: z.enum(AD_CAMPAIGN_SIZES, { error: `Size must be one of: ${AD_CAMPAIGN_SIZES.join(', ')}` }),
  page: pageKey.default('home'),
  /** Without it, the reader's edition (the bl_city cookie), else the default city. */
  city: z.enum(CITIES, { error: `City must be one of: ${CITIES.join(', ')}` }).optional(),
});

export const servedAdResponseSchema = z.object({
  ad: z
    .object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      ctaText: z.string(),
      imageUrl: z.string().nullable(),
      backgroundColor: z.string(),
      clickUrl: z.string(),
      token: z.string(),
    })
    .nullable(),
});

/** POST /api/ads/impressions: the tokens of banners seen (half visible for a second). */
export const impressionBatchSchema = z.object({
  tokens: z
    .array(z.string().max(300, 'Unknown token'))
    .min(1, 'No impressions sent')
    .max(AD_BEACON_MAX_TOKENS, `At most ${AD_BEACON_MAX_TOKENS} impressions per batch`),
});

/** POST /api/admin/ad-campaigns/{id}/activate: run a campaign free (house or charity ads). */
export const activateCampaignSchema = z.object({
  complimentary: z.literal(true, { error: 'Only complimentary activation is possible here: send complimentary: true' }),
});

/** PATCH /api/admin/ad-campaigns/{id}: dates and creative; the price of a paid campaign never moves. */
export const campaignEditSchema = z
  .object({
    title: required('Title', 255),
    description: optionalText(2000),
    imageUrl: creativeImage,
    ctaText: optionalText(100),
    targetUrl: urlOrEmpty,
    backgroundColor: required('Background color', 20),
    startDate: isoDate('Start date'),
    endDate: isoDate('End date'),
  })
  .partial()
  .strict();
export type CampaignEdit = z.infer<typeof campaignEditSchema>;

/** POST /api/admin/ad-review/{id}: staff decide on a self-serve campaign's creative. */
export const adReviewDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'Decision must be approve or reject' }),
    note: z.string().trim().max(1000, 'The note must be at most 1000 characters').optional().default(''),
  })
  .refine((d) => d.decision !== 'reject' || d.note.length > 0, {
    path: ['note'],
    message: 'Please give the advertiser a reason for the rejection',
  });

const statsDate = (label: string) =>
  optionalParam(
    z
      .string()
      .refine((v) => Number.isFinite(dayStart(v)) && /^20\d\d-/.test(v), `${label} must be a date (YYYY-MM-DD)`),
  );
export const statsQuerySchema = z.object({ from: statsDate('From'), to: statsDate('To') });
/** The longest range one stats request covers. */
export const STATS_MAX_DAYS = 366;

export const dailyStatSchema = z.object({
  day: z.string(),
  impressions: z.number(),
  clicks: z.number(),
  ctr: z.number(),
  spend: z.number(),
});
export const campaignStatsSchema = z.object({
  campaignId: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(dailyStatSchema),
  totals: dailyStatSchema.omit({ day: true }),
});
export type CampaignStats = z.infer<typeof campaignStatsSchema>;
