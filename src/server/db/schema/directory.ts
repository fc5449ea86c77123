/** Submissions and the directories: resources, deals, fashion. */
import { boolean, date, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import {
  id,
  timestamptz,
  createdAt,
  city,
  neighbourhood,
  status,
  money,
  name,
  email,
  phone,
  url,
  stringList,
} from './columns';
import { userRef } from './accounts';
import { searchVector } from './search';

export const submissions = pgTable('submissions', {
  id: id(),
  type: varchar({ length: 40 }).notNull(),
  title: varchar({ length: 255 }).notNull(),
  description: text().notNull(),
  content: text(),
  submitterName: name().notNull(),
  submitterEmail: email().notNull(),
  submitterPhone: phone(),
  imageUrl: url(),
  audioUrl: url(),
  videoUrl: url(),
  websiteUrl: url(),
  socialLinks: text(),
  location: text(),
  price: money(),
  tags: text(),
  status: status('pending'),
  city: city(),
  /** Events and articles: where in the city (shared/neighbourhoods.ts), carried to the public row. */
  neighbourhood: neighbourhood(),
  reviewNotes: text(),
  submittedAt: createdAt(),
  reviewedAt: timestamptz(),
  reviewedBy: userRef(),
  publishedAt: timestamptz(),
  submittedBy: userRef(),
  /** Event submissions: when and where, as the events list shows them. */
  eventDate: date({ mode: 'string' }),
  eventTime: varchar({ length: 40 }),
  /** The section it belongs in (article category, resource or deal category, genre, medium). */
  category: varchar({ length: 100 }),
  /** Where approval put it: a row of articles, events, deals, resources, fashion_items, music or artists. */
  publishedId: text(),
});

/** Rows made from a reader's submission: 'draft' until staff finish them (the status column), then public. */
const fromSubmission = () => ({ submissionId: text() });

export const resources = pgTable(
  'resources',
  {
    id: id(),
    name: varchar({ length: 255 }).notNull(),
    category: varchar({ length: 100 }).notNull(),
    description: text().notNull(),
    address: text(),
    phone: phone(),
    email: email(),
    website: url(),
    hours: text(),
    services: text(),
    imageUrl: url(),
    isEmergency: boolean().notNull().default(false),
    city: city(),
    /** Staff statuses (draft, scheduled, published, unpublished); rows from elsewhere start public. */
    status: status('published'),
    publishDate: timestamptz(),
    createdAt: createdAt(),
    ...fromSubmission(),
    searchVector: searchVector({ A: ['name'], B: ['category'], C: ['description', 'services'], D: ['address'] }),
  },
  (t) => [index('resources_search_idx').using('gin', t.searchVector)],
);

export const deals = pgTable(
  'deals',
  {
    id: id(),
    title: varchar({ length: 255 }).notNull(),
    description: text().notNull(),
    originalPrice: money(),
    discountPrice: money(),
    discountPercent: integer(),
    category: varchar({ length: 100 }).notNull(),
    businessName: varchar({ length: 255 }).notNull(),
    businessEmail: email().notNull(),
    businessPhone: phone(),
    businessAddress: text(),
    website: url(),
    couponCode: varchar({ length: 100 }),
    validUntil: timestamptz(),
    termsConditions: text(),
    imageUrl: url().notNull(),
    city: city(),
    isActive: boolean().notNull().default(true),
    isFeatured: boolean().notNull().default(false),
    status: status('published'),
    publishDate: timestamptz(),
    createdAt: createdAt(),
    ...fromSubmission(),
    searchVector: searchVector({ A: ['title'], B: ['business_name', 'category'], C: ['description'] }),
  },
  (t) => [
    index('deals_is_active_valid_until_idx').on(t.isActive, t.validUntil),
    index('deals_search_idx').using('gin', t.searchVector),
  ],
);

export const fashionItems = pgTable(
  'fashion_items',
  {
    id: id(),
    title: varchar({ length: 255 }).notNull(),
    brand: varchar({ length: 200 }),
    designer: varchar({ length: 200 }),
    category: varchar({ length: 100 }).notNull(),
    description: text().notNull(),
    style: varchar({ length: 100 }),
    season: varchar({ length: 40 }),
    imageUrl: url().notNull(),
    additionalImages: stringList(),
    location: text(),
    website: url(),
    /** Shown as the price, as written ("$40-$60"). */
    priceRange: varchar({ length: 100 }),
    tags: text(),
    sizes: stringList(),
    city: city(),
    status: status('published'),
    publishDate: timestamptz(),
    createdAt: createdAt(),
    ...fromSubmission(),
    searchVector: searchVector({
      A: ['title'],
      B: ['brand', 'designer', 'category'],
      C: ['description', 'style', 'tags'],
    }),
  },
  (t) => [index('fashion_items_search_idx').using('gin', t.searchVector)],
);

export type Submission = typeof submissions.$inferSelect;
export type Resource = typeof resources.$inferSelect;
export type Deal = typeof deals.$inferSelect;
export type FashionItem = typeof fashionItems.$inferSelect;
