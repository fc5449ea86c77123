/**
 * Every table of the site. Column names are snake_case in the database (drizzle `casing`),
 * camelCase in TypeScript, matching the spec's field names.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, json, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Generated unique text id, as the spec asks for every table. */
const id = () =>
  text()
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const newsletters = pgTable('newsletters', {
  id: id(),
  email: varchar({ length: 254 }).notNull().unique(),
  subscribedAt: createdAt(),
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

export const users = pgTable('users', {
  id: id(),
  email: varchar({ length: 254 }).unique(),
  firstName: varchar({ length: 100 }),
  lastName: varchar({ length: 100 }),
  role: varchar({ length: 20 }).notNull().default('member'),
  isNewsletterSubscriber: boolean().notNull().default(false),
  createdAt: createdAt(),
});
