import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterEditions, type NewsletterEdition } from '../../db/schema';
import { AppError, notFound } from '../../platform/app-error';
import type { AdminEdition, EditionUpdateInput } from '../../../shared/newsletter';
import { alreadySent } from './sending';
import { loadPicks } from './picks';
import { checkPicks } from './check-picks';

const rate = (v: string | null) => (v === null ? null : Number(v));

export const toAdminEdition = (e: NewsletterEdition): AdminEdition => ({
  id: e.id,
  title: e.title,
  subject: e.subject,
  content: e.content,
  city: e.city,
  status: e.status as AdminEdition['status'],
  featuredArticles: e.featuredArticles,
  featuredEvents: e.featuredEvents,
  featuredBusinesses: e.featuredBusinesses,
  featuredSpotlight: e.featuredSpotlight,
  scheduledFor: e.scheduledFor?.toISOString() ?? null,
  sentAt: e.sentAt?.toISOString() ?? null,
  recipientCount: e.recipientCount,
  openRate: rate(e.openRate),
  clickRate: rate(e.clickRate),
  createdAt: e.createdAt.toISOString(),
});

export async function withPicks<T>(db: Db, e: NewsletterEdition, shape: (e: NewsletterEdition) => T) {
  return { ...shape(e), picks: await loadPicks(db, e) };
}

export async function listEditions(db: Db, q: { city?: string; status?: string; limit: number; offset: number }) {
  const filters: SQL[] = [];
  if (q.city) filters.push(eq(newsletterEditions.city, q.city));
  if (q.status) filters.push(eq(newsletterEditions.status, q.status));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterEditions)
      .where(where)
      .orderBy(desc(newsletterEditions.createdAt))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(newsletterEditions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function getEdition(db: Db, id: string): Promise<NewsletterEdition> {
  const [row] = await db.select().from(newsletterEditions).where(eq(newsletterEditions.id, id)).limit(1);
  if (!row) throw notFound('Edition', 'EDITION_NOT_FOUND');
  return row;
}

async function editable(db: Db, id: string) {
  const edition = await getEdition(db, id);
  if (edition.status === 'sent') throw alreadySent();
  return edition;
}

export async function updateEdition(db: Db, id: string, input: EditionUpdateInput, now = new Date()) {
  await editable(db, id);
  await checkPicks(db, input, now);
  const dedupe = (ids?: string[]) => (ids ? [...new Set(ids)] : undefined);
  const [row] = await db
    .update(newsletterEditions)
    .set({
      ...input,
      featuredArticles: dedupe(input.featuredArticles),
      featuredEvents: dedupe(input.featuredEvents),
      featuredBusinesses: dedupe(input.featuredBusinesses),
    })
    .where(and(eq(newsletterEditions.id, id), inArray(newsletterEditions.status, ['draft', 'scheduled'])))
    .returning();
  if (!row) throw alreadySent();
  return row;
}

export async function scheduleEdition(db: Db, id: string, scheduledFor: string | null, now = new Date()) {
  await editable(db, id);
  const at = scheduledFor ? new Date(scheduledFor) : null;
  if (at && at.getTime() <= now.getTime()) {
    throw new AppError('SCHEDULE_IN_PAST', 400, 'Please choose a time in the future.', [
      { path: 'scheduledFor', message: 'Please choose a time in the future.' },
    ]);
  }
  const [row] = await db
    .update(newsletterEditions)
    .set({ status: at ? 'scheduled' : 'draft', scheduledFor: at })
    .where(and(eq(newsletterEditions.id, id), inArray(newsletterEditions.status, ['draft', 'scheduled'])))
    .returning();
  if (!row) throw alreadySent();
  return row;
}

export async function deleteEdition(db: Db, id: string) {
  await editable(db, id);
  await db
    .delete(newsletterEditions)
    .where(and(eq(newsletterEditions.id, id), inArray(newsletterEditions.status, ['draft', 'scheduled'])));
}
