/** Factories for the Vent Room API tests: rows with defaults (accounts: test/factories.ts). */
import type { Db } from '../../db/client';
import { ventComments, ventPosts } from '../../db/schema';

export async function createPost(db: Db, overrides: Partial<typeof ventPosts.$inferInsert> = {}) {
  const [row] = await db
    .insert(ventPosts)
    .values({
      title: 'Snow plows skipped our street again',
      content: 'Three days and still no plow on our block.',
      authorName: 'Pat Poster',
      authorEmail: 'pat.private@example.com',
      city: 'rochester',
      status: 'approved',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no post');
  return row;
}

export async function createComment(db: Db, postId: string, overrides: Partial<typeof ventComments.$inferInsert> = {}) {
  const [row] = await db
    .insert(ventComments)
    .values({
      postId,
      content: 'Same here, call 311.',
      authorName: 'Casey Commenter',
      authorEmail: 'casey.private@example.com',
      status: 'approved',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no comment');
  return row;
}
