/** A story's revisions for the editor: listed newest first, and restored (itself a new revision). */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { articleRevisions, type User } from '../../../db/schema';
import { ARTICLE_REVISIONS_KEPT, type ArticleRevision } from '../../../../shared/newsroom/articles';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import { KINDS } from './kinds';

type Row = Record<string, unknown>;
import { REVISION_FIELDS, saveRevision } from './revision-store';
import { findRow, notFound, toItem } from './service';

const toRevision = (r: typeof articleRevisions.$inferSelect): ArticleRevision => ({
  id: r.id,
  articleId: r.articleId,
  title: String(r.snapshot.title ?? ''),
  savedBy: r.savedByName,
  createdAt: r.createdAt.toISOString(),
  snapshot: r.snapshot,
});

export async function listRevisions(db: Db, articleId: string): Promise<ArticleRevision[]> {
  await findRow(db, 'articles', articleId);
  const rows = await db
    .select()
    .from(articleRevisions)
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.createdAt), desc(articleRevisions.id))
    .limit(ARTICLE_REVISIONS_KEPT);
  return rows.map(toRevision);
}

export async function restoreRevision(db: Db, articleId: string, revId: string, user: User, now: Date) {
  const spec = KINDS.articles;
  const existing = await findRow(db, 'articles', articleId);
  const [rev] = await db
    .select()
    .from(articleRevisions)
    .where(and(eq(articleRevisions.id, revId), eq(articleRevisions.articleId, articleId)));
  if (!rev) throw new AppError('NOT_FOUND', 404, 'This revision does not exist.');
  const s = rev.snapshot;
  const values: Row = {};
  for (const key of REVISION_FIELDS) {
    if (!(key in s)) continue;
    values[key] = key === 'publishDate' ? (s[key] ? new Date(String(s[key])) : now) : s[key];
  }
  // Restoring brings back the words, not a publication: the status stays what it is now.
  delete values.status;
  const [row] = (await db
    .update(spec.table)
    .set(values as never)
    .where(eq(spec.id, articleId))
    .returning()) as Row[];
  if (!row) throw notFound();
  const item = toItem(spec, row, now);
  await recordAudit(db, {
    actor: user,
    action: 'content.restore',
    entityType: 'articles',
    entityId: articleId,
    before: toItem(spec, existing, now),
    after: item,
    at: now,
  });
  await saveRevision(db, row, user, now, { force: true });
  return item;
}
