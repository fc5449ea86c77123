/**
 * The test factories every API test shares: accounts made through the real sign-up route, and
 * content rows with sensible defaults (published, Rochester) that a test overrides where it matters.
 */
import type { Db } from '../db/client';
import { articles, businesses, events } from '../db/schema';
import { PUBLISHED } from '../../shared/publishing';
import type { TestContext } from './app';
import { registerVerified } from './accounts';
import { sessionCookie } from './http';

export const TEST_PASSWORD = 'correct horse battery';

let seq = 0;
const next = () => `${++seq}-${process.pid}`;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** The session cookie of the sign-up, ready for a Cookie header. */
  cookie: string;
}

/**
 * Registers an account through POST /api/auth/register and verifies its address through the
 * e-mailed link (test/accounts.ts), signed in. The first account of a fresh database becomes the
 * admin (with two-step sign-in on, ready for staff routes), the others members.
 */
export async function createUser(
  t: TestContext,
  over: { firstName?: string; lastName?: string; email?: string; password?: string; verify?: boolean } = {},
): Promise<TestUser> {
  const firstName = over.firstName ?? 'Sam';
  const password = over.password ?? TEST_PASSWORD;
  const account = await registerVerified(t, {
    firstName,
    lastName: over.lastName ?? 'Tester',
    email: over.email ?? `${firstName.toLowerCase()}-${next()}@example.com`,
    password,
    verify: over.verify,
  });
  return { id: account.id, email: account.email, password, cookie: account.cookie };
}

/** Signs in through POST /api/auth/sign-in and answers the new session cookie. */
export async function signIn(t: TestContext, user: { email: string; password?: string }): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: user.email, password: user.password ?? TEST_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return sessionCookie(res);
}

const DAY = 24 * 60 * 60 * 1000;
/** A calendar day (YYYY-MM-DD) some days from now. */
export const dayFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

export async function createArticle(db: Db, over: Partial<typeof articles.$inferInsert> = {}) {
  const [row] = await db
    .insert(articles)
    .values({
      title: `A story ${next()}`,
      excerpt: 'Excerpt',
      content: 'Content',
      category: 'News',
      author: 'Staff',
      imageUrl: '/media/a.svg',
      status: PUBLISHED,
      ...over,
    })
    .returning();
  if (!row) throw new Error('no article');
  return row;
}

export async function createBusiness(db: Db, over: Partial<typeof businesses.$inferInsert> = {}) {
  const [row] = await db
    .insert(businesses)
    .values({
      name: `A shop ${next()}`,
      category: 'retail',
      address: '1 Main St',
      description: 'Local shop',
      imageUrl: '/media/b.svg',
      status: PUBLISHED,
      ...over,
    })
    .returning();
  if (!row) throw new Error('no business');
  return row;
}

export async function createEvent(db: Db, over: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await db
    .insert(events)
    .values({
      title: `An event ${next()}`,
      description: 'Fun',
      date: dayFromNow(3),
      time: '7:00 PM',
      location: 'Main St',
      status: PUBLISHED,
      ...over,
    })
    .returning();
  if (!row) throw new Error('no event');
  return row;
}
