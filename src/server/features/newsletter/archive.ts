import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterEditions, type NewsletterEdition } from '../../db/schema';
import { notFound } from '../../platform/app-error';
import type { PublicEditionSummary } from '../../../shared/newsletter';

export const toPublicSummary = (e: NewsletterEdition): PublicEditionSummary => ({
  id: e.id,
  title: e.title,
  subject: e.subject,
  content: e.content,
  city: e.city,
  sentAt: (e.sentAt ?? e.createdAt).toISOString(),
});

/** The public archive: sent editions only, newest first. */
export async function listArchive(db: Db, q: { city?: string; limit: number; offset: number }) {
  const where = q.city
    ? and(eq(newsletterEditions.status, 'sent'), eq(newsletterEditions.city, q.city))
    : eq(newsletterEditions.status, 'sent');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterEditions)
      .where(where)
      .orderBy(desc(newsletterEditions.sentAt))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(newsletterEditions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function getArchived(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(newsletterEditions)
    .where(and(eq(newsletterEditions.id, id), eq(newsletterEditions.status, 'sent')))
    .limit(1);
  if (!row) throw notFound('Edition', 'EDITION_NOT_FOUND');
  return row;
}
