/** Test helpers of the newsroom: an app with a movable clock and accounts of each role. */
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/app';
import { enableTotp, registerVerified } from '../../../test/accounts';
import { users } from '../../../db/schema';
import type { Role } from '../../../../shared/newsroom/roles';

export interface NewsroomTest extends TestContext {
  /** The app's clock; set `clock.now` to move time. */
  clock: { now: Date };
  admin: Account;
  editor: Account;
  member: Account;
  signUp(role: Role, name?: string): Promise<Account>;
}
export interface Account {
  id: string;
  email: string;
  cookie: string;
}

let counter = 0;

export async function newsroomTestApp(
  overrides: Parameters<typeof createTestApp>[0] = {},
  opts: { ssr?: boolean } = {},
): Promise<NewsroomTest> {
  const clock = { now: new Date('2026-11-20T15:00:00Z') };
  const t = await createTestApp(overrides, undefined, { now: () => clock.now, ssr: opts.ssr });
  async function signUp(role: Role, name = 'Pat'): Promise<Account> {
    counter += 1;
    const email = `${role}${counter}-${Date.now()}@example.com`;
    // A verified account (staff also turn on two-step sign-in, as STAFF_MFA requires).
    const account = await registerVerified(t, { firstName: name, lastName: role, email });
    await t.database.db.update(users).set({ role }).where(eq(users.id, account.id));
    if ((role === 'editor' || role === 'admin') && account.role !== 'admin') await enableTotp(t, account.cookie);
    return { id: account.id, email, cookie: account.cookie };
  }
  const admin = await signUp('admin', 'Ada');
  const editor = await signUp('editor', 'Eddie');
  const member = await signUp('member', 'Mia');
  return Object.assign(t, { clock, admin, editor, member, signUp });
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export type CallArgs = [cookie: string | undefined, method: Method, url: string, payload?: object];
/** A call as the account whose cookie is given (none: signed out). */
export const callAs = (t: TestContext, ...[cookie, method, url, payload]: CallArgs) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** A small valid body for each kind. */
export const SAMPLE_BODIES = {
  articles: {
    title: 'Snow plows ready',
    excerpt: 'The city is ready.',
    category: 'Community',
    city: 'buffalo',
    html: '<p>Ready.</p>',
  },
  businesses: {
    name: 'Corner Bakery',
    category: 'Food & Dining',
    address: '1 Main St',
    description: 'Bread every morning.',
    imageUrl: '/media/demo/bakery.svg',
    city: 'rochester',
  },
  events: {
    title: 'Winter market',
    description: 'Local crafts.',
    location: 'Market Hall',
    startsAt: '2026-12-05T15:00:00Z',
    endsAt: '2026-12-05T19:00:00Z',
    city: 'rochester',
  },
  deals: {
    title: 'Two for one coffee',
    description: 'Mornings only.',
    category: 'Food',
    businessName: 'Bean There',
    businessEmail: 'owner@beanthere.example',
    imageUrl: '/media/demo/coffee.svg',
    city: 'rochester',
  },
  resources: { name: 'Food pantry', category: 'Food', description: 'Open to all.', city: 'rochester' },
  fashion: {
    title: 'Wool coat',
    category: 'Outerwear',
    description: 'Warm and local.',
    imageUrl: '/media/demo/coat.svg',
    city: 'rochester',
  },
  sports: { title: 'Hawks win', content: 'A late goal.', sport: 'hockey', city: 'rochester' },
  spotlights: {
    type: 'local_hero',
    title: 'Meet the crossing guard',
    featureName: 'June Park',
    description: 'Forty years on the corner.',
    imageUrl: '/media/demo/june.svg',
    city: 'rochester',
  },
  artists: { name: 'Lena Ray', bio: 'Paints the lake.', medium: 'Visual Arts', city: 'rochester' },
} as const;
