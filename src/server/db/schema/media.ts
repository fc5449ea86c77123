/** The media library: one row per picture the site holds, uploaded or drawn for the demo. */
import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import type { ImageVariant } from '../../../shared/media';
import { id, createdAt, updatedAt } from './columns';
import { userRef } from './accounts';

export const media = pgTable(
  'media',
  {
    id: id(),
    /** The upload's storage key (32 hex); null for a demo drawing, which is drawn, not stored. */
    storageKey: varchar({ length: 64 }).unique(),
    /** Where the site serves it: /uploads/<key>, or /media/demo/<kind>/<slug>.svg. */
    url: text().notNull().unique(),
    /** upload | demo */
    source: varchar({ length: 20 }).notNull().default('upload'),
    /** Why it was uploaded: staff (the newsroom), photo (a reader's), ad-creative (an advertiser's), demo. */
    purpose: varchar({ length: 20 }).notNull().default('staff'),
    /** The file's name as the uploader's computer called it (searchable), if known. */
    name: varchar({ length: 200 }),
    contentType: varchar({ length: 40 }),
    bytes: integer(),
    width: integer(),
    height: integer(),
    /** The web sizes made for srcset (empty for demo drawings and rows not yet measured). */
    variants: jsonb().$type<ImageVariant[]>().notNull().default([]),
    altText: text(),
    uploadedBy: userRef(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('media_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('media_uploaded_by_idx').on(t.uploadedBy, t.purpose, t.createdAt.desc()),
  ],
);
export type MediaRow = typeof media.$inferSelect;
