import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outgoingMail } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { createUser, type TestUser } from '../../test/factories';
import { createPost } from './test-factories';

let t: TestContext;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { firstName: 'Ada' });
});
afterAll(() => t.close());

const as = (method: 'POST', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload });
const queued = async (kind: string, to: string) =>
  (await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.kind, kind))).filter(
    (m) => m.recipient === to,
  );

describe('Vent Room moderation', () => {
  it("tells a Vent Room post's author it was approved by a moderator, once", async () => {
    const post = await createPost(t.database.db, {
      status: 'pending',
      title: 'Potholes on Elm',
      authorName: 'Pat',
      authorEmail: 'pat.vent@example.com',
    });
    const decide = () => as('POST', `/api/vent/admin/posts/${post.id}/status`, { status: 'approved' });
    expect((await decide()).statusCode).toBe(200);
    expect((await decide()).statusCode).toBe(200);
    const mails = await queued('review-decision', 'pat.vent@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Approved: Potholes on Elm']);
    expect(mails[0]?.text).toContain('“Potholes on Elm” was approved by our moderators');

    const rejected = await createPost(t.database.db, { status: 'pending', authorEmail: 'no.mail@example.com' });
    await as('POST', `/api/vent/admin/posts/${rejected.id}/status`, { status: 'rejected' });
    expect(await queued('review-decision', 'no.mail@example.com')).toEqual([]);
  });
});
