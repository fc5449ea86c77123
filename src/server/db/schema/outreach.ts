/** Outreach: social posts, newsletter editions, ad campaigns. */
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
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

export const socialPosts = pgTable('social_posts', {
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
});

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
 * failure, and failed after the last attempt (kept, never dropped). dedupeKey is unique, so a
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
    state: varchar({ length: 20 }).notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** When the worker may next pick it up; while sending, the end of the worker's lease. */
    nextAttemptAt: timestamptz().notNull().defaultNow(),
    sentAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('outgoing_mail_state_next_attempt_idx').on(t.state, t.nextAttemptAt)],
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
  /** draft, awaiting_payment (checkout started), paid (the provider confirmed the payment). */
  status: status('draft'),
  paymentIntentId: varchar({ length: 255 }).unique('ad_campaigns_payment_intent_id_unique'),
  /** Hash of the campaign as sent to checkout, so a reload reuses one awaiting campaign and payment. */
  checkoutFingerprint: varchar({ length: 64 }),
  paidAt: timestamptz(),
  createdBy: userRef(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type SocialPost = typeof socialPosts.$inferSelect;
export type NewsletterEdition = typeof newsletterEditions.$inferSelect;
export type NewsletterDelivery = typeof newsletterDeliveries.$inferSelect;
export type OutgoingMail = typeof outgoingMail.$inferSelect;
export type AdCampaign = typeof adCampaigns.$inferSelect;
