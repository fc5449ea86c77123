/** Accounts: users, sessions, one-time tokens and personalisation. */
import { boolean, index, integer, json, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { id, timestamptz, createdAt, updatedAt, email, url, stringList } from './columns';

/** The account behind a row; kept when the account is deleted, as the content may outlive it. */
export const userRef = () => text().references(() => users.id, { onDelete: 'set null' });

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
  /** The member asked to stop at the end of the paid period; rights last until subscriptionEndDate. */
  cancelAtPeriodEnd: boolean().notNull().default(false),
  /** While past_due: upload rights last until this moment (7 days after the unpaid period began). */
  graceEndsAt: timestamptz(),
  isNewsletterSubscriber: boolean().notNull().default(false),
  canUploadContent: boolean().notNull().default(false),
  role: varchar({ length: 20 }).notNull().default('member'),
  /** Premium granted by staff, not bought: revoking it returns the account to free. */
  complimentaryPremium: boolean().notNull().default(false),
  /** While in the future the account cannot sign in or post. */
  suspendedUntil: timestamptz(),
  suspensionReason: text(),
  /** Null for accounts that only sign in through the identity provider. */
  passwordHash: text(),
  oidcSubject: varchar({ length: 255 }).unique('users_oidc_subject_unique'),
  /** When the owner opened the verification link; null until then (no posting, submitting or paying). */
  emailVerifiedAt: timestamptz(),
  /**
   * The TOTP secret once two-step sign-in is on, a candidate in mfaPendingSecret: both sealed with
   * AES-256-GCM (platform/secret-box), never in plain text.
   */
  mfaSecret: varchar({ length: 200 }),
  mfaPendingSecret: varchar({ length: 200 }),
  mfaEnabledAt: timestamptz(),
  /** SHA-256 hashes of the unused recovery codes. */
  mfaRecoveryCodes: stringList(),
  /** The last TOTP time step accepted, so one code never works twice. */
  mfaLastTimeStep: integer(),
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

/** Payment provider events already applied: each event id changes the membership once only. */
export const processedPaymentEvents = pgTable('processed_payment_events', {
  id: varchar({ length: 255 }).primaryKey(),
  type: varchar({ length: 100 }).notNull(),
  processedAt: createdAt(),
});

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type AuthToken = typeof authTokens.$inferSelect;
export type UserPreferences = typeof userPreferences.$inferSelect;
export type UserActivity = typeof userActivity.$inferSelect;
export type ContentRecommendation = typeof contentRecommendations.$inferSelect;
