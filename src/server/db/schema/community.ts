/** Community: vent room, photos, sports, spotlights. */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import {
  id,
  timestamptz,
  createdAt,
  updatedAt,
  city,
  neighbourhood,
  status,
  name,
  email,
  phone,
  url,
  stringList,
} from './columns';
import { userRef, users } from './accounts';
import { searchVector } from './search';

/** Who decided on a reader's piece, when, and the note they left (shown to the sender, never public). */
export const reviewColumns = () => ({
  reviewNotes: text(),
  reviewedAt: timestamptz(),
  reviewedBy: userRef(),
});

export const ventPosts = pgTable(
  'vent_posts',
  {
    id: id(),
    title: varchar({ length: 255 }).notNull(),
    content: text().notNull(),
    authorName: name().notNull(),
    authorEmail: email().notNull(),
    city: city(),
    neighbourhood: neighbourhood(),
    isAnonymous: boolean().notNull().default(false),
    status: status('pending'),
    tags: text(),
    /** The signed-in author, if any: lets them see their pending posts and earn trust; staff only. */
    authorUserId: userRef(),
    /** Why the post waits for staff: 'new-author', 'watched-word' or 'flags'. */
    heldReason: varchar({ length: 40 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...reviewColumns(),
    submittedBy: userRef(),
  },
  (t) => [
    index('vent_posts_city_status_created_at_idx').on(t.city, t.status, t.createdAt),
    index('vent_posts_author_user_id_idx').on(t.authorUserId),
  ],
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
    authorUserId: userRef(),
    heldReason: varchar({ length: 40 }),
    createdAt: createdAt(),
    ...reviewColumns(),
    submittedBy: userRef(),
  },
  (t) => [
    index('vent_comments_post_status_created_at_idx').on(t.postId, t.status, t.createdAt),
    index('vent_comments_author_user_id_idx').on(t.authorUserId),
  ],
);

/** A reader's report of a post or comment; one per reader and item. */
export const ventFlags = pgTable(
  'vent_flags',
  {
    id: id(),
    targetType: varchar({ length: 20 }).notNull(),
    targetId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: varchar({ length: 500 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('vent_flags_target_user_unique').on(t.targetType, t.targetId, t.userId)],
);

/** Words staff watch for: 'block' refuses the text, 'hold' sends it to review. */
export const ventWatchedWords = pgTable('vent_watched_words', {
  id: id(),
  word: varchar({ length: 100 }).notNull().unique('vent_watched_words_word_unique'),
  action: varchar({ length: 10 }).notNull(),
  createdAt: createdAt(),
});

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
  (t) => [
    index('photo_submissions_city_status_published_at_idx').on(t.city, t.status, t.publishedAt),
    // The public gallery, newest first, of a city or of all.
    index('photo_submissions_public_city_published_at_idx')
      .on(t.city, t.publishedAt.desc(), t.submittedAt.desc(), t.id.desc())
      .where(sql`${t.isPublic}`),
    index('photo_submissions_public_published_at_idx')
      .on(t.publishedAt.desc(), t.submittedAt.desc(), t.id.desc())
      .where(sql`${t.isPublic}`),
  ],
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
    searchVector: searchVector({
      A: ['title'],
      B: ['team', 'sport', 'player_name', 'league'],
      C: ['content', 'tags'],
      D: ['location'],
    }),
    ...reviewColumns(),
    /** Approved reader comments (features/comments), kept on the row so a card shows it for free. */
    commentCount: integer().notNull().default(0),
  },
  (t) => [
    index('sports_stories_city_status_published_at_idx').on(t.city, t.status, t.publishedAt),
    index('sports_stories_search_idx').using('gin', t.searchVector),
  ],
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
    /** Live from this moment on (staff choose it when they approve a nomination). */
    featuredDate: timestamptz(),
    /** When a scheduled spotlight goes public. */
    publishDate: timestamptz(),
    submittedBy: userRef(),
    createdAt: createdAt(),
    ...reviewColumns(),
  },
  (t) => [index('spotlights_type_city_active_featured_idx').on(t.type, t.city, t.isActive, t.featuredDate)],
);

export type VentPost = typeof ventPosts.$inferSelect;
export type VentComment = typeof ventComments.$inferSelect;
export type VentFlag = typeof ventFlags.$inferSelect;
export type VentWatchedWord = typeof ventWatchedWords.$inferSelect;
export type PhotoSubmission = typeof photoSubmissions.$inferSelect;
export type SportsStory = typeof sportsStories.$inferSelect;
export type Spotlight = typeof spotlights.$inferSelect;
