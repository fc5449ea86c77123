/** What staff did (the audit log, moderation included), and what waits for them (the dashboard). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adCampaigns, ventFlags, ventPosts } from '../../../db/schema';
import { callAs, newsroomTestApp, type CallArgs, type NewsroomTest } from './testing';

let t: NewsroomTest;
beforeAll(async () => {
  t = await newsroomTestApp();
});
afterAll(() => t.close());

const as = (...call: CallArgs) => callAs(t, ...call);

describe('the audit log', () => {
  it('records staff content actions with before and after, filterable by actor, action and time', async () => {
    const made = await as(t.editor.cookie, 'POST', '/api/admin/content/resources', {
      name: 'Warming center',
      category: 'Shelter',
      description: 'Open nights.',
    });
    const id = made.json().id;
    await as(t.editor.cookie, 'PATCH', `/api/admin/content/resources/${id}`, { status: 'published' });
    const res = await as(t.admin.cookie, 'GET', `/api/admin/audit?actor=${t.editor.id}&entity=resources:${id}`);
    expect(res.json().map((e: { action: string }) => e.action)).toEqual(['content.update', 'content.create']);
    expect(res.json()[0]).toMatchObject({
      actorName: 'Eddie editor',
      before: { status: 'draft' },
      after: { status: 'published' },
    });
    const later = new Date(t.clock.now.getTime() + 1000).toISOString();
    expect((await as(t.admin.cookie, 'GET', `/api/admin/audit?from=${later}`)).json()).toEqual([]);
    expect((await as(t.admin.cookie, 'GET', '/api/admin/audit?from=yesterday')).statusCode).toBe(400);
  });

  it('names each target by its title or name, and lists who acted for the "who" filter', async () => {
    const made = await as(t.editor.cookie, 'POST', '/api/admin/content/resources', {
      name: 'Tool library',
      category: 'Shelter',
      description: 'Borrow a drill.',
    });
    const id = made.json().id;
    await as(t.editor.cookie, 'PATCH', `/api/admin/content/resources/${id}`, { status: 'published' });
    const res = await as(t.admin.cookie, 'GET', `/api/admin/audit?entity=resources:${id}`);
    expect(res.json()[0]).toMatchObject({ entityId: id, entityLabel: 'Tool library' });
    const users = await as(t.admin.cookie, 'GET', `/api/admin/audit?entity=user:${t.member.id}`);
    for (const entry of users.json()) expect(entry.entityLabel).not.toContain('@');
    const actors = await as(t.admin.cookie, 'GET', '/api/admin/audit/actors');
    expect(actors.statusCode).toBe(200);
    expect(actors.json()).toEqual(expect.arrayContaining([{ id: t.editor.id, name: 'Eddie editor' }]));
    expect(JSON.stringify(actors.json())).not.toContain('@');
    expect((await as(t.editor.cookie, 'GET', '/api/admin/audit/actors')).statusCode).toBe(403);
  });
});

describe('moderation is audited too', () => {
  it('an editor approving a Vent Room post leaves an entry', async () => {
    const [post] = await t.database.db
      .insert(ventPosts)
      .values({
        title: 'Bus late',
        content: 'Again',
        authorName: 'Kim',
        authorEmail: 'kim@example.com',
        city: 'rochester',
      })
      .returning();
    const res = await as(t.editor.cookie, 'POST', `/api/vent/admin/posts/${post!.id}/status`, { status: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
    const audit = await as(
      t.admin.cookie,
      'GET',
      `/api/admin/audit?action=moderation.decide&entity=vent_post:${post!.id}`,
    );
    expect(audit.json()).toMatchObject([{ actorId: t.editor.id, after: { status: 'approved' } }]);
  });
});

describe('the dashboard', () => {
  it('counts paid ads awaiting approval and reported Vent Room posts among what waits', async () => {
    const before = (await as(t.editor.cookie, 'GET', '/api/admin/dashboard')).json().pending;
    const db = t.database.db;
    const campaign = {
      advertiserName: 'Olive Oil Shop',
      advertiserEmail: 'olive@example.com',
      backgroundColor: '#ffffff',
      startDate: '2026-12-01',
      endDate: '2026-12-07',
      budget: '70.00',
      costPerClick: '0.50',
      maxImpressions: 1000,
    };
    await db.insert(adCampaigns).values([
      { ...campaign, title: 'Paid, waiting', status: 'awaiting_approval', selfServe: true },
      { ...campaign, title: 'Already running', status: 'paid' },
    ]);
    const [post] = await db
      .insert(ventPosts)
      .values({
        title: 'Potholes',
        content: 'Again.',
        authorName: 'Vic',
        authorEmail: 'vic@example.com',
        city: 'buffalo',
        status: 'approved',
      })
      .returning();
    await db.insert(ventFlags).values([
      { targetType: 'post', targetId: post!.id, userId: t.member.id, reason: 'Rude' },
      { targetType: 'post', targetId: post!.id, userId: t.admin.id, reason: 'Mean' },
    ]);
    const after = (await as(t.editor.cookie, 'GET', '/api/admin/dashboard')).json().pending;
    expect(after.ads).toBe((before.ads ?? 0) + 1);
    expect(after.reported).toBe((before.reported ?? 0) + 1);
  });

  it('counts pending items, drafts, scheduled pieces and what went out this week per city', async () => {
    // A Vent Room post waiting for the desk, of this test's own.
    await t.database.db.insert(ventPosts).values({
      title: 'Snow days',
      content: 'Again',
      authorName: 'Wes',
      authorEmail: 'wes@example.com',
      city: 'buffalo',
    });
    await as(t.editor.cookie, 'POST', '/api/admin/content/events', {
      title: 'Ice sculptures',
      description: 'Downtown',
      location: 'Square',
      startsAt: '2026-12-10T20:00:00Z',
      city: 'buffalo',
      status: 'scheduled',
      publishDate: new Date(t.clock.now.getTime() + 3600_000).toISOString(),
    });
    await as(t.editor.cookie, 'POST', '/api/admin/content/events', {
      title: 'Parade',
      description: 'Main St',
      location: 'Main St',
      startsAt: '2026-12-11T20:00:00Z',
      city: 'atlanta',
      status: 'published',
    });
    const res = await as(t.editor.cookie, 'GET', '/api/admin/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.pending.ventPosts).toBeGreaterThanOrEqual(1);
    expect(d.scheduled.map((s: { title: string }) => s.title)).toContain('Ice sculptures');
    expect(d.publishedThisWeek).toEqual(expect.arrayContaining([{ city: 'atlanta', kind: 'events', count: 1 }]));
    expect(d.drafts.resources).toBe(0);
  });
});
