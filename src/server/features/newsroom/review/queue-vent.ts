/** Where Vent Room posts and comments wait for the desk. */
import { eq } from 'drizzle-orm';
import { ventComments, ventPosts } from '../../../db/schema';
import { queueSource, type Source } from './queue-kit';

export const VENT_SOURCES = {
  'vent-post': queueSource({
    kind: 'vent-post',
    table: ventPosts,
    city: ventPosts.city,
    submittedAt: ventPosts.createdAt,
    fields: (r) => ({
      title: r.title,
      subtype: r.isAnonymous ? 'anonymous' : null,
      city: r.city,
      submitterName: r.authorName,
      submitterEmail: r.authorEmail,
      submittedAt: r.createdAt,
      imageUrl: null,
      body: r.content,
    }),
  }),
  'vent-comment': queueSource({
    kind: 'vent-comment',
    table: ventComments,
    city: ventPosts.city,
    submittedAt: ventComments.createdAt,
    join: { table: ventPosts, on: eq(ventPosts.id, ventComments.postId) },
    also: { postTitle: ventPosts.title, city: ventPosts.city },
    fields: (c, { postTitle, city }) => ({
      title: `Comment on “${postTitle}”`,
      subtype: c.isAnonymous ? 'anonymous' : null,
      city,
      submitterName: c.authorName,
      submitterEmail: c.authorEmail,
      submittedAt: c.createdAt,
      imageUrl: null,
      body: c.content,
      row: { ...c, postTitle },
    }),
  }),
} satisfies Record<string, Source>;
