import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app';
import { createComment, createPost } from './test-factories';
import { createTestApp } from '../../test/app';
import { createUser } from '../../test/factories';

let t: TestContext;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUser(t, { firstName: 'Ada' })).cookie; // the first account of a fresh database is staff
  member = (await createUser(t, { firstName: 'Max' })).cookie;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

describe('Vent Room moderation', () => {
  it('is for staff only: 401 signed out, 403 for a member', async () => {
    const target = await createPost(t.database.db, { status: 'pending' });
    for (const [method, url, payload] of [
      ['GET', '/api/vent/admin/pending', undefined],
      ['POST', `/api/vent/admin/posts/${target.id}/status`, { status: 'approved' }],
      ['POST', `/api/vent/admin/comments/${target.id}/status`, { status: 'approved' }],
    ] as const) {
      expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await call(method, url, member, payload)).statusCode).toBe(403);
    }
  });

  it('lists what waits, with the real name of an anonymous poster but no e-mail', async () => {
    const db = t.database.db;
    const waiting = await createPost(db, {
      title: 'Please review me',
      status: 'pending',
      isAnonymous: true,
      authorName: 'Shy Sara',
      city: 'atlanta',
    });
    const approved = await createPost(db, { title: 'Already out', city: 'atlanta' });
    await createComment(db, approved.id, { content: 'A waiting reply', status: 'pending' });
    const res = await call('GET', '/api/vent/admin/pending', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().posts).toContainEqual(
      expect.objectContaining({ id: waiting.id, authorName: 'Anonymous', realAuthorName: 'Shy Sara' }),
    );
    expect(res.json().posts.map((p: { title: string }) => p.title)).not.toContain('Already out');
    expect(res.json().comments).toContainEqual(
      expect.objectContaining({ content: 'A waiting reply', postTitle: 'Already out' }),
    );
    expect(res.body).not.toContain('@example.com');
  });

  it('an approved post and comment appear in the public lists at once; a rejected one stays out', async () => {
    const db = t.database.db;
    const target = await createPost(db, { title: 'Approve me', status: 'pending', city: 'nyc' });
    const other = await createPost(db, { title: 'Reject me', status: 'pending', city: 'nyc' });
    // Read first, so a cached empty list would show if approving did not clear it.
    expect((await call('GET', '/api/vent/posts?city=nyc')).json()).toEqual([]);

    const approved = await call('POST', `/api/vent/admin/posts/${target.id}/status`, admin, { status: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ id: target.id, status: 'approved' });
    expect(
      (await call('POST', `/api/vent/admin/posts/${other.id}/status`, admin, { status: 'rejected' })).statusCode,
    ).toBe(200);
    const list = await call('GET', '/api/vent/posts?city=nyc');
    expect(list.json().map((p: { title: string }) => p.title)).toEqual(['Approve me']);

    const comment = await createComment(db, target.id, { content: 'Approve this reply', status: 'pending' });
    expect((await call('GET', `/api/vent/comments/${target.id}`)).json()).toEqual([]);
    expect(
      (await call('POST', `/api/vent/admin/comments/${comment.id}/status`, admin, { status: 'approved' })).statusCode,
    ).toBe(200);
    const comments = await call('GET', `/api/vent/comments/${target.id}`);
    expect(comments.json().map((c: { content: string }) => c.content)).toEqual(['Approve this reply']);
  });

  it('answers 400 for an unknown status and 404 for an unknown item', async () => {
    const target = await createPost(t.database.db, { status: 'pending' });
    const bad = await call('POST', `/api/vent/admin/posts/${target.id}/status`, admin, { status: 'published' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('status must be approved or rejected');
    expect((await call('POST', '/api/vent/admin/posts/nope/status', admin, { status: 'approved' })).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/vent/admin/comments/nope/status', admin, { status: 'approved' })).statusCode).toBe(
      404,
    );
  });
});
