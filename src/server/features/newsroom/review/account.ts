/** "My submissions": every piece one account sent, of every kind, and where it stands. */
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  articles,
  artistWriteups,
  artists,
  contributors,
  deals,
  events,
  fashionItems,
  music,
  photoSubmissions,
  resources,
  sportsStories,
  spotlights,
  storyComments,
  submissions,
  ventComments,
  ventPosts,
} from '../../../db/schema';
import type { ReviewKind } from '../../../../shared/review';
import { storyPath } from '../../../platform/story-comments';
import type { MySubmission, MySubmissionState } from '../../../../shared/my-submissions';
import { CONTENT_TARGETS, PUBLIC_PAGE, publicPageOf, stageOf, type ContentType } from './stages';

const CAP = 200;
const TARGET_TABLES = {
  article: articles,
  event: events,
  deal: deals,
  resource: resources,
  fashion: fashionItems,
  music,
  artist: artists,
};

interface Row {
  id: string;
  title: string;
  subtype: string | null;
  city: string | null;
  status: string;
  submittedAt: Date;
  reviewedAt: Date | null;
  reviewNotes: string | null;
}

function entry(
  kind: ReviewKind,
  r: Row,
  published: { state: MySubmissionState; url: string | null } | null,
): MySubmission {
  const stage = stageOf(kind, r.status);
  const state: MySubmissionState =
    r.status === 'draft'
      ? 'draft'
      : stage === 'pending'
        ? 'in_review'
        : stage === 'rejected'
          ? 'rejected'
          : (published?.state ?? 'approved');
  return {
    kind,
    id: r.id,
    title: r.title,
    subtype: r.subtype,
    city: r.city,
    state,
    submittedAt: r.submittedAt.toISOString(),
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    reviewNotes: stage === 'pending' ? null : r.reviewNotes,
    url: state === 'published' ? (published?.url ?? null) : null,
  };
}

/** Whether each approved submission's public row is live yet (staff may still be finishing a draft). */
async function contentTargets(db: Db, rows: { type: string; publishedId: string | null }[]) {
  const live = new Set<string>();
  const byKind = new Map<string, string[]>();
  for (const r of rows) {
    const target = CONTENT_TARGETS[r.type as ContentType];
    if (!target || !r.publishedId) continue;
    byKind.set(target.kind, [...(byKind.get(target.kind) ?? []), r.publishedId]);
  }
  for (const [kind, ids] of byKind) {
    const t = TARGET_TABLES[kind as keyof typeof TARGET_TABLES];
    const found = await db.select({ id: t.id, status: t.status }).from(t).where(inArray(t.id, ids));
    for (const f of found) if (f.status === 'published') live.add(f.id);
  }
  return live;
}

export async function listMySubmissions(db: Db, userId: string, now = new Date()): Promise<MySubmission[]> {
  const out: MySubmission[] = [];
  const content = await db
    .select()
    .from(submissions)
    .where(eq(submissions.submittedBy, userId))
    .orderBy(desc(submissions.submittedAt))
    .limit(CAP);
  const live = await contentTargets(db, content);
  for (const s of content) {
    const target = CONTENT_TARGETS[s.type as ContentType];
    const isLive = !!s.publishedId && live.has(s.publishedId);
    out.push(
      entry(
        'content',
        { ...s, subtype: s.type },
        target && s.publishedId ? { state: isLive ? 'published' : 'preparing', url: target.url(s.publishedId) } : null,
      ),
    );
  }
  const pageOf = (kind: ReviewKind) => ({ state: 'published' as const, url: PUBLIC_PAGE[kind] ?? null });

  for (const p of await db.select().from(photoSubmissions).where(eq(photoSubmissions.submittedBy, userId)).limit(CAP)) {
    out.push(entry('photo', { ...p, subtype: p.category }, pageOf('photo')));
  }
  const writeups = await db
    .select({ w: artistWriteups, city: artists.city, artistName: artists.name })
    .from(artistWriteups)
    .innerJoin(artists, eq(artists.id, artistWriteups.artistId))
    .where(eq(artistWriteups.submittedBy, userId))
    .limit(CAP);
  for (const { w, city, artistName } of writeups) {
    out.push(
      entry('writeup', { ...w, city, subtype: `About ${artistName}`, submittedAt: w.createdAt }, pageOf('writeup')),
    );
  }
  for (const s of await db.select().from(spotlights).where(eq(spotlights.submittedBy, userId)).limit(CAP)) {
    // Approved with a featured date still to come (or switched off): not on the public page yet.
    const waiting = !s.isActive || (s.featuredDate !== null && s.featuredDate.getTime() > now.getTime());
    const published = {
      state: waiting ? ('preparing' as const) : ('published' as const),
      url: publicPageOf('spotlight', s),
    };
    out.push(entry('spotlight', { ...s, subtype: s.type, submittedAt: s.createdAt }, published));
  }
  for (const c of await db.select().from(contributors).where(eq(contributors.userId, userId)).limit(CAP)) {
    out.push(
      entry(
        'contributor',
        { ...c, title: 'Contributor application', subtype: c.specialty, submittedAt: c.joinedAt },
        null,
      ),
    );
  }
  for (const s of await db.select().from(sportsStories).where(eq(sportsStories.submittedBy, userId)).limit(CAP)) {
    out.push(entry('sports', { ...s, subtype: s.sport }, pageOf('sports')));
  }
  for (const v of await db.select().from(ventPosts).where(eq(ventPosts.submittedBy, userId)).limit(CAP)) {
    out.push(entry('vent-post', { ...v, subtype: null, submittedAt: v.createdAt }, pageOf('vent-post')));
  }
  const comments = await db
    .select({ c: ventComments, postTitle: ventPosts.title, city: ventPosts.city })
    .from(ventComments)
    .innerJoin(ventPosts, eq(ventPosts.id, ventComments.postId))
    .where(eq(ventComments.submittedBy, userId))
    .limit(CAP);
  for (const { c, postTitle, city } of comments) {
    out.push(
      entry(
        'vent-comment',
        { ...c, title: `Comment on “${postTitle}”`, subtype: null, city, submittedAt: c.createdAt },
        pageOf('vent-comment'),
      ),
    );
  }
  const onStories = await db
    .select()
    .from(storyComments)
    .where(eq(storyComments.authorUserId, userId))
    .orderBy(desc(storyComments.createdAt))
    .limit(CAP);
  for (const c of onStories) {
    const published = { state: 'published' as const, url: `${storyPath(c.targetKind, c.targetId)}#comments` };
    const comment = { ...c, title: `Comment on “${c.targetTitle}”`, subtype: null, submittedAt: c.createdAt };
    out.push(entry('story-comment', comment, published));
  }
  return out.sort((a, b) => b.submittedAt.localeCompare(a.submittedAt) || b.id.localeCompare(a.id));
}
