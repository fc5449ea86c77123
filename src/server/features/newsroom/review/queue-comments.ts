/** Where comments on stories wait for the desk: a new author's first ones, held words, and reported ones. */
import { eq } from 'drizzle-orm';
import { storyComments, users } from '../../../db/schema';
import { queueSource, type Source } from './queue-kit';

const HELD_BECAUSE: Record<string, string> = {
  'new-author': 'first comment',
  'watched-word': 'watched word',
  flags: 'reported by readers',
};

export const STORY_COMMENT_SOURCES = {
  'story-comment': queueSource({
    kind: 'story-comment',
    table: storyComments,
    city: storyComments.city,
    submittedAt: storyComments.createdAt,
    join: { table: users, on: eq(users.id, storyComments.authorUserId) },
    also: { firstName: users.firstName, lastName: users.lastName, email: users.email },
    fields: (c, { firstName, lastName, email }) => ({
      title: `${c.parentId ? 'Reply' : 'Comment'} on “${c.targetTitle}”`,
      subtype: c.heldReason ? (HELD_BECAUSE[c.heldReason] ?? c.heldReason) : null,
      city: c.city,
      submitterName: [firstName, lastName].filter(Boolean).join(' ') || null,
      submitterEmail: email,
      submittedAt: c.createdAt,
      imageUrl: null,
      body: c.content,
    }),
  }),
} satisfies Record<string, Source>;
