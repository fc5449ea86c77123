import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { savedItems, storyComments } from '../../../db/schema';
import { createArticle } from '../../../test/factories';
import { newsroomTestApp, type NewsroomTest } from './testing';

let t: NewsroomTest;
beforeAll(async () => {
  t = await newsroomTestApp();
});
afterAll(() => t.close());

const as = (cookie: string, method: 'GET' | 'PUT' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: { cookie } });

describe('a story staff delete', () => {
  it('leaves nothing behind that names it: saved copies and comments on it go too', async () => {
    const story = await createArticle(t.database.db, { title: 'Gone by noon' });
    expect((await as(t.member.cookie, 'PUT', `/api/saved/articles/${story.id}`)).statusCode).toBe(200);
    await t.database.db.insert(storyComments).values({
      targetKind: 'article',
      targetId: story.id,
      authorUserId: t.member.id,
      content: 'Held for review when the story went.',
      city: 'rochester',
      targetTitle: story.title,
    });

    expect((await as(t.editor.cookie, 'DELETE', `/api/admin/content/articles/${story.id}`)).statusCode).toBe(204);

    expect(await t.database.db.select().from(savedItems).where(eq(savedItems.itemId, story.id))).toEqual([]);
    expect(await t.database.db.select().from(storyComments).where(eq(storyComments.targetId, story.id))).toEqual([]);
    const saved = (await as(t.member.cookie, 'GET', '/api/saved')).json<{ id: string }[]>();
    expect(saved.map((i) => i.id)).not.toContain(story.id);
  });
});
