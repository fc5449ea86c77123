/** Where comments on stories wait for the desk: a new author's first ones, held words, and reported ones. */
import { count, desc, eq } from 'drizzle-orm';
import { storyComments, users } from '../../db/schema';
import { countOf, inQueue, type Source } from './queue-kit';

const HELD_BECAUSE: Record<string, string> = {
  'new-author': 'first comment',
  'watched-word': 'watched word',
  flags: 'reported by readers',
};

export const STORY_COMMENT_SOURCES = {
  'story-comment': {
    rows: async (db, f, limit) => {
      const t = storyComments;
      const rows = await db
        .select({ c: t, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(t)
        .innerJoin(users, eq(users.id, t.authorUserId))
        .where(inQueue(t.status, t.city, 'story-comment', f))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit);
      return rows.map(({ c, firstName, lastName, email }) => ({
        id: c.id,
        title: `${c.parentId ? 'Reply' : 'Comment'} on “${c.targetTitle}”`,
        subtype: c.heldReason ? (HELD_BECAUSE[c.heldReason] ?? c.heldReason) : null,
        status: c.status,
        city: c.city,
        submitterName: [firstName, lastName].filter(Boolean).join(' ') || null,
        submitterEmail: email,
        submittedAt: c.createdAt,
        imageUrl: null,
        body: c.content,
        reviewNotes: c.reviewNotes,
        reviewedAt: c.reviewedAt,
        reviewedBy: c.reviewedBy,
        row: c,
      }));
    },
    count: (db, f) =>
      countOf(
        db
          .select({ n: count() })
          .from(storyComments)
          .where(inQueue(storyComments.status, storyComments.city, 'story-comment', f)),
      ),
  },
} satisfies Record<string, Source>;
