/** The site's own settings, as admins keep them on /admin/settings (decision 053). */
import { jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { userRef } from './accounts';

/**
 * One row (key 'site') holding every setting as JSON. A missing row or field reads as the default,
 * so a site with nothing saved looks as it always did and a new setting needs no migration.
 */
export const siteSettings = pgTable('site_settings', {
  key: varchar({ length: 40 }).primaryKey(),
  value: jsonb().$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
  updatedBy: userRef(),
});
