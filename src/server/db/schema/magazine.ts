/** The magazine: articles, businesses, events, newsletter sign-ups, categories, contact messages. */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import type { OpeningHours } from '../../../shared/newsroom/hours';
import { id, createdAt, updatedAt, city, neighbourhood, status, name, email, phone, url, timestamptz } from './columns';
import { userRef } from './accounts';
import { searchVector } from './search';

export const articles = pgTable(
  'articles',
  {
    id: id(),
    title: varchar({ length: 255 }).notNull(),
    excerpt: text().notNull(),
    /** Plain text of the body (search, and the seeded stories which have no HTML). */
    content: text().notNull(),
    /** The editor's document (TipTap JSON); null for the seeded plain-text stories. */
    doc: jsonb(),
    /** Sanitized HTML rendered from `doc` on save. */
    contentHtml: text(),
    category: varchar({ length: 100 }).notNull(),
    author: name().notNull(),
    /** The staff account that wrote it, if any. */
    authorId: userRef(),
    imageUrl: url().notNull(),
    imageAlt: text(),
    publishDate: createdAt(),
    featured: boolean().notNull().default(false),
    city: city(),
    neighbourhood: neighbourhood(),
    status: status('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: searchVector({ A: ['title'], B: ['excerpt'], C: ['category', 'author'], D: ['content'] }),
    /** The reader's submission this article was made from, if any. */
    submissionId: text(),
    /** The story's address word (/articles/<slug>); unique; old ones redirect (slug_redirects). */
    slug: varchar({ length: 120 }).unique('articles_slug_unique'),
    /** Search and social: what the result and the shared card say when not the title and excerpt. */
    metaTitle: varchar({ length: 200 }),
    metaDescription: varchar({ length: 400 }),
    /** The picture a shared link shows; the cover when null. */
    socialImageUrl: url(),
    /** Free tags beyond the one category, linking to the site search. */
    tags: jsonb().$type<string[]>().notNull().default([]),
    /** The original's address when the story was first published elsewhere (syndicated). */
    canonicalUrl: url(),
    /** The editor the story is assigned to. */
    assigneeId: userRef(),
    /** When the author was told the story is live (sent at most once). */
    liveMailedAt: timestamptz(),
    /** Approved reader comments (features/comments), kept on the row so a card shows it for free. */
    commentCount: integer().notNull().default(0),
  },
  // Every article list reads newest first with the id as tie-break (stable pages when stories share
  // a publish time), so each index ends in (publish_date DESC, id DESC) and a page is a plain index walk.
  (t) => [
    index('articles_city_status_publish_date_idx').on(t.city, t.status, t.publishDate.desc(), t.id.desc()),
    // The all-cities list (/articles without a city).
    index('articles_status_publish_date_idx').on(t.status, t.publishDate.desc(), t.id.desc()),
    // The cover story of a city, without walking its whole archive.
    index('articles_featured_city_publish_date_idx')
      .on(t.city, t.publishDate.desc(), t.id.desc())
      .where(sql`${t.featured} and ${t.status} = 'published'`),
    index('articles_search_idx').using('gin', t.searchVector),
    // Public lists read "published, or scheduled and due" (an OR over status), which an index
    // leading with status cannot walk in date order; these lead with the filters the lists take
    // (city, the category as the lists compare it) and check the status on the rows they walk.
    // The expression index also gives the planner statistics for lower(category): without them it
    // expected 500 of 25,000 rows and chose a full scan and sort (docs/decisions/027).
    // Migration 0010 rebuilds the two city indexes with INCLUDE (status, [category,] summary_tag),
    // which drizzle cannot declare: the summary's columns (summary_json, summary_tag) and their
    // trigger live only in migrations 0009 and 0010, and a city list page is read from these
    // indexes alone (docs/decisions/037 and 041).
    index('articles_city_category_publish_date_idx').on(
      t.city,
      sql`lower(${t.category})`,
      t.publishDate.desc(),
      t.id.desc(),
    ),
    index('articles_category_publish_date_idx').on(sql`lower(${t.category})`, t.publishDate.desc(), t.id.desc()),
    index('articles_city_publish_date_idx').on(t.city, t.publishDate.desc(), t.id.desc()),
    index('articles_publish_date_idx').on(t.publishDate.desc(), t.id.desc()),
  ],
);

export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    name: varchar({ length: 255 }).notNull(),
    category: varchar({ length: 100 }).notNull(),
    address: text().notNull(),
    phone: phone(),
    email: email(),
    website: url(),
    description: text().notNull(),
    imageUrl: url().notNull(),
    /** Per weekday, closed days included; null when not known. */
    openingHours: jsonb().$type<OpeningHours>(),
    city: city(),
    neighbourhood: neighbourhood(),
    status: status('draft'),
    /** When a scheduled item goes public (and when it did). */
    publishDate: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: searchVector({ A: ['name'], B: ['category'], C: ['description'], D: ['address'] }),
  },
  (t) => [
    index('businesses_city_status_name_idx').on(t.city, t.status, t.name),
    index('businesses_status_name_idx').on(t.status, t.name),
    index('businesses_search_idx').using('gin', t.searchVector),
    // The directory (alphabetical, by city and category) and the newest-first recommendation pool.
    index('businesses_city_category_name_idx').on(t.city, sql`lower(${t.category})`, t.name, t.id),
    index('businesses_city_name_idx').on(t.city, t.name, t.id),
    index('businesses_name_idx').on(t.name, t.id),
    index('businesses_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const events = pgTable(
  'events',
  {
    id: id(),
    title: varchar({ length: 255 }).notNull(),
    description: text().notNull(),
    date: date({ mode: 'string' }).notNull(),
    /** Shown as written, e.g. "7:00 PM" (older rows); new events also have startsAt/endsAt. */
    time: varchar({ length: 40 }).notNull(),
    startsAt: timestamptz(),
    endsAt: timestamptz(),
    location: text().notNull(),
    imageUrl: url(),
    city: city(),
    neighbourhood: neighbourhood(),
    status: status('draft'),
    publishDate: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: searchVector({ A: ['title'], B: ['location'], C: ['description'] }),
    /** The reader's submission this event was made from, if any. */
    submissionId: text(),
    /** The ticket price in cents: 0 is free; null when the organiser did not say. */
    priceCents: integer(),
    /** One of EVENT_CATEGORIES (shared/event-filters.ts); null when not given. */
    category: varchar({ length: 40 }),
    /** Approved reader comments (features/comments), kept on the row so a card shows it for free. */
    commentCount: integer().notNull().default(0),
  },
  (t) => [
    index('events_city_status_date_idx').on(t.city, t.status, t.date),
    index('events_status_date_idx').on(t.status, t.date),
    index('events_search_idx').using('gin', t.searchVector),
    // Upcoming events, soonest first, of a city or of all.
    index('events_city_date_idx').on(t.city, t.date, t.startsAt.asc().nullsLast(), t.id),
    index('events_date_idx').on(t.date, t.startsAt.asc().nullsLast(), t.id),
  ],
);

/**
 * Newsletter subscriptions, double opt-in: pending until the confirmation link is opened, then
 * confirmed; unsubscribed rows are kept so that a later sign-up starts a fresh confirmation.
 * A null city means "every city's edition".
 */
export const newsletters = pgTable(
  'newsletters',
  {
    id: id(),
    email: email().notNull().unique(),
    city: varchar({ length: 40 }),
    subscribedAt: createdAt(),
    status: status('pending'),
    confirmedAt: timestamptz(),
    unsubscribedAt: timestamptz(),
    /** The signed-in account that subscribed, if any (its isNewsletterSubscriber follows the status). */
    userId: userRef(),
    /** Hash of the latest confirmation token; the token itself only travels in the e-mail. */
    confirmTokenHash: varchar({ length: 128 }).unique('newsletters_confirm_token_hash_unique'),
    confirmTokenExpiresAt: timestamptz(),
    /** A city asked for by a later sign-up; it replaces `city` only when that sign-up's link is opened. */
    pendingCity: varchar({ length: 40 }),
  },
  (t) => [index('newsletters_status_city_idx').on(t.status, t.city)],
);

export const categories = pgTable('categories', {
  id: id(),
  name: varchar({ length: 100 }).notNull().unique(),
  type: varchar({ length: 40 }).notNull(),
  description: text(),
  color: varchar({ length: 20 }).notNull().default('#3B82F6'),
  createdAt: createdAt(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: name().notNull(),
    email: email().notNull(),
    subject: varchar({ length: 255 }).notNull(),
    message: text().notNull(),
    createdAt: createdAt(),
    /** When a staff member marked it handled (null: still open), and who did. */
    handledAt: timestamptz(),
    handledBy: userRef(),
  },
  // The staff inbox: open messages first, newest first.
  (t) => [index('contact_messages_handled_created_idx').on(t.handledAt, t.createdAt.desc())],
);

export type Article = typeof articles.$inferSelect;
export type Business = typeof businesses.$inferSelect;
export type Event = typeof events.$inferSelect;
export type Newsletter = typeof newsletters.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
