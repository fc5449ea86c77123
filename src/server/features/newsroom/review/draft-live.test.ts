import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { articles, outgoingMail } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../test/app';
import { account, content, inject, type Account } from './testing';

let t: TestContext;
let editor: Account;
let member: Account;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://bylocals.example' });
  await account(t); // the first account of a fresh database is the admin
  editor = await account(t, 'editor');
  member = await account(t);
});
afterAll(() => t.close());

const liveMail = async () =>
  (await t.database.db.select().from(outgoingMail).where(eq(outgoingMail.kind, 'submission-live'))).map((m) => ({
    to: m.recipient,
    subject: m.subject,
    text: m.text,
  }));

describe("a reader's approved draft", () => {
  it('going live in the newsroom e-mails its sender once, with the link to it', async () => {
    const sent = await inject(t, 'POST', '/api/submissions', member.cookie, content());
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json<{ id: string }>().id;
    const approved = await inject(t, 'POST', `/api/admin/review/content/${id}/decision`, editor.cookie, {
      decision: 'approve',
    });
    expect(approved.json()).toMatchObject({ draft: { kind: 'article' } });
    const [draft] = await t.database.db.select().from(articles).where(eq(articles.submissionId, id));

    const edit = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/content/articles/${draft!.id}`,
        headers: { cookie: editor.cookie },
        payload,
      });
    expect((await edit({ excerpt: 'Cats, counted.' })).statusCode).toBe(200);
    expect(await liveMail()).toEqual([]); // still a draft

    const published = await edit({
      status: 'published',
      imageUrl: '/media/demo/article/bodega-cats.svg',
      imageAlt: 'A cat asleep on a bodega counter',
      category: 'Community',
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await edit({ title: 'Bodega cats of Queens, counted' })).statusCode).toBe(200);

    const mails = await liveMail();
    expect(mails).toHaveLength(1);
    // The account's own address (the form's may differ).
    expect(mails[0]).toMatchObject({ to: member.email, subject: 'Published: Bodega cats of Queens' });
    expect(mails[0]?.text).toContain(`See it on the site: https://bylocals.example/articles/${draft!.id}`);
  });
});
