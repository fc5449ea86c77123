import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app';
import { createComment, createPost } from './test-factories';
import { createTestApp } from '../../test/app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const hours = (n: number) => new Date(Date.now() - n * 3_600_000);

describe('GET /api/vent/posts', () => {
  it('lists only approved posts of the city, newest first, whatever status is asked for', async () => {
    const db = t.database.db;
    await createPost(db, { title: 'Older Rochester post', createdAt: hours(5) });
    await createPost(db, { title: 'Newer Rochester post', createdAt: hours(1) });
    await createPost(db, { title: 'Waiting for review', status: 'pending' });
    await createPost(db, { title: 'Turned down', status: 'rejected' });
    await createPost(db, { title: 'A Buffalo post', city: 'buffalo' });

    for (const status of ['approved', 'pending', 'rejected']) {
      const res = await get(`/api/vent/posts?city=rochester&status=${status}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((p: { title: string }) => p.title)).toEqual([
        'Newer Rochester post',
        'Older Rochester post',
      ]);
    }
    const buffalo = await get('/api/vent/posts?city=buffalo&status=approved');
    expect(buffalo.json().map((p: { title: string }) => p.title)).toEqual(['A Buffalo post']);
  });

  it('never sends the e-mail, and names an anonymous poster "Anonymous"', async () => {
    await createPost(t.database.db, {
      title: 'Hidden name',
      city: 'charlotte',
      authorName: 'Secret Sam',
      authorEmail: 'sam.secret@example.com',
      isAnonymous: true,
      tags: 'parking, uptown',
    });
    const res = await get('/api/vent/posts?city=charlotte');
    expect(res.json()).toEqual([
      expect.objectContaining({
        title: 'Hidden name',
        authorName: 'Anonymous',
        isAnonymous: true,
        tags: 'parking, uptown',
        status: 'approved',
        city: 'charlotte',
      }),
    ]);
    expect(res.body).not.toContain('Secret Sam');
    expect(res.body).not.toContain('@example.com');
  });

  it('pages with limit and offset and tells the total', async () => {
    const db = t.database.db;
    for (let i = 0; i < 3; i += 1)
      await createPost(db, { title: `Atlanta ${i}`, city: 'atlanta', createdAt: hours(i) });
    const res = await get('/api/vent/posts?city=atlanta&limit=2&offset=1');
    expect(res.json().map((p: { title: string }) => p.title)).toEqual(['Atlanta 1', 'Atlanta 2']);
    expect(res.headers['x-total-count']).toBe('3');
    expect((await get('/api/vent/posts?limit=101')).statusCode).toBe(400);
    expect((await get('/api/vent/posts?city=paris')).statusCode).toBe(400);
  });
});

describe('GET /api/vent/comments/:postId', () => {
  it('lists the approved comments oldest first, without e-mails, anonymous ones as "Anonymous"', async () => {
    const db = t.database.db;
    const post = await createPost(db, { city: 'nyc' });
    await createComment(db, post.id, { content: 'Second', createdAt: hours(1) });
    await createComment(db, post.id, {
      content: 'First',
      createdAt: hours(2),
      isAnonymous: true,
      authorName: 'Quiet Quinn',
    });
    await createComment(db, post.id, { content: 'Not yet', status: 'pending' });
    await createComment(db, post.id, { content: 'Never', status: 'rejected' });

    const res = await get(`/api/vent/comments/${post.id}?status=pending`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { content: string; authorName: string }) => [c.content, c.authorName])).toEqual([
      ['First', 'Anonymous'],
      ['Second', 'Casey Commenter'],
    ]);
    expect(res.body).not.toContain('@example.com');
    expect(res.body).not.toContain('Quiet Quinn');
  });

  it('answers 404 for an unknown post and for one not approved', async () => {
    const pending = await createPost(t.database.db, { status: 'pending' });
    await createComment(t.database.db, pending.id);
    for (const id of ['no-such-post', pending.id]) {
      const res = await get(`/api/vent/comments/${id}?status=approved`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'VENT_POST_NOT_FOUND', message: 'Vent post not found.' });
    }
  });
});
