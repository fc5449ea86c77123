/** Outreach: social posts, newsletter editions, ad campaigns. */
import { boolean, date, integer, jsonb, numeric, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { id, timestamptz, createdAt, updatedAt, city, status, money, name, email, phone, url, stringList } from './columns';
import { userRef } from './accounts';
import { spotlights } from './community';

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

export const newsletterEditions = pgTable('newsletter_editions', {
  id: id(),
  title: varchar({ length: 255 }).notNull(),
  subject: varchar({ length: 255 }).notNull(),
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
  createdAt: createdAt(),
});

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
  status: status('draft'),
  paymentIntentId: varchar({ length: 255 }),
  createdBy: userRef(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type SocialPost = typeof socialPosts.$inferSelect;
export type NewsletterEdition = typeof newsletterEditions.$inferSelect;
export type AdCampaign = typeof adCampaigns.$inferSelect;
