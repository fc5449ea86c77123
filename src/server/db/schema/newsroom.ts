/** The newsroom: article revisions and the audit log of staff actions. */
import { bigserial, index, jsonb, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt, name } from './columns';
import { userRef } from './accounts';
import { articles } from './magazine';

/** The last saves of an article (the newest 20 are kept), each a snapshot of every field. */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: id(),
    articleId: text()
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    snapshot: jsonb().$type<Record<string, unknown>>().notNull(),
    savedBy: userRef(),
    savedByName: name(),
    createdAt: createdAt(),
  },
  (t) => [index('article_revisions_article_created_idx').on(t.articleId, t.createdAt.desc())],
);

/** Who did what to which item, when, with the item before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** Order of writing: ties in createdAt (one request writing twice) still read in order. */
    seq: bigserial({ mode: 'number' }).notNull(),
    actorId: userRef(),
    /** The actor's display name at the time (never an e-mail). */
    actorName: name(),
    action: varchar({ length: 60 }).notNull(),
    entityType: varchar({ length: 40 }).notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt.desc()),
  ],
);

export type ArticleRevisionRow = typeof articleRevisions.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;

/** A story's former addresses: each names the story (not a slug), so a chain of renames is one hop. */
export const slugRedirects = pgTable(
  'slug_redirects',
  {
    kind: varchar({ length: 40 }).notNull(),
    slug: varchar({ length: 120 }).notNull(),
    targetId: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.slug] }), index('slug_redirects_target_idx').on(t.kind, t.targetId)],
);

/** Staff's internal notes on a story (never shown to readers). */
export const contentNotes = pgTable(
  'content_notes',
  {
    id: id(),
    kind: varchar({ length: 40 }).notNull(),
    contentId: text().notNull(),
    authorId: userRef(),
    authorName: name(),
    body: text().notNull(),
    createdAt: createdAt(),
    /** Order of writing: notes written in one instant still read in order. */
    seq: bigserial({ mode: 'number' }).notNull(),
  },
  (t) => [index('content_notes_content_idx').on(t.kind, t.contentId, t.seq)],
);
