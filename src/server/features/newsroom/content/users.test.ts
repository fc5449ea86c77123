/** Staff roles, and the users desk: search, premium, roles, suspension, an account's activity. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ventPosts } from '../../../db/schema';
import { callAs, newsroomTestApp, type CallArgs, type NewsroomTest } from './testing';

let t: NewsroomTest;
beforeAll(async () => {
  t = await newsroomTestApp();
});
afterAll(() => t.close());

const as = (...call: CallArgs) => callAs(t, ...call);

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
