import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  articles,
  auditLog,
  businesses,
  categories,
  demoContent,
  savedItems,
  ventComments,
  ventPosts,
} from '../../../db/schema';
import { seedDemo } from '../../../db/seed';
import type { DemoContentCount, DemoRemoveResult } from '../../../../shared/newsroom/desk-list';
import { newsroomTestApp, SAMPLE_BODIES, type NewsroomTest } from './testing';

let t: NewsroomTest;
beforeAll(async () => {
  t = await newsroomTestApp();
  await seedDemo(t.database.db, { now: t.clock.now });
}, 120_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload: payload as object } : {}) });
const rows = async (table: typeof articles | typeof ventPosts | typeof categories) =>
  (await t.database.db.select({ n: count() }).from(table))[0]!.n;

describe('removing the demo content', () => {
  it('is for admins only and needs a confirmation', async () => {
    expect((await call('GET', '/api/admin/demo-content')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/demo-content', t.member.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/demo-content', t.editor.cookie)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/demo-content/remove', t.editor.cookie, { confirm: true })).statusCode).toBe(
      403,
    );
    const unconfirmed = await call('POST', '/api/admin/demo-content/remove', t.admin.cookie, { confirm: false });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json<{ message: string }>().message).toBe('Please confirm the removal.');
    expect(await rows(articles)).toBeGreaterThan(10);
  });

  it(
    'removes exactly the seeded rows, keeps what staff and readers made, and is idempotent',
    { timeout: 90_000 },
    async () => {
      // Staff write a story of their own and edit one demo story; a reader replies to a demo post.
      const own = await call('POST', '/api/admin/content/articles', t.editor.cookie, SAMPLE_BODIES.articles);
      expect(own.statusCode).toBe(201);
      const [demoStory] = await t.database.db.select().from(articles).where(eq(articles.status, 'published')).limit(1);
      const edit = await call('PATCH', `/api/admin/content/articles/${demoStory!.id}`, t.editor.cookie, {
        title: 'Our own take',
        imageAlt: 'A street in winter',
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const [post] = await t.database.db.select().from(ventPosts).limit(1);
      await t.database.db.insert(ventComments).values({
        postId: post!.id,
        content: 'Same on my street.',
        authorName: 'Rita',
        authorEmail: 'rita@example.com',
      } as never);
      // A member saved a demo business (to go) and the story staff edited (kept).
      const [demoShop] = await t.database.db
        .select()
        .from(businesses)
        .where(eq(businesses.status, 'published'))
        .limit(1);
      for (const url of [`/api/saved/businesses/${demoShop!.id}`, `/api/saved/articles/${demoStory!.id}`]) {
        const put = await t.app.inject({ method: 'PUT', url, headers: { cookie: t.member.cookie } });
        expect(put.statusCode, put.body).toBe(200);
      }
      const before = await t.database.db.select({ n: count() }).from(demoContent);

      const counted = await call('GET', '/api/admin/demo-content', t.admin.cookie);
      expect(counted.statusCode).toBe(200);
      const { count: toGo, kept } = counted.json<DemoContentCount>();
      expect(kept).toBe(2);
      expect(toGo).toBeGreaterThan(100);
      expect(toGo).toBeLessThan(before[0]!.n);

      const removed = await call('POST', '/api/admin/demo-content/remove', t.admin.cookie, { confirm: true });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json<DemoRemoveResult>()).toEqual({ removed: toGo, kept: 2 });

      const left = await t.database.db.select({ id: articles.id, title: articles.title }).from(articles);
      expect(left.map((a) => a.title).sort()).toEqual(['Our own take', SAMPLE_BODIES.articles.title].sort());
      expect((await t.database.db.select().from(ventPosts)).map((p) => p.id)).toEqual([post!.id]);
      // The kept post keeps its demo comments as well as the reader's.
      expect((await t.database.db.select().from(ventComments)).length).toBeGreaterThan(1);
      // "Community" is still used by the staff story; unused demo categories are gone.
      expect((await t.database.db.select({ name: categories.name }).from(categories)).map((c) => c.name)).toContain(
        'Community',
      );
      // The saved business went with it; the saved story that stays is still saved.
      expect((await t.database.db.select().from(savedItems)).map((i) => i.itemId)).toEqual([demoStory!.id]);
      const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'demo.remove'));
      expect(entry?.actorId).toBe(t.admin.id);

      // The public lists now hold only what people made.
      const list = await call('GET', '/api/businesses?city=rochester');
      expect(list.json<unknown[]>()).toEqual([]);

      // A second time finds nothing to remove and changes nothing.
      expect((await call('GET', '/api/admin/demo-content', t.admin.cookie)).json<DemoContentCount>()).toEqual({
        count: 0,
        kept: 2,
      });
      const again = await call('POST', '/api/admin/demo-content/remove', t.admin.cookie, { confirm: true });
      expect(again.json<DemoRemoveResult>()).toEqual({ removed: 0, kept: 2 });
      expect(await rows(articles)).toBe(2);
      expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'demo.remove'))).toHaveLength(1);
    },
  );
});
