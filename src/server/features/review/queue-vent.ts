/** Where Vent Room posts and comments wait for the desk. */
import { count, desc, eq } from 'drizzle-orm';
import { ventComments, ventPosts } from '../../db/schema';
import { countOf, inQueue, type Source } from './queue-kit';

export const VENT_SOURCES = {
  'vent-post': {
    rows: async (db, f, limit) => {
      const t = ventPosts;
      const rows = await db
        .select()
        .from(t)
        .where(inQueue(t.status, t.city, 'vent-post', f))
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
    rows: async (db, f, limit) => {
      const t = ventComments;
      const rows = await db
        .select({ c: t, postTitle: ventPosts.title, city: ventPosts.city })
        .from(t)
        .innerJoin(ventPosts, eq(ventPosts.id, t.postId))
        .where(inQueue(t.status, ventPosts.city, 'vent-comment', f))
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
} satisfies Record<string, Source>;
