/** Factories for the Vent Room API tests: the app with the routes, rows with defaults, staff and members. */
import type { Db } from '../../db/client';
import { ventComments, ventPosts } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { sessionCookie } from '../../test/http';

/** The real app on a fresh database. */
export const createVentTestApp = () => createTestApp();

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

let seq = 0;
/** Registers an account; the first one of a fresh database is the admin. */
export async function signUp(t: TestContext, firstName: string): Promise<string> {
  seq += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      firstName,
      lastName: 'Tester',
      email: `vent-${seq}-${firstName}@example.com`,
      password: 'a long enough password',
    },
  });
  if (res.statusCode >= 300) throw new Error(`register failed: ${res.body}`);
  return sessionCookie(res);
}
