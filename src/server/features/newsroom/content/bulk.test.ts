import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { auditLog } from '../../../db/schema';
import type { BulkResponse } from '../../../../shared/newsroom/desk-list';
import { newsroomTestApp, SAMPLE_BODIES, type NewsroomTest } from './testing';

let t: NewsroomTest;
beforeAll(async () => {
  t = await newsroomTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload: payload as object } : {}) });

const READY = { imageUrl: '/media/demo/cover.svg', imageAlt: 'A street' };
async function draft(title: string, extra: Record<string, unknown> = READY, cookie = t.editor.cookie) {
  const res = await call('POST', '/api/admin/content/articles', cookie, { ...SAMPLE_BODIES.articles, title, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}
const bulk = (body: unknown, cookie = t.editor.cookie, kind = 'articles') =>
  call('POST', `/api/admin/content/${kind}/bulk`, cookie, body);
const publicStatus = async (id: string) => (await call('GET', `/api/articles/${id}`)).statusCode;

describe('bulk actions on a content list', () => {
  it('publishes what may be published and says by name what may not', async () => {
    const a = await draft('Plows out early');
    const b = await draft('Salt trucks loaded');
    const bare = await draft('No cover yet', {});
    const res = await bulk({ action: 'publish', ids: [a, b, bare] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<BulkResponse>();
    expect(body.done).toBe(2);
    expect(body.summary).toBe('2 published. Not published: “No cover yet” (A published article needs a cover image).');
    expect(body.results.find((r) => r.id === bare)).toMatchObject({ ok: false, title: 'No cover yet' });
    expect(await publicStatus(a)).toBe(200);
    expect(await publicStatus(b)).toBe(200);
    expect(await publicStatus(bare)).toBe(404);
    // One audit entry per item changed, none for the refused one.
    const entries = await t.database.db
      .select({ id: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'content.update'), inArray(auditLog.entityId, [a, b, bare])));
    expect(entries.map((e) => e.id).sort()).toEqual([a, b].sort());
  });

  it('unpublishes and re-categorises, and an unknown id is reported, not an error', async () => {
    const a = await draft('Library hours');
    await bulk({ action: 'publish', ids: [a] });
    const un = (await bulk({ action: 'unpublish', ids: [a, 'no-such-item'] })).json<BulkResponse>();
    expect(un.done).toBe(1);
    expect(un.summary).toContain('an item that no longer exists (This item does not exist');
    expect(await publicStatus(a)).toBe(404);
    const moved = (await bulk({ action: 'categorise', ids: [a], category: 'News' })).json<BulkResponse>();
    expect(moved.summary).toBe('1 moved.');
    const read = await call('GET', `/api/admin/content/articles/${a}`, t.editor.cookie);
    expect(read.json<{ category: string }>().category).toBe('News');
  });

  it('re-categorises other kinds by their own category and refuses a kind without one', async () => {
    const res = await call('POST', '/api/admin/content/sports', t.editor.cookie, SAMPLE_BODIES.sports);
    const id = res.json<{ id: string }>().id;
    const bad = (
      await bulk({ action: 'categorise', ids: [id], category: 'quidditch' }, t.editor.cookie, 'sports')
    ).json<BulkResponse>();
    expect(bad.done).toBe(0);
    expect(bad.results[0]?.message).toMatch(/sport/i);
    const event = await call('POST', '/api/admin/content/events', t.editor.cookie, SAMPLE_BODIES.events);
    const refused = await bulk(
      { action: 'categorise', ids: [event.json<{ id: string }>().id], category: 'x' },
      t.editor.cookie,
      'events',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('This kind has no categories.');
  });

  it('deletes many with an audit entry each', async () => {
    const ids = [await draft('Old one'), await draft('Older one')];
    const res = (await bulk({ action: 'delete', ids }, t.admin.cookie)).json<BulkResponse>();
    expect(res.summary).toBe('2 deleted.');
    for (const id of ids)
      expect((await call('GET', `/api/admin/content/articles/${id}`, t.editor.cookie)).statusCode).toBe(404);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'content.delete'), inArray(auditLog.entityId, ids)));
    expect(entries).toHaveLength(2);
  });

  it('is for editors and admins only, and checks the body', async () => {
    const id = await draft('Staff only');
    expect((await bulk({ action: 'publish', ids: [id] }, '')).statusCode).toBe(401);
    expect((await bulk({ action: 'publish', ids: [id] }, t.member.cookie)).statusCode).toBe(403);
    const contributor = await t.signUp('contributor');
    expect((await bulk({ action: 'delete', ids: [id] }, contributor.cookie)).statusCode).toBe(403);
    expect(await publicStatus(id)).toBe(404);
    expect((await call('GET', `/api/admin/content/articles/${id}`, t.editor.cookie)).statusCode).toBe(200);
    const empty = await bulk({ action: 'publish', ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe('Please select at least one item.');
    expect((await bulk({ action: 'categorise', ids: [id] })).statusCode).toBe(400);
    expect((await bulk({ action: 'approve', ids: [id] })).statusCode).toBe(400);
  });

  it('refuses a day that is not on the calendar in the list filter with a message, not a failure', async () => {
    for (const day of ['2026-02-30', '2026-13-01', '0000-01-01']) {
      const res = await call('GET', `/api/admin/content/articles?from=${day}`, t.editor.cookie);
      expect(res.statusCode, day).toBe(400);
      expect(res.json<{ message: string }>().message).toContain('must be a date like 2026-11-28.');
    }
    expect((await call('GET', '/api/admin/content/articles?from=2026-02-28', t.editor.cookie)).statusCode).toBe(200);
  });
});
