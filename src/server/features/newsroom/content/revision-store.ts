/** A story's revisions as they are saved: a snapshot per save, autosaves folded together, the oldest let go. */
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { articleRevisions, type User } from '../../../db/schema';
import { ARTICLE_REVISIONS_KEPT } from '../../../../shared/newsroom/articles';
import { displayName } from '../../../platform/guards';

type Row = Record<string, unknown>;

/** Autosaves by the same editor within this window update the newest revision instead of adding one. */
const AUTOSAVE_WINDOW_MS = 2 * 60 * 1000;
export const REVISION_FIELDS = [
  'title',
  'excerpt',
  'category',
  'author',
  'city',
  'imageUrl',
  'imageAlt',
  'featured',
  'status',
  'publishDate',
  'doc',
  'contentHtml',
  'content',
] as const;

function revisionSnapshot(row: Row): Row {
  return serialize(Object.fromEntries(REVISION_FIELDS.map((k) => [k, row[k] ?? null])));
}

export async function saveRevision(db: Db, row: Row, user: User, now: Date, opts: { force?: boolean } = {}) {
  const articleId = String(row.id);
  const snapshot = revisionSnapshot(row);
  const [latest] = await db
    .select()
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.createdAt), desc(articleRevisions.id))
    .limit(1);
  if (
    !opts.force &&
    latest &&
    latest.savedBy === user.id &&
    now.getTime() - latest.createdAt.getTime() < AUTOSAVE_WINDOW_MS
  ) {
    await db.update(articleRevisions).set({ snapshot }).where(eq(articleRevisions.id, latest.id));
    return;
  }
  await db
    .insert(articleRevisions)
    .values({ articleId, snapshot, savedBy: user.id, savedByName: displayName(user), createdAt: now });
  // Keep the newest ARTICLE_REVISIONS_KEPT.
  const keep = await db
    .select({ id: articleRevisions.id, createdAt: articleRevisions.createdAt })
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.createdAt), desc(articleRevisions.id))
    .limit(1)
    .offset(ARTICLE_REVISIONS_KEPT - 1);
  const oldestKept = keep[0];
  if (oldestKept) {
    await db
      .delete(articleRevisions)
      .where(
        and(
          eq(articleRevisions.articleId, articleId),
          or(
            sql`${articleRevisions.createdAt} < ${oldestKept.createdAt}`,
            and(eq(articleRevisions.createdAt, oldestKept.createdAt), sql`${articleRevisions.id} < ${oldestKept.id}`),
          ),
        ),
      );
  }
}

/** JSON-ready copy of a row: dates as ISO strings. */
export function serialize(row: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v;
  return out;
}
