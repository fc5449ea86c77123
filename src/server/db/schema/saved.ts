/** What members keep for later: saved items and the private calendar feed of their saved events. */
import { check, index, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id } from './columns';
import { users } from './accounts';

export const savedItems = pgTable(
  'saved_items',
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** articles, events, businesses, deals or artists (shared/saved.ts SAVED_KINDS). */
    kind: varchar({ length: 20 }).notNull(),
    itemId: text().notNull(),
    savedAt: createdAt(),
  },
  (t) => [
    unique('saved_items_user_kind_item_unique').on(t.userId, t.kind, t.itemId),
    // The Saved page: a member's items, newest first.
    index('saved_items_user_saved_at_idx').on(t.userId, t.savedAt.desc()),
    check('saved_items_kind_check', sql`${t.kind} in ('articles', 'events', 'businesses', 'deals', 'artists')`),
  ],
);

/**
 * A member's private calendar feed (/calendar/<token>.ics): one per member; only the SHA-256 of the
 * token is kept, so the address is shown once and a reset (a new token) ends the old one.
 */
export const savedCalendarFeeds = pgTable('saved_calendar_feeds', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar({ length: 128 }).notNull().unique('saved_calendar_feeds_token_hash_unique'),
  createdAt: createdAt(),
});

export type SavedItem = typeof savedItems.$inferSelect;
