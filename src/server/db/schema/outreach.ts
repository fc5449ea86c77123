/** Outreach: social posts, newsletter editions, ad campaigns. */
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  id,
  timestamptz,
  createdAt,
  updatedAt,
  city,
  status,
  money,
  name,
  email,
  phone,
  url,
  stringList,
} from './columns';
import { userRef } from './accounts';
import { spotlights } from './community';
import { newsletters } from './magazine';
import { socialAccounts } from './social';

export const socialPosts = pgTable(
  'social_posts',
  {
    id: id(),
    platform: varchar({ length: 20 }).notNull(),
    postType: varchar({ length: 40 }).notNull(),
    title: varchar({ length: 255 }).notNull(),
    content: text().notNull(),
    imageUrl: url(),
    tags: text(),
    linkedContentId: text(),
    linkedContentType: varchar({ length: 20 }),
    city: city(),
    scheduledFor: timestamptz(),
    postedAt: timestamptz(),
    status: status('draft'),
    /** Counters reported by the platform (likes, shares, ...). */
    engagement: jsonb().$type<Record<string, number>>(),
    createdAt: createdAt(),
    /** The connected account it goes out on (the desk's; null for a spec-era row). */
    accountId: text().references(() => socialAccounts.id, { onDelete: 'set null' }),
    /** Sent as written: the story's address with its UTM tags. */
    link: url(),
    /** The network's id of the post once it accepted it; never sent again once set. */
    remoteId: text(),
    remoteUrl: url(),
    /** How many times sending started (each start is written before the network is called). */
    attempts: integer().notNull().default(0),
    /** When the current (or last) attempt started: a `sending` post older than its lease was interrupted. */
    attemptStartedAt: timestamptz(),
    nextAttemptAt: timestamptz(),
    /** The network's reason for the last failure, shown to staff. */
    lastError: text(),
    /** When engagement was last pulled back. */
    engagementAt: timestamptz(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('social_posts_status_due_idx').on(t.status, t.scheduledFor),
    index('social_posts_city_scheduled_idx').on(t.city, t.scheduledFor),
    index('social_posts_linked_idx').on(t.linkedContentId),
  ],
);

export const newsletterEditions = pgTable(
  'newsletter_editions',
  {
    id: id(),
    title: varchar({ length: 255 }).notNull(),
    subject: varchar({ length: 255 }).notNull(),
    /** The intro text staff write above the picks. */
    content: text().notNull(),
    // Ids of the featured items.
    featuredArticles: stringList(),
    featuredEvents: stringList(),
    featuredBusinesses: stringList(),
    featuredSpotlight: text().references(() => spotlights.id, { onDelete: 'set null' }),
    city: city(),
    status: status('draft'),
    scheduledFor: timestamptz(),
    sentAt: timestamptz(),
    recipientCount: integer().notNull().default(0),
    openRate: numeric({ precision: 5, scale: 2 }),
    clickRate: numeric({ precision: 5, scale: 2 }),
    /** The weekly schedule's date for an automatic draft (null for drafts staff started); one per city. */
    weekOf: date({ mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('newsletter_editions_city_status_sent_idx').on(t.city, t.status, t.sentAt.desc()),
    unique('newsletter_editions_city_week_of_unique').on(t.city, t.weekOf),
  ],
);

/**
 * One row per (edition, subscriber) once the edition is sent: its id is the tracking token of
 * that copy's open pixel and links, and the unique pair is what keeps a second send from doubling.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: id(),
    editionId: text()
      .notNull()
      .references(() => newsletterEditions.id, { onDelete: 'cascade' }),
    newsletterId: text()
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    openedAt: timestamptz(),
    clickedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [unique('newsletter_deliveries_edition_newsletter_unique').on(t.editionId, t.newsletterId)],
);

/**
 * The outgoing mail queue. Every message is stored before it is sent and drained by the mail
 * worker: state queued -> sending -> sent, or back to queued with a later nextAttemptAt after a
 * failure, and failed after the last attempt (kept, never dropped); suppressed when the address
 * bounced or complained before it went out. dedupeKey is unique, so a
 * message that must go out once (an edition to one subscriber) can never be queued twice.
 */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: id(),
    /** What kind of message (newsletter-confirm, newsletter-edition, newsletter-test, ...), for logs. */
    kind: varchar({ length: 40 }).notNull(),
    recipient: email().notNull(),
    subject: varchar({ length: 255 }).notNull(),
    html: text().notNull(),
    text: text().notNull(),
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    dedupeKey: varchar({ length: 200 }).unique('outgoing_mail_dedupe_key_unique'),
    /** The send a message belongs to ("edition:<id>"), for its progress on the newsletter desk. */
    groupKey: varchar({ length: 100 }),
    state: varchar({ length: 20 }).notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** When the worker may next pick it up; while sending, the end of the worker's lease. */
    nextAttemptAt: timestamptz().notNull().defaultNow(),
    sentAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('outgoing_mail_state_next_attempt_idx').on(t.state, t.nextAttemptAt),
    index('outgoing_mail_group_state_idx').on(t.groupKey, t.state),
  ],
);

export const adCampaigns = pgTable('ad_campaigns', {
  id: id(),
  title: varchar({ length: 255 }).notNull(),
  description: text(),
  advertiserName: name().notNull(),
  advertiserEmail: email().notNull(),
  advertiserPhone: phone(),
  imageUrl: url(),
  ctaText: varchar({ length: 100 }),
  targetUrl: url(),
  backgroundColor: varchar({ length: 20 }).notNull(),
  adSize: varchar({ length: 20 }).notNull().default('leaderboard'),
  placement: varchar({ length: 20 }).notNull().default('header'),
  targetPages: stringList(),
  targetCities: stringList(),
  startDate: date({ mode: 'string' }).notNull(),
  endDate: date({ mode: 'string' }).notNull(),
  budget: money().notNull(),
  costPerClick: money().notNull(),
  maxImpressions: integer().notNull(),
  frequency: varchar({ length: 20 }).notNull().default('daily'),
  needsCreativeService: boolean().notNull().default(false),
  totalCost: money(),
  /**
   * draft, awaiting_payment (checkout started), awaiting_approval (a self-serve campaign paid, its
   * creative not yet approved), paid (paid and cleared to run), complimentary (run free by an admin),
   * rejected (creative refused, payment refunded). Scheduled, running and ended follow from the dates.
   */
  status: status('draft'),
  paymentIntentId: varchar({ length: 255 }).unique('ad_campaigns_payment_intent_id_unique'),
  /** Hash of the campaign as sent to checkout, so a reload reuses one awaiting campaign and payment. */
  checkoutFingerprint: varchar({ length: 64 }),
  paidAt: timestamptz(),
  /** Bought by an advertiser on /advertise: its creative waits for staff approval before it runs. */
  selfServe: boolean().notNull().default(false),
  /** Staff stopped it for a while; it keeps its status and resumes where it was. */
  pausedAt: timestamptz(),
  activatedAt: timestamptz(),
  reviewNote: text(),
  reviewedAt: timestamptz(),
  reviewedBy: userRef(),
  refundId: varchar({ length: 255 }),
  /** Totals of the daily counters, kept on the row so serving can stop a campaign at its limits. */
  impressions: integer().notNull().default(0),
  clicks: integer().notNull().default(0),
  createdBy: userRef(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per campaign and day (Eastern time), upserted as impressions and clicks arrive. */
export const adCampaignDailyStats = pgTable(
  'ad_campaign_daily_stats',
  {
    campaignId: text()
      .notNull()
      .references(() => adCampaigns.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    impressions: integer().notNull().default(0),
    clicks: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.day] })],
);

/**
 * The served-ad tokens already counted (one impression, one click each), so a replayed beacon or
 * click link counts nothing. Rows are deleted once the token has expired.
 */
export const adCountedTokens = pgTable(
  'ad_counted_tokens',
  {
    /** The token's nonce and what it counted: "<nonce>:i" or "<nonce>:c". */
    id: varchar({ length: 80 }).primaryKey(),
    expiresAt: timestamptz().notNull(),
  },
  (t) => [index('ad_counted_tokens_expires_at_idx').on(t.expiresAt)],
);

/**
 * How much one visitor (a salted hash of the network and browser, changing daily) and one network
 * (an IPv4 address or an IPv6 /64) have counted for a campaign on a day, and the campaign's clicks
 * per minute, so a client that drops its cookie or scripts its clicks cannot inflate the figures.
 * Rows older than yesterday are deleted.
 */
export const adVisitorCounts = pgTable(
  'ad_visitor_counts',
  {
    campaignId: text()
      .notNull()
      .references(() => adCampaigns.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    /** What is counted and for whom: "i:v:<visitor>", "c:n:<network>", "c:m:<minute>" and so on. */
    key: varchar({ length: 64 }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.day, t.key] }), index('ad_visitor_counts_day_idx').on(t.day)],
);

export type SocialPost = typeof socialPosts.$inferSelect;
export type NewsletterEdition = typeof newsletterEditions.$inferSelect;
export type NewsletterDelivery = typeof newsletterDeliveries.$inferSelect;
export type OutgoingMail = typeof outgoingMail.$inferSelect;
export type AdCampaign = typeof adCampaigns.$inferSelect;
export type AdCampaignDailyStat = typeof adCampaignDailyStats.$inferSelect;
