/** Mail delivery: addresses the mail provider told us not to write to again. */
import { pgTable, varchar, text } from 'drizzle-orm/pg-core';
import { createdAt, email } from './columns';

/**
 * One row per address (lower case) that hard-bounced or complained, as reported by the mail
 * provider's webhook. A hard bounce stops all mail to the address; a complaint stops the newsletter.
 */
export const mailSuppressions = pgTable('mail_suppressions', {
  email: email().primaryKey(),
  /** hard_bounce or complaint. */
  reason: varchar({ length: 20 }).notNull(),
  /** The provider whose webhook reported it (mailgun, postmark, ...). */
  provider: varchar({ length: 20 }).notNull(),
  /** The provider's own words (an SMTP answer, a complaint type), for staff. */
  detail: text(),
  createdAt: createdAt(),
});
