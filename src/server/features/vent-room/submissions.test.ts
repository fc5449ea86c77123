import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ventComments, ventPosts } from '../../db/schema';
import type { TestContext } from '../../test/app';
import { createPost } from './test-factories';
import { createTestApp } from '../../test/app';

let t: TestContext;
let ipCount = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each test posts from its own address, so the per-IP limit of one test never touches another. */
const freshIp = () => `10.0.0.${(ipCount += 1)}`;
const post = (url: string, payload: unknown, remoteAddress = freshIp()) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

const validPost = () => ({
  title: 'The bus never comes on time',
  content: 'Waited forty minutes on Main Street this morning.',
  authorName: 'Robin Rider',
  authorEmail: 'Robin@Example.com',
  isAnonymous: false,
  tags: 'transit, buses',
  city: 'buffalo',
});

describe('POST /api/vent/posts', () => {
  it('needs no sign-in and stores the post as pending, out of the public list', async () => {
    const res = await post('/api/vent/posts', validPost());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', message: 'Post submitted for review' });
    const [row] = await t.database.db.select().from(ventPosts).where(eq(ventPosts.id, res.json().id));
    expect(row).toMatchObject({
      status: 'pending',
      city: 'buffalo',
      authorEmail: 'robin@example.com',
      tags: 'transit, buses',
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/vent/posts?city=buffalo&status=approved' });
    expect(list.json()).toEqual([]);
  });

  it('answers "Please fill in all required fields" with each missing field named', async () => {
    const res = await post('/api/vent/posts', { title: '  ', content: '', isAnonymous: true, city: 'nyc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please fill in all required fields');
    expect(res.json().errors).toEqual([
      { path: 'title', message: 'Title is required' },
      { path: 'content', message: 'Content is required' },
      { path: 'authorName', message: 'Name is required' },
      { path: 'authorEmail', message: 'Email is required' },
    ]);
  });

  it('refuses a bad e-mail, an over-long title and an unknown city with their own messages', async () => {
    const email = await post('/api/vent/posts', { ...validPost(), authorEmail: 'not-an-email' });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toMatchObject({
      message: 'Please enter a valid email address',
      errors: [{ path: 'authorEmail', message: 'Please enter a valid email address' }],
    });
    const long = await post('/api/vent/posts', { ...validPost(), title: 't'.repeat(256), city: 'paris' });
    expect(long.json().errors).toEqual([
      { path: 'title', message: 'Title must be at most 255 characters' },
      { path: 'city', message: 'city must be one of: rochester, charlotte, atlanta, nyc, buffalo' },
    ]);
  });

  it('lets one address post once every 2 minutes, then answers 429 with Retry-After and a clear message', async () => {
    const ip = freshIp();
    expect((await post('/api/vent/posts', validPost(), ip)).statusCode).toBe(201);
    const res = await post('/api/vent/posts', validPost(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(res.json().message).toMatch(/one post every 2 minutes/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(100);
    expect((await post('/api/vent/posts', validPost())).statusCode).toBe(201);
  });
});

describe('POST /api/vent/comments', () => {
  const validComment = (postId: string) => ({
    content: 'Try the 7 instead, it runs every ten minutes.',
    authorName: 'Kim Helper',
    authorEmail: 'kim@example.com',
    isAnonymous: true,
    postId,
  });

  it('stores a comment on an approved post as pending', async () => {
    const target = await createPost(t.database.db);
    const res = await post('/api/vent/comments', validComment(target.id));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', message: 'Comment submitted' });
    const [row] = await t.database.db.select().from(ventComments).where(eq(ventComments.id, res.json().id));
    expect(row).toMatchObject({ status: 'pending', isAnonymous: true, postId: target.id });
    const list = await t.app.inject({ method: 'GET', url: `/api/vent/comments/${target.id}` });
    expect(list.json()).toEqual([]);
  });

  it('answers 404 for a comment on an unknown or unapproved post', async () => {
    const hidden = await createPost(t.database.db, { status: 'pending' });
    for (const postId of ['no-such-post', hidden.id]) {
      const res = await post('/api/vent/comments', validComment(postId));
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('VENT_POST_NOT_FOUND');
    }
  });

  it('answers "Please fill in all required fields" when the comment has no text', async () => {
    const target = await createPost(t.database.db);
    const res = await post('/api/vent/comments', { ...validComment(target.id), content: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please fill in all required fields',
      errors: [{ path: 'content', message: 'Comment is required' }],
    });
  });

  it('lets one address comment once every 30 seconds, then answers 429', async () => {
    const target = await createPost(t.database.db);
    const ip = freshIp();
    expect((await post('/api/vent/comments', validComment(target.id), ip)).statusCode).toBe(201);
    const res = await post('/api/vent/comments', validComment(target.id), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/once every 30 seconds/);
  });
});
