/** The desk's queue: every kind of reader submission in one list, newest first, with counts per kind. */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { REVIEW_KINDS, type ReviewItem, type ReviewKind, type ReviewStage } from '../../../../shared/review';
import { CONTENT_TARGETS, publicPageOf, stageOf, type ContentType } from './stages';
import type { Draft, Filter, Source } from './queue-kit';
import { CONTENT_SOURCES } from './queue-sources';
import { VENT_SOURCES } from './queue-vent';
import { STORY_COMMENT_SOURCES } from './queue-comments';

const SOURCES: Record<ReviewKind, Source> = { ...CONTENT_SOURCES, ...VENT_SOURCES, ...STORY_COMMENT_SOURCES };
import { contributorSenders, payoutKindOf } from './earners';

const json = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

function publishedAs(kind: ReviewKind, d: Draft, stage: ReviewStage): ReviewItem['publishedAs'] {
  if (stage !== 'approved') return null;
  if (kind === 'content') {
    const target = CONTENT_TARGETS[d.subtype as ContentType];
    return target && d.publishedId ? { kind: target.kind, id: d.publishedId, url: target.url(d.publishedId) } : null;
  }
  const page = publicPageOf(kind, { id: d.id, city: d.row.city });
  return page ? { kind, id: d.id, url: page } : null;
}

async function finish(db: Db, kind: ReviewKind, drafts: Draft[]): Promise<ReviewItem[]> {
  const earners = await contributorSenders(
    db,
    kind,
    drafts.map((d) => ({ subtype: d.subtype, submittedBy: d.row.submittedBy })),
  );
  const reviewerIds = [...new Set(drafts.map((d) => d.reviewedBy).filter((v): v is string => !!v))];
  const reviewers = reviewerIds.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, reviewerIds))
    : [];
  const nameOf = new Map(reviewers.map((u) => [u.id, [u.firstName, u.lastName].filter(Boolean).join(' ') || 'Staff']));
  return drafts.map(({ row, reviewedBy, publishedId: _p, ...d }) => {
    const stage = stageOf(kind, d.status);
    return {
      ...d,
      kind,
      stage,
      submittedAt: d.submittedAt.toISOString(),
      reviewedAt: d.reviewedAt?.toISOString() ?? null,
      reviewedByName: reviewedBy ? (nameOf.get(reviewedBy) ?? null) : null,
      publishedAs: publishedAs(kind, { row, reviewedBy, ...d }, stage),
      earnsAs: earners.has(row.submittedBy as string) ? payoutKindOf(kind, d.subtype) : null,
      details: json(row),
    };
  });
}

/** The desk's list at one stage (and kind, city), newest first, with the count of every kind. */
export async function listReviewQueue(
  db: Db,
  q: { kind?: ReviewKind; city?: string; status: ReviewStage; limit: number; offset: number },
) {
  const filter: Filter = { stage: q.status, city: q.city };
  const kinds = q.kind ? [q.kind] : REVIEW_KINDS;
  const wanted = q.offset + q.limit;
  const perKind = await Promise.all(
    kinds.map(async (kind) => finish(db, kind, await SOURCES[kind].rows(db, filter, wanted))),
  );
  const items = perKind
    .flat()
    .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt) || b.id.localeCompare(a.id))
    .slice(q.offset, wanted);
  const counts: Record<string, number> = {};
  for (const kind of REVIEW_KINDS) counts[kind] = await SOURCES[kind].count(db, filter);
  return { items, counts };
}
