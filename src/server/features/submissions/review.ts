/** Staff review of readers' submissions: the queue by kind and status, and the decision. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photoSubmissions, sportsStories, spotlights, submissions } from '../../db/schema';
import { notFound } from '../../platform/app-error';
import type { ReviewItem, ReviewKind } from '../../../shared/submissions';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

interface Common {
  title: string;
  status: string;
  city: string;
  submitterName: string | null;
  submitterEmail: string | null;
  submittedAt: Date;
  reviewNotes?: string | null;
  reviewedAt?: Date | null;
}

function toItem(kind: ReviewKind, row: { id: string } & Record<string, unknown>, common: Common): ReviewItem {
  const details = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
  return {
    kind,
    id: row.id,
    title: common.title,
    status: common.status,
    city: common.city,
    submitterName: common.submitterName,
    submitterEmail: common.submitterEmail,
    submittedAt: common.submittedAt.toISOString(),
    reviewNotes: common.reviewNotes ?? null,
    reviewedAt: iso(common.reviewedAt),
    details,
  };
}

export async function listForReview(
  db: Db,
  q: { kind: ReviewKind; status: string; limit: number; offset: number },
): Promise<ReviewItem[]> {
  const page = <T extends { limit(n: number): { offset(n: number): Promise<unknown> } }>(query: T) =>
    query.limit(q.limit).offset(q.offset);
  switch (q.kind) {
    case 'content': {
      const t = submissions;
      const rows = (await page(db.select().from(t).where(eq(t.status, q.status)).orderBy(desc(t.submittedAt), desc(t.id)))) as (typeof t.$inferSelect)[];
      return rows.map((r) => toItem('content', r, { ...r, submitterName: r.submitterName, submitterEmail: r.submitterEmail }));
    }
    case 'photo': {
      const t = photoSubmissions;
      const rows = (await page(db.select().from(t).where(eq(t.status, q.status)).orderBy(desc(t.submittedAt), desc(t.id)))) as (typeof t.$inferSelect)[];
      return rows.map((r) => toItem('photo', r, { ...r, submitterName: r.photographerName, submitterEmail: r.photographerEmail }));
    }
    case 'spotlight': {
      const t = spotlights;
      const rows = (await page(db.select().from(t).where(eq(t.status, q.status)).orderBy(desc(t.createdAt), desc(t.id)))) as (typeof t.$inferSelect)[];
      return rows.map((r) => toItem('spotlight', r, { ...r, submitterName: r.nominatedBy, submitterEmail: null, submittedAt: r.createdAt }));
    }
    case 'sports': {
      const t = sportsStories;
      const rows = (await page(db.select().from(t).where(eq(t.status, q.status)).orderBy(desc(t.submittedAt), desc(t.id)))) as (typeof t.$inferSelect)[];
      return rows.map((r) => toItem('sports', r, { ...r, submitterName: r.authorName, submitterEmail: r.authorEmail }));
    }
  }
}

/**
 * Records the decision. Content and photo rows keep who reviewed them and when; the spotlight and
 * sports tables have no review columns yet, so only their status changes. Publishing approved
 * content into the public pages is a separate step.
 */
export async function decide(
  db: Db,
  kind: ReviewKind,
  id: string,
  decision: { status: 'approved' | 'rejected'; reviewNotes: string | null },
  reviewerId: string,
): Promise<{ id: string; status: string }> {
  const review = { status: decision.status, reviewNotes: decision.reviewNotes, reviewedAt: new Date(), reviewedBy: reviewerId };
  const ret = { id: submissions.id, status: submissions.status };
  const [row] =
    kind === 'content'
      ? await db.update(submissions).set(review).where(eq(submissions.id, id)).returning(ret)
      : kind === 'photo'
        ? await db
            .update(photoSubmissions)
            .set(review)
            .where(eq(photoSubmissions.id, id))
            .returning({ id: photoSubmissions.id, status: photoSubmissions.status })
        : kind === 'spotlight'
          ? await db
              .update(spotlights)
              .set({ status: decision.status })
              .where(eq(spotlights.id, id))
              .returning({ id: spotlights.id, status: spotlights.status })
          : await db
              .update(sportsStories)
              .set({ status: decision.status })
              .where(eq(sportsStories.id, id))
              .returning({ id: sportsStories.id, status: sportsStories.status });
  if (!row) throw notFound('Submission', 'SUBMISSION_NOT_FOUND');
  return row;
}
