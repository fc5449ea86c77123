import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/app';
import { createArticle, createUser, type TestUser } from '../../test/factories';
import { outgoingMail } from '../../db/schema';
import { resolveSessionSecret } from '../../platform/session-secret';
import { sendReplyDigests, DIGEST_GAP_MS } from './digest';
import { commentsApi } from './testing';

let t: TestContext;
let admin: TestUser;
let api: ReturnType<typeof commentsApi>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { firstName: 'Ada' });
  api = commentsApi(t);
});
afterAll(() => t.close());

const digestsTo = (email: string) =>
  t.database.db
    .select()
    .from(outgoingMail)
    .where(and(eq(outgoingMail.recipient, email), eq(outgoingMail.kind, 'comment-reply-digest')));
const runDigests = (at: Date) => sendReplyDigests(t.database.db, t.config, resolveSessionSecret(t.config), at);

/** A top-level comment by `writer`, approved. */
async function approvedComment(writer: TestUser, storyId: string, content: string) {
  const res = await api.write(writer.cookie, 'article', storyId, content);
  if (res.json().status === 'pending') await api.decide(admin.cookie, res.json().id, 'approve');
  return res.json().id as string;
}

describe('reply digest e-mails', () => {
  it('sends one digest an hour listing the replies, without anyone’s address, and one click turns it off', async () => {
    const story = await createArticle(t.database.db, { title: 'The new library opens' });
    const alice = await createUser(t, { firstName: 'Alice', lastName: 'Anders' });
    const bob = await createUser(t, { firstName: 'Bob', lastName: 'Brown' });
    const top = await approvedComment(alice, story.id, 'Finally, a library on our street.');
    // Alice answers herself: no notice. Bob's reply, once approved, is one.
    await api.write(alice.cookie, 'article', story.id, 'And it opens on Sundays!', top);
    const reply = await api.write(bob.cookie, 'article', story.id, 'See you at the opening.', top);
    expect(reply.json().status).toBe('pending');
    const now = new Date();
    expect(await runDigests(now)).toBe(0); // nothing approved to tell yet
    await api.decide(admin.cookie, reply.json().id, 'approve');
    expect(await runDigests(now)).toBe(1);
    expect(await runDigests(now)).toBe(0); // sent once
    const [mail] = await digestsTo(alice.email);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Bob B. replied to your comment');
    expect(mail!.text).toContain('“See you at the opening.”');
    expect(mail!.text).toContain('“The new library opens”');
    expect(mail!.text).toContain(`/articles/${story.id}#comment-${reply.json().id}`);
    expect(mail!.text).not.toContain('And it opens on Sundays!');
    expect(mail!.text).not.toContain(bob.email);
    expect(mail!.html).not.toContain(bob.email);
    expect(await digestsTo(bob.email)).toHaveLength(0);

    // A second reply within the hour waits for the hour to pass.
    const carol = await createUser(t, { firstName: 'Carol' });
    await api.write(admin.cookie, 'article', story.id, 'Staff here: welcome!', top);
    await runDigests(new Date(now.getTime() + 10 * 60 * 1000));
    expect(await digestsTo(alice.email)).toHaveLength(1);
    expect(await runDigests(new Date(now.getTime() + DIGEST_GAP_MS + 1000))).toBe(1);
    expect(await digestsTo(alice.email)).toHaveLength(2);

    // One-click unsubscribe, as a mail program does it (RFC 8058), from the header's link.
    const headers = mail!.headers as Record<string, string>;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(headers['List-Unsubscribe']!)![1]!;
    const path = link.slice(link.indexOf('/comment-replies/'));
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop reply e-mails');
    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Reply e-mails are off');
    expect((await api.call('GET', '/api/comments/settings', alice.cookie)).json()).toEqual({ replyEmails: false });
    await api.write(carol.cookie, 'article', story.id, 'Count me in.', top);
    await api.write(admin.cookie, 'article', story.id, 'One more from staff.', top);
    expect(await runDigests(new Date(now.getTime() + 3 * DIGEST_GAP_MS))).toBe(0);
    expect(await digestsTo(alice.email)).toHaveLength(2);

    // Back on from the account's setting.
    const on = await api.call('PUT', '/api/comments/settings', alice.cookie, { replyEmails: true });
    expect(on.json()).toEqual({ replyEmails: true });
    await api.write(admin.cookie, 'article', story.id, 'Doors open at nine.', top);
    expect(await runDigests(new Date(now.getTime() + 5 * DIGEST_GAP_MS))).toBe(1);
  });

  it('refuses a forged unsubscribe link', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/comment-replies/unsubscribe?token=someone.forged' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('This link no longer works');
  });
});
