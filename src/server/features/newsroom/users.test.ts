import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adCampaigns, ventFlags, ventPosts } from '../../db/schema';
import { newsroomTestApp, type NewsroomTest } from './testing';

let t: NewsroomTest;
beforeAll(async () => {
  t = await newsroomTestApp();
});
afterAll(() => t.close());

const as = (cookie: string | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

describe('roles', () => {
  it('GET /api/auth/user tells the role', async () => {
    expect((await as(t.editor.cookie, 'GET', '/api/auth/user')).json().role).toBe('editor');
    expect((await as(t.admin.cookie, 'GET', '/api/auth/user')).json().role).toBe('admin');
    expect((await as(t.member.cookie, 'GET', '/api/auth/user')).json().role).toBe('member');
  });

  it('the users desk and the audit log are for admins only: 401, then 403 for members and editors', async () => {
    for (const url of ['/api/admin/users', '/api/admin/audit', `/api/admin/users/${t.member.id}/activity`]) {
      expect((await as(undefined, 'GET', url)).statusCode).toBe(401);
      expect((await as(t.member.cookie, 'GET', url)).statusCode).toBe(403);
      expect((await as(t.editor.cookie, 'GET', url)).statusCode).toBe(403);
      expect((await as(t.admin.cookie, 'GET', url)).statusCode).toBe(200);
    }
    expect((await as(t.member.cookie, 'PATCH', `/api/admin/users/${t.member.id}`, { role: 'admin' })).statusCode).toBe(
      403,
    );
  });

  it('the dashboard is for staff', async () => {
    expect((await as(undefined, 'GET', '/api/admin/dashboard')).statusCode).toBe(401);
    expect((await as(t.member.cookie, 'GET', '/api/admin/dashboard')).statusCode).toBe(403);
    expect((await as(t.editor.cookie, 'GET', '/api/admin/dashboard')).statusCode).toBe(200);
  });
});

describe('the users desk', () => {
  it('searches by name or e-mail and shows e-mails to admins', async () => {
    const res = await as(t.admin.cookie, 'GET', '/api/admin/users?q=eddie');
    expect(res.json().map((u: { id: string }) => u.id)).toEqual([t.editor.id]);
    expect(res.json()[0].email).toBe(t.editor.email);
    const byMail = await as(t.admin.cookie, 'GET', `/api/admin/users?q=${encodeURIComponent(t.member.email)}`);
    expect(byMail.json().map((u: { id: string }) => u.id)).toEqual([t.member.id]);
    expect(byMail.headers['x-total-count']).toBe('1');
  });

  it('complimentary premium brings the same benefits as paid premium: uploads come with it and go with it', async () => {
    const reader = await t.signUp('member', 'Gia');
    const uploadUrl = () => as(reader.cookie, 'POST', '/api/photos/upload-url');
    expect((await uploadUrl()).statusCode).toBe(403);
    const url = `/api/admin/users/${reader.id}`;
    const granted = await as(t.admin.cookie, 'PATCH', url, { complimentaryPremium: true });
    expect(granted.json()).toMatchObject({ membershipType: 'premium', canUploadContent: true });
    expect((await uploadUrl()).statusCode).toBe(200);
    await as(t.admin.cookie, 'PATCH', url, { complimentaryPremium: false });
    expect((await uploadUrl()).statusCode).toBe(403);
  });

  it('changes a role, grants and revokes complimentary premium and uploads, and audits each', async () => {
    const url = `/api/admin/users/${t.member.id}`;
    const promoted = await as(t.admin.cookie, 'PATCH', url, {
      role: 'contributor',
      complimentaryPremium: true,
      canUploadContent: true,
    });
    expect(promoted.json()).toMatchObject({
      role: 'contributor',
      complimentaryPremium: true,
      membershipType: 'premium',
      canUploadContent: true,
    });
    const revoked = await as(t.admin.cookie, 'PATCH', url, {
      complimentaryPremium: false,
      canUploadContent: false,
      role: 'member',
    });
    expect(revoked.json()).toMatchObject({
      role: 'member',
      complimentaryPremium: false,
      membershipType: 'free',
      canUploadContent: false,
    });
    const bad = await as(t.admin.cookie, 'PATCH', url, { role: 'owner' });
    expect(bad.statusCode).toBe(400);
    const audit = await as(t.admin.cookie, 'GET', `/api/admin/audit?entity=user:${t.member.id}&action=user.update`);
    expect(audit.json()).toHaveLength(2);
    expect(audit.json()[1]).toMatchObject({
      actorId: t.admin.id,
      actorName: 'Ada admin',
      before: { role: 'member' },
      after: { role: 'contributor' },
    });
  });

  it('will not leave the site without an admin', async () => {
    const lone = await newsroomTestApp();
    try {
      const res = await lone.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${lone.admin.id}`,
        headers: { cookie: lone.admin.cookie },
        payload: { role: 'editor' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('LAST_ADMIN');
    } finally {
      await lone.close();
    }
  });

  it('suspends an account: its session ends, sign-in says why and until when, posting is refused; lifting restores it', async () => {
    const victim = await t.signUp('member', 'Sam');
    const until = new Date(t.clock.now.getTime() + 3 * 24 * 3600 * 1000).toISOString();
    const res = await as(t.admin.cookie, 'POST', `/api/admin/users/${victim.id}/suspension`, {
      until,
      reason: 'Spam in the Vent Room',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ suspendedUntil: until, suspensionReason: 'Spam in the Vent Room' });

    expect((await as(victim.cookie, 'GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await as(victim.cookie, 'POST', '/api/photos/upload-url')).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: victim.email, password: 'correct horse battery' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().code).toBe('ACCOUNT_SUSPENDED');
    expect(signIn.json().message).toBe(
      'Your account is suspended until November 23, 2026 at 10:00 AM EST. Reason: Spam in the Vent Room',
    );
    // A wrong password learns nothing about the suspension.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: victim.email, password: 'nope nope nope' },
    });
    expect(wrong.statusCode).toBe(401);

    const past = await as(t.admin.cookie, 'POST', `/api/admin/users/${victim.id}/suspension`, {
      until: new Date(t.clock.now.getTime() - 1000).toISOString(),
      reason: 'x',
    });
    expect(past.statusCode).toBe(400);
    const self = await as(t.admin.cookie, 'POST', `/api/admin/users/${t.admin.id}/suspension`, { until, reason: 'x' });
    expect(self.statusCode).toBe(409);

    const lifted = await as(t.admin.cookie, 'DELETE', `/api/admin/users/${victim.id}/suspension`);
    expect(lifted.json().suspendedUntil).toBeNull();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: victim.email, password: 'correct horse battery' },
    });
    expect(again.statusCode).toBe(200);
    const actions = (await as(t.admin.cookie, 'GET', `/api/admin/audit?entity=user:${victim.id}`))
      .json()
      .map((e: { action: string }) => e.action);
    expect(actions).toEqual(['user.unsuspend', 'user.suspend']);
  });

  it("shows an account's submissions and Vent Room posts", async () => {
    const writer = await t.signUp('member', 'Wes');
    await t.database.db.insert(ventPosts).values({
      title: 'Potholes',
      content: 'Everywhere',
      authorName: 'Wes',
      authorEmail: writer.email,
      city: 'buffalo',
    });
    const res = await as(t.admin.cookie, 'GET', `/api/admin/users/${writer.id}/activity`);
    expect(res.json().ventPosts).toMatchObject([{ title: 'Potholes', status: 'pending', city: 'buffalo' }]);
    expect(res.json().submissions).toEqual([]);
    expect((await as(t.admin.cookie, 'GET', '/api/admin/users/nope/activity')).statusCode).toBe(404);
  });
});

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
