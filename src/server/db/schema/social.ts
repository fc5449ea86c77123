/** The social desk's connected accounts: one per city and network, its secrets sealed at rest. */
import { index, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { city, createdAt, id, status, timestamptz, updatedAt } from './columns';

export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: id(),
    city: city(),
    /** facebook, instagram, twitter, bluesky or mastodon. */
    platform: varchar({ length: 20 }).notNull(),
    handle: varchar({ length: 200 }).notNull(),
    displayName: varchar({ length: 200 }),
    /** The account's SocialCredentials as JSON, sealed with the secret box ("social-credentials"). */
    sealedCredentials: text().notNull(),
    /** connected, or reconnect once the network refused the token. */
    status: status('connected'),
    /** When the access token stops working, if the network says (X refreshes before then). */
    tokenExpiresAt: timestamptz(),
    /** The network's reason when the account needs reconnecting. */
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('social_accounts_city_platform_handle_unique').on(t.city, t.platform, t.handle),
    index('social_accounts_city_idx').on(t.city, t.status),
  ],
);

export type SocialAccount = typeof socialAccounts.$inferSelect;
