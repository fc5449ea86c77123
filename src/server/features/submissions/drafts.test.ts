import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app';
import { createTestApp } from '../../test/app';
import { createUser } from '../../test/factories';

let t: TestContext;
let admin: { cookie: string };
let writer: { id: string; cookie: string };
let other: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t); // the first account is the admin
  writer = await createUser(t);
  other = await createUser(t);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const fieldsOf = (res: { json(): { errors?: { path: string; message: string }[] } }) =>
  Object.fromEntries((res.json().errors ?? []).map((e) => [e.path, e.message]));
const mine = async (cookie: string) =>
  (await call('GET', '/api/account/submissions', cookie)).json<{ id: string; state: string; title: string }[]>();
const onDesk = async () =>
  (await call('GET', '/api/admin/review?kind=content', admin.cookie)).json<{ items: { id: string }[] }>().items;

const start = { type: 'article', city: 'buffalo', title: 'The last diner on Hertel' };

describe('a piece saved as a draft, then sent for review', () => {
  it('is kept for its writer alone, off the desk, until sent; sending checks the whole piece', async () => {
    const created = await call('POST', '/api/submissions/drafts', writer.cookie, start);
    expect(created.statusCode).toBe(201);
    const { id, status } = created.json<{ id: string; status: string }>();
    expect(status).toBe('draft');
    expect(await mine(writer.cookie)).toContainEqual(expect.objectContaining({ id, state: 'draft' }));
    expect((await onDesk()).map((i) => i.id)).not.toContain(id);
    // The desk cannot decide on it either, even knowing its id.
    const decided = await call('POST', `/api/admin/review/content/${id}/decision`, admin.cookie, {
      decision: 'approve',
    });
    expect(decided.statusCode).toBe(404);

    const saved = await call('PUT', `/api/submissions/drafts/${id}`, writer.cookie, {
      ...start,
      description: 'Forty years of pancakes.',
    });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', `/api/submissions/drafts/${id}`, writer.cookie)).json()).toMatchObject({
      title: 'The last diner on Hertel',
      description: 'Forty years of pancakes.',
      submitterEmail: '',
    });

    // Sent as saved: the name and address are missing, and each is named.
    const incomplete = await call('POST', `/api/submissions/drafts/${id}/submit`, writer.cookie);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe('Please complete the marked fields before sending your piece for review.');
    expect(fieldsOf(incomplete)).toMatchObject({
      submitterName: 'Name is required',
      submitterEmail: 'Invalid email address',
    });
    expect((await onDesk()).map((i) => i.id)).not.toContain(id);

    const sent = await call('POST', `/api/submissions/drafts/${id}/submit`, writer.cookie, {
      ...start,
      description: 'Forty years of pancakes.',
      content: 'Doris opened at 5 am every day since 1986.',
      submitterName: 'Wren Writer',
      submitterEmail: 'wren@example.com',
      status: 'approved',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ id, status: 'pending' });
    expect((await onDesk()).map((i) => i.id)).toContain(id);
    expect(await mine(writer.cookie)).toContainEqual(expect.objectContaining({ id, state: 'in_review' }));
    // Sent once: it is no longer a draft to change, send again or delete.
    expect((await call('PUT', `/api/submissions/drafts/${id}`, writer.cookie, start)).statusCode).toBe(404);
    expect((await call('POST', `/api/submissions/drafts/${id}/submit`, writer.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/submissions/drafts/${id}`, writer.cookie)).statusCode).toBe(404);
  });

  it('is nobody else’s: another reader cannot read, change, send or delete it', async () => {
    const { id } = (await call('POST', '/api/submissions/drafts', writer.cookie, start)).json<{ id: string }>();
    for (const [method, url] of [
      ['GET', `/api/submissions/drafts/${id}`],
      ['PUT', `/api/submissions/drafts/${id}`],
      ['POST', `/api/submissions/drafts/${id}/submit`],
      ['DELETE', `/api/submissions/drafts/${id}`],
    ] as const) {
      const res = await call(method, url, other.cookie, method === 'PUT' ? start : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect((await call(method, url, undefined, method === 'PUT' ? start : undefined)).statusCode).toBe(401);
    }
    expect((await call('GET', "/api/submissions/drafts/'%3B--", writer.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/submissions/drafts/${id}`, writer.cookie)).statusCode).toBe(204);
    expect((await mine(writer.cookie)).map((s) => s.id)).not.toContain(id);
  });

  it('needs a title, and keeps the limits of a submission', async () => {
    const res = await call('POST', '/api/submissions/drafts', writer.cookie, { type: 'article', city: 'buffalo' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toMatchObject({ title: 'Title is required' });
    const long = await call('POST', '/api/submissions/drafts', writer.cookie, { ...start, title: 'x'.repeat(256) });
    expect(fieldsOf(long)).toMatchObject({ title: 'Title must be at most 255 characters' });
  });
});
