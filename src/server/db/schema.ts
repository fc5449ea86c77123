/**
 * Every table of the site (spec 001 section 3, plus what a real site needs). Column names are
 * snake_case in the database (drizzle `casing`), camelCase in TypeScript, matching the spec's field names.
 * Money is numeric(10,2) and comes back as a string ("12.50") so no cent is lost to floating point.
 * Moderated content carries a `status`; only the public value of each table is ever listed to visitors.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

/** Generated unique text id, as the spec asks for every table. */
const id = () =>
  text()
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);
const timestamptz = () => timestamp({ withTimezone: true });
const createdAt = () => timestamptz().notNull().defaultNow();
/** Also refreshed by drizzle on every update made through the ORM. */
const updatedAt = () =>
  timestamptz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** No enum constraint: the artist directory also offers cities outside the five. */
const city = () => varchar({ length: 40 }).notNull().default('rochester');
const status = (initial: string) => varchar({ length: 20 }).notNull().default(initial);
const money = () => numeric({ precision: 10, scale: 2 });
const name = () => varchar({ length: 200 });
const email = () => varchar({ length: 254 });
const phone = () => varchar({ length: 40 });
const url = () => text();
/** A JSON list of strings, empty by default, so readers never meet null. */
const stringList = () => jsonb().$type<string[]>().notNull().default([]);
/** The account behind a row; kept when the account is deleted, as the content may outlive it. */
const userRef = () => text().references(() => users.id, { onDelete: 'set null' });

// ---- Accounts -------------------------------------------------------------------------------

export const users = pgTable('users', {
  id: id(),
  email: email().unique(),
  firstName: varchar({ length: 100 }),
  lastName: varchar({ length: 100 }),
  profileImageUrl: url(),
  membershipType: varchar({ length: 20 }).notNull().default('free'),
  membershipStatus: varchar({ length: 20 }).notNull().default('active'),
  stripeCustomerId: varchar({ length: 255 }),
  stripeSubscriptionId: varchar({ length: 255 }),
  subscriptionStartDate: timestamptz(),
  subscriptionEndDate: timestamptz(),
  isNewsletterSubscriber: boolean().notNull().default(false),
  canUploadContent: boolean().notNull().default(false),
  role: varchar({ length: 20 }).notNull().default('member'),
  /** Null for accounts that only sign in through the identity provider. */
  passwordHash: text(),
  oidcSubject: varchar({ length: 255 }).unique('users_oidc_subject_unique'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    sid: varchar().primaryKey(),
    sess: json().notNull(),
    expire: timestamp({ precision: 6, withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);

/** One-time tokens (password reset, e-mail confirmation); only a hash is stored. */
export const authTokens = pgTable('auth_tokens', {
  id: id(),
  userId: text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: varchar({ length: 40 }).notNull(),
  tokenHash: varchar({ length: 128 }).notNull().unique('auth_tokens_token_hash_unique'),
  expiresAt: timestamptz().notNull(),
  usedAt: timestamptz(),
  createdAt: createdAt(),
});

export const userPreferences = pgTable('user_preferences', {
  id: id(),
  userId: text()
    .notNull()
    .unique('user_preferences_user_id_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  // JSON text, as the spec stores them.
  preferredCategories: text(),
  preferredCities: text(),
  interests: text(),
  interestTopics: text(),
  notificationPreferences: text(),
  profileCompleted: boolean().notNull().default(false),
  engagementScore: integer().notNull().default(0),
  contentTypes: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userActivity = pgTable(
  'user_activity',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: varchar({ length: 40 }).notNull(),
    contentId: text().notNull(),
    actionType: varchar({ length: 40 }).notNull(),
    category: varchar({ length: 100 }),
    city: varchar({ length: 40 }),
    /** Seconds spent on the item, when known. */
    duration: integer(),
    timestamp: createdAt(),
  },
  (t) => [index('user_activity_user_timestamp_idx').on(t.userId, t.timestamp)],
);

export const contentRecommendations = pgTable(
  'content_recommendations',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: varchar({ length: 40 }).notNull(),
    contentId: text().notNull(),
    score: numeric({ precision: 5, scale: 3 }).notNull(),
    reason: text(),
    generatedAt: createdAt(),
    expiresAt: timestamptz(),
  },
  (t) => [index('content_recommendations_user_expires_idx').on(t.userId, t.expiresAt)],
);

// ---- Magazine: articles, businesses, events ------------------------------------------------

export const articles = pgTable(
  'articles',
  {
    id: id(),
    title: varchar({ length: 255 }).notNull(),
    excerpt: text().notNull(),
    content: text().notNull(),
    category: varchar({ length: 100 }).notNull(),
    author: name().notNull(),
    imageUrl: url().notNull(),
    publishDate: createdAt(),
    featured: boolean().notNull().default(false),
    city: city(),
    status: status('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('articles_city_status_publish_date_idx').on(t.city, t.status, t.publishDate.desc())],
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
    city: city(),
    status: status('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('businesses_city_status_name_idx').on(t.city, t.status, t.name)],
);

export const events = pgTable(
  'events',
  {
    id: id(),
    title: varchar({ length: 255 }).notNull(),
    description: text().notNull(),
    date: date({ mode: 'string' }).notNull(),
    /** Shown as written, e.g. "7:00 PM". */
    time: varchar({ length: 40 }).notNull(),
    location: text().notNull(),
    imageUrl: url(),
    city: city(),
    status: status('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('events_city_status_date_idx').on(t.city, t.status, t.date)],
);

export const newsletters = pgTable('newsletters', {
  id: id(),
  email: email().notNull().unique(),
  city: varchar({ length: 40 }),
  subscribedAt: createdAt(),
});

export const categories = pgTable('categories', {
  id: id(),
  name: varchar({ length: 100 }).notNull().unique(),
  type: varchar({ length: 40 }).notNull(),
  description: text(),
  color: varchar({ length: 20 }).notNull().default('#3B82F6'),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: name().notNull(),
  email: email().notNull(),
  subject: varchar({ length: 255 }).notNull(),
  message: text().notNull(),
  createdAt: createdAt(),
});

// ---- Submissions and directories -------------------------------------------------------------

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
  reviewNotes: text(),
  submittedAt: createdAt(),
  reviewedAt: timestamptz(),
  reviewedBy: userRef(),
  publishedAt: timestamptz(),
  submittedBy: userRef(),
});

export const resources = pgTable('resources', {
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
  createdAt: createdAt(),
});

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
    createdAt: createdAt(),
  },
  (t) => [index('deals_is_active_valid_until_idx').on(t.isActive, t.validUntil)],
);

export const fashionItems = pgTable('fashion_items', {
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
  createdAt: createdAt(),
});

// ---- Artists ---------------------------------------------------------------------------------

export const artists = pgTable('artists', {
  id: id(),
  name: varchar({ length: 200 }).notNull(),
  bio: text().notNull(),
  medium: varchar({ length: 100 }).notNull(),
  style: varchar({ length: 100 }),
  location: text(),
  website: url(),
  portfolioUrl: url(),
  email: email(),
  phone: phone(),
  socialLinks: text(),
  imageUrl: url(),
  portfolioImages: stringList(),
  isAvailable: boolean().notNull().default(true),
  city: city(),
  /** The account that owns this profile, if any. */
  userId: userRef(),
  profileViews: integer().notNull().default(0),
  createdAt: createdAt(),
});

const artistRef = () =>
  text()
    .notNull()
    .references(() => artists.id, { onDelete: 'cascade' });

export const artistFollows = pgTable(
  'artist_follows',
  {
    id: id(),
    artistId: artistRef(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('artist_follows_artist_user_unique').on(t.artistId, t.userId)],
);

export const artistGalleryItems = pgTable('artist_gallery_items', {
  id: id(),
  artistId: artistRef(),
  title: varchar({ length: 255 }).notNull(),
  description: text(),
  imageUrl: url(),
  createdAt: createdAt(),
});

export const music = pgTable('music', {
  id: id(),
  title: varchar({ length: 255 }).notNull(),
  /** The performer's name as shown; artistId links the track to a directory profile. */
  artist: varchar({ length: 200 }).notNull(),
  artistId: text().references(() => artists.id, { onDelete: 'cascade' }),
  genre: varchar({ length: 100 }).notNull(),
  description: text(),
  audioUrl: url().notNull(),
  imageUrl: url(),
  /** Seconds. */
  duration: integer(),
  isLocal: boolean().notNull().default(true),
  contactEmail: email(),
  socialLinks: text(),
  createdAt: createdAt(),
});

/** One like per visitor (account id or anonymous session id) per gallery item or track. */
export const contentLikes = pgTable(
  'content_likes',
  {
    id: id(),
    contentType: varchar({ length: 20 }).notNull(),
    contentId: text().notNull(),
    visitorKey: varchar({ length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('content_likes_content_visitor_unique').on(t.contentType, t.contentId, t.visitorKey),
    index('content_likes_content_idx').on(t.contentType, t.contentId),
  ],
);

/** One row per distinct visitor, so artists.profileViews counts people, not reloads. */
export const artistProfileViews = pgTable(
  'artist_profile_views',
  {
    id: id(),
    artistId: artistRef(),
    visitorKey: varchar({ length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('artist_profile_views_artist_visitor_unique').on(t.artistId, t.visitorKey)],
);

export const artistWriteups = pgTable('artist_writeups', {
  id: id(),
  artistId: artistRef(),
  title: varchar({ length: 255 }).notNull(),
  content: text().notNull(),
  tags: text(),
  authorName: name().notNull(),
  authorEmail: email().notNull(),
  status: status('pending'),
  createdAt: createdAt(),
  publishedAt: timestamptz(),
  submittedBy: userRef(),
});

// ---- Community: vent room, photos, sports, spotlights, contributors --------------------------

export const ventPosts = pgTable(
  'vent_posts',
  {
    id: id(),
    title: varchar({ length: 255 }).notNull(),
    content: text().notNull(),
    authorName: name().notNull(),
    authorEmail: email().notNull(),
    city: city(),
    isAnonymous: boolean().notNull().default(false),
    status: status('pending'),
    tags: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vent_posts_city_status_created_at_idx').on(t.city, t.status, t.createdAt)],
);

export const ventComments = pgTable(
  'vent_comments',
  {
    id: id(),
    postId: text()
      .notNull()
      .references(() => ventPosts.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    authorName: name().notNull(),
    authorEmail: email().notNull(),
    isAnonymous: boolean().notNull().default(false),
    status: status('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('vent_comments_post_status_created_at_idx').on(t.postId, t.status, t.createdAt)],
);

export const photoSubmissions = pgTable(
  'photo_submissions',
  {
    id: id(),
    title: varchar({ length: 255 }).notNull(),
    description: text().notNull(),
    photographerName: name().notNull(),
    photographerEmail: email().notNull(),
    photographerPhone: phone(),
    location: text(),
    category: varchar({ length: 40 }).notNull(),
    tags: text(),
    imageUrl: url().notNull(),
    status: status('pending'),
    city: city(),
    reviewNotes: text(),
    submittedAt: createdAt(),
    reviewedAt: timestamptz(),
    reviewedBy: userRef(),
    publishedAt: timestamptz(),
    isPublic: boolean().notNull().default(true),
    allowCommercialUse: boolean().notNull().default(false),
    submittedBy: userRef(),
  },
  (t) => [index('photo_submissions_city_status_published_at_idx').on(t.city, t.status, t.publishedAt)],
);

export const sportsStories = pgTable(
  'sports_stories',
  {
    id: id(),
    title: varchar({ length: 255 }).notNull(),
    content: text().notNull(),
    sport: varchar({ length: 40 }).notNull(),
    team: varchar({ length: 200 }),
    playerName: name(),
    gameDate: date({ mode: 'string' }),
    location: text(),
    score: varchar({ length: 100 }),
    authorName: name().notNull(),
    authorEmail: email().notNull(),
    imageUrl: url(),
    videoUrl: url(),
    status: status('pending'),
    submittedAt: createdAt(),
    publishedAt: timestamptz(),
    city: city(),
    tags: text(),
    category: varchar({ length: 40 }).notNull().default('news'),
    league: varchar({ length: 40 }),
    season: varchar({ length: 40 }),
    isFeatured: boolean().notNull().default(false),
    submittedBy: userRef(),
  },
  (t) => [index('sports_stories_city_status_published_at_idx').on(t.city, t.status, t.publishedAt)],
);

export const spotlights = pgTable(
  'spotlights',
  {
    id: id(),
    type: varchar({ length: 40 }).notNull(),
    title: varchar({ length: 255 }).notNull(),
    featureName: varchar({ length: 255 }).notNull(),
    description: text().notNull(),
    content: text(),
    imageUrl: url().notNull(),
    additionalImages: stringList(),
    contactInfo: text(),
    socialLinks: text(),
    nominatedBy: name(),
    nominationReason: text(),
    city: city(),
    isActive: boolean().notNull().default(true),
    /** Nominations start pending (spec section 4); only approved, active ones are shown. */
    status: status('pending'),
    featuredDate: timestamptz(),
    submittedBy: userRef(),
    createdAt: createdAt(),
  },
  (t) => [index('spotlights_type_city_active_featured_idx').on(t.type, t.city, t.isActive, t.featuredDate)],
);

export const contributors = pgTable('contributors', {
  id: id(),
  name: name().notNull(),
  email: email().notNull().unique(),
  phone: phone(),
  bio: text(),
  specialty: varchar({ length: 40 }),
  portfolioUrl: url(),
  socialLinks: text(),
  paymentEmail: email(),
  isActive: boolean().notNull().default(true),
  totalEarnings: money().notNull().default('0.00'),
  joinedAt: createdAt(),
  city: city(),
  userId: userRef(),
});

export const contributorPayments = pgTable('contributor_payments', {
  id: id(),
  /** Restrict: a payment is a financial record and must not vanish with its contributor. */
  contributorId: text()
    .notNull()
    .references(() => contributors.id, { onDelete: 'restrict' }),
  amount: money().notNull(),
  paymentType: varchar({ length: 40 }).notNull(),
  contentId: text(),
  description: text().notNull(),
  status: status('pending'),
  stripePaymentId: varchar({ length: 255 }),
  paidAt: timestamptz(),
  createdAt: createdAt(),
});

// ---- Outreach: social posts, newsletter editions, ad campaigns -------------------------------

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

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type AuthToken = typeof authTokens.$inferSelect;
export type UserPreferences = typeof userPreferences.$inferSelect;
export type UserActivity = typeof userActivity.$inferSelect;
export type ContentRecommendation = typeof contentRecommendations.$inferSelect;
export type Article = typeof articles.$inferSelect;
export type Business = typeof businesses.$inferSelect;
export type Event = typeof events.$inferSelect;
export type Newsletter = typeof newsletters.$inferSelect;
export type Category = typeof categories.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type Submission = typeof submissions.$inferSelect;
export type Resource = typeof resources.$inferSelect;
export type Deal = typeof deals.$inferSelect;
export type FashionItem = typeof fashionItems.$inferSelect;
export type Artist = typeof artists.$inferSelect;
export type ArtistFollow = typeof artistFollows.$inferSelect;
export type ArtistGalleryItem = typeof artistGalleryItems.$inferSelect;
export type MusicTrack = typeof music.$inferSelect;
export type ContentLike = typeof contentLikes.$inferSelect;
export type ArtistProfileView = typeof artistProfileViews.$inferSelect;
export type ArtistWriteup = typeof artistWriteups.$inferSelect;
export type VentPost = typeof ventPosts.$inferSelect;
export type VentComment = typeof ventComments.$inferSelect;
export type PhotoSubmission = typeof photoSubmissions.$inferSelect;
export type SportsStory = typeof sportsStories.$inferSelect;
export type Spotlight = typeof spotlights.$inferSelect;
export type Contributor = typeof contributors.$inferSelect;
export type ContributorPayment = typeof contributorPayments.$inferSelect;
export type SocialPost = typeof socialPosts.$inferSelect;
export type NewsletterEdition = typeof newsletterEditions.$inferSelect;
export type AdCampaign = typeof adCampaigns.$inferSelect;
