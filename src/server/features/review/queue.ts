/** The desk's queue: every kind of reader submission in one list, newest first, with counts per kind. */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  artistWriteups,
  artists,
  contributors,
  photoSubmissions,
  sportsStories,
  spotlights,
  submissions,
  users,
  ventComments,
  ventPosts,
} from '../../db/schema';
import { REVIEW_KINDS, type ReviewItem, type ReviewKind, type ReviewStage } from '../../../shared/review';
import { CONTENT_TARGETS, publicPageOf, stageOf, storedStatuses, type ContentType } from './stages';
import { contributorSenders, payoutKindOf } from './earners';

interface Filter {
  stage: ReviewStage;
  city?: string;
}

type Draft = Omit<
  ReviewItem,
  'kind' | 'stage' | 'reviewedByName' | 'details' | 'submittedAt' | 'reviewedAt' | 'publishedAs'
> & {
  submittedAt: Date;
  reviewedAt: Date | null;
  reviewedBy: string | null;
  publishedId?: string | null;
  row: Record<string, unknown>;
};

type Column = Parameters<typeof eq>[0];
const inCity = (column: Column, city?: string) => (city ? eq(column, city) : undefined);
/** A kind's rows at the filter's stage (and city): the same condition for its list and its count. */
const inQueue = (status: Column, city: Column, kind: Parameters<typeof storedStatuses>[0], f: Filter) =>
  and(inArray(status, storedStatuses(kind, f.stage)), inCity(city, f.city));

/** One kind's rows and its count, by the same filter. */
interface Source {
  rows(db: Db, f: Filter, limit: number, id?: string): Promise<Draft[]>;
  count(db: Db, f: Filter): Promise<number>;
}

const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

const SOURCES: Record<ReviewKind, Source> = {
  content: {
    rows: async (db, f, limit, id) => {
      const t = submissions;
      const rows = await db
        .select()
        .from(t)
        .where(id ? eq(t.id, id) : inQueue(t.status, t.city, 'content', f))
        .orderBy(desc(t.submittedAt), desc(t.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        subtype: r.type,
        status: r.status,
        city: r.city,
        submitterName: r.submitterName,
        submitterEmail: r.submitterEmail,
        submittedAt: r.submittedAt,
        imageUrl: r.imageUrl,
        body: [r.description, r.content].filter(Boolean).join('\n\n'),
        reviewNotes: r.reviewNotes,
        reviewedAt: r.reviewedAt,
        reviewedBy: r.reviewedBy,
        publishedId: r.publishedId,
        row: r,
      }));
    },
    count: (db, f) =>
      countOf(
        db
          .select({ n: count() })
          .from(submissions)
          .where(inQueue(submissions.status, submissions.city, 'content', f)),
      ),
  },
  photo: {
    rows: async (db, f, limit, id) => {
      const t = photoSubmissions;
      const rows = await db
        .select()
        .from(t)
        .where(id ? eq(t.id, id) : inQueue(t.status, t.city, 'photo', f))
        .orderBy(desc(t.submittedAt), desc(t.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        subtype: r.category,
        status: r.status,
        city: r.city,
        submitterName: r.photographerName,
        submitterEmail: r.photographerEmail,
        submittedAt: r.submittedAt,
        imageUrl: r.imageUrl,
        body: r.description,
        reviewNotes: r.reviewNotes,
        reviewedAt: r.reviewedAt,
        reviewedBy: r.reviewedBy,
        row: r,
      }));
    },
    count: (db, f) =>
      countOf(
        db
          .select({ n: count() })
          .from(photoSubmissions)
          .where(inQueue(photoSubmissions.status, photoSubmissions.city, 'photo', f)),
      ),
  },
  writeup: {
    rows: async (db, f, limit, id) => {
      const t = artistWriteups;
      const rows = await db
        .select({ w: t, artistName: artists.name, city: artists.city })
        .from(t)
        .innerJoin(artists, eq(artists.id, t.artistId))
        .where(id ? eq(t.id, id) : inQueue(t.status, artists.city, 'writeup', f))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit);
      return rows.map(({ w, artistName, city }) => ({
        id: w.id,
        title: w.title,
        subtype: `About ${artistName}`,
        status: w.status,
        city,
        submitterName: w.authorName,
        submitterEmail: w.authorEmail,
        submittedAt: w.createdAt,
        imageUrl: null,
        body: w.content,
        reviewNotes: w.reviewNotes,
        reviewedAt: w.reviewedAt,
        reviewedBy: w.reviewedBy,
        row: { ...w, artistName },
      }));
    },
    count: (db, f) =>
      countOf(
        db
          .select({ n: count() })
          .from(artistWriteups)
          .innerJoin(artists, eq(artists.id, artistWriteups.artistId))
          .where(inQueue(artistWriteups.status, artists.city, 'writeup', f)),
      ),
  },
  spotlight: {
    rows: async (db, f, limit, id) => {
      const t = spotlights;
      const rows = await db
        .select()
        .from(t)
        .where(id ? eq(t.id, id) : inQueue(t.status, t.city, 'spotlight', f))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        subtype: r.type,
        status: r.status,
        city: r.city,
        submitterName: r.nominatedBy,
        submitterEmail: null,
        submittedAt: r.createdAt,
        imageUrl: r.imageUrl || null,
        body: [r.description, r.nominationReason, r.content].filter(Boolean).join('\n\n'),
        reviewNotes: r.reviewNotes,
        reviewedAt: r.reviewedAt,
        reviewedBy: r.reviewedBy,
        row: r,
      }));
    },
    count: (db, f) =>
      countOf(
        db
          .select({ n: count() })
          .from(spotlights)
          .where(inQueue(spotlights.status, spotlights.city, 'spotlight', f)),
      ),
  },
  contributor: {
    rows: async (db, f, limit, id) => {
      const t = contributors;
      const rows = await db
        .select()
        .from(t)
        .where(id ? eq(t.id, id) : inQueue(t.status, t.city, 'contributor', f))
        .orderBy(desc(t.joinedAt), desc(t.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        title: `${r.name}, ${r.specialty ?? 'contributor'}`,
        subtype: r.specialty,
        status: r.status,
        city: r.city,
        submitterName: r.name,
        submitterEmail: r.email,
        submittedAt: r.joinedAt,
        imageUrl: null,
        body: [r.bio, r.portfolioUrl, r.socialLinks].filter(Boolean).join('\n\n'),
        reviewNotes: r.reviewNotes,
        reviewedAt: r.reviewedAt,
        reviewedBy: r.reviewedBy,
        row: r,
      }));
    },
    count: (db, f) =>
      countOf(
        db
          .select({ n: count() })
          .from(contributors)
          .where(inQueue(contributors.status, contributors.city, 'contributor', f)),
      ),
  },
  sports: {
    rows: async (db, f, limit, id) => {
      const t = sportsStories;
      const rows = await db
        .select()
        .from(t)
        .where(id ? eq(t.id, id) : inQueue(t.status, t.city, 'sports', f))
        .orderBy(desc(t.submittedAt), desc(t.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        subtype: r.sport,
        status: r.status,
        city: r.city,
        submitterName: r.authorName,
        submitterEmail: r.authorEmail,
        submittedAt: r.submittedAt,
        imageUrl: r.imageUrl,
        body: r.content,
        reviewNotes: r.reviewNotes,
        reviewedAt: r.reviewedAt,
        reviewedBy: r.reviewedBy,
        row: r,
      }));
    },
    count: (db, f) =>
      countOf(
        db
          .select({ n: count() })
          .from(sportsStories)
          .where(inQueue(sportsStories.status, sportsStories.city, 'sports', f)),
      ),
  },
  'vent-post': {
    rows: async (db, f, limit, id) => {
      const t = ventPosts;
      const rows = await db
        .select()
        .from(t)
        .where(id ? eq(t.id, id) : inQueue(t.status, t.city, 'vent-post', f))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        subtype: r.isAnonymous ? 'anonymous' : null,
        status: r.status,
        city: r.city,
        submitterName: r.authorName,
        submitterEmail: r.authorEmail,
        submittedAt: r.createdAt,
        imageUrl: null,
        body: r.content,
        reviewNotes: r.reviewNotes,
        reviewedAt: r.reviewedAt,
        reviewedBy: r.reviewedBy,
        row: r,
      }));
    },
    count: (db, f) =>
      countOf(
        db
          .select({ n: count() })
          .from(ventPosts)
          .where(inQueue(ventPosts.status, ventPosts.city, 'vent-post', f)),
      ),
  },
  'vent-comment': {
    rows: async (db, f, limit, id) => {
      const t = ventComments;
      const rows = await db
        .select({ c: t, postTitle: ventPosts.title, city: ventPosts.city })
        .from(t)
        .innerJoin(ventPosts, eq(ventPosts.id, t.postId))
        .where(id ? eq(t.id, id) : inQueue(t.status, ventPosts.city, 'vent-comment', f))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit);
      return rows.map(({ c, postTitle, city }) => ({
        id: c.id,
        title: `Comment on “${postTitle}”`,
        subtype: c.isAnonymous ? 'anonymous' : null,
        status: c.status,
        city,
        submitterName: c.authorName,
        submitterEmail: c.authorEmail,
        submittedAt: c.createdAt,
        imageUrl: null,
        body: c.content,
        reviewNotes: c.reviewNotes,
        reviewedAt: c.reviewedAt,
        reviewedBy: c.reviewedBy,
        row: { ...c, postTitle },
      }));
    },
    count: (db, f) =>
      countOf(
        db
          .select({ n: count() })
          .from(ventComments)
          .innerJoin(ventPosts, eq(ventPosts.id, ventComments.postId))
          .where(inQueue(ventComments.status, ventPosts.city, 'vent-comment', f)),
      ),
  },
};

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

/** One item of any kind, in full (for the decision's answer and the desk's detail view). */

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
