import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { submissions } from '../../db/schema';
import type { TestContext } from '../../test/app';
import { createTestApp } from '../../test/app';
import { createUser } from '../../test/factories';

let t: TestContext;
let admin: { id: string; cookie: string };
let member: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t);
  member = await createUser(t);
});
afterAll(() => t.close());

const submitContent = (title: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/submissions',
    headers: { cookie: member.cookie },
    payload: { type: 'article', city: 'nyc', title, description: 'Short.', submitterName: 'Mo', submitterEmail: 'mo@example.com' },
  });
const queue = (query: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/submissions${query}`, headers: cookie ? { cookie } : {} });
const decide = (kind: string, id: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/submissions/${kind}/${id}/status`, payload, headers: cookie ? { cookie } : {} });

describe('staff review of submissions', () => {
  it('is closed to visitors (401) and members (403)', async () => {
    expect((await queue('')).statusCode).toBe(401);
    expect((await queue('', member.cookie)).statusCode).toBe(403);
    expect((await decide('content', 'x', { status: 'approved' })).statusCode).toBe(401);
    expect((await decide('content', 'x', { status: 'approved' }, member.cookie)).statusCode).toBe(403);
  });

  it('lists pending content with the sender, then records an approval with notes, reviewer and time', async () => {
    const id = (await submitContent('Bodega cats of Queens')).json().id as string;
    const pending = await queue('?kind=content&status=pending', admin.cookie);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual([
      expect.objectContaining({ kind: 'content', id, title: 'Bodega cats of Queens', submitterEmail: 'mo@example.com' }),
    ]);

    const res = await decide('content', id, { status: 'approved', reviewNotes: 'Lovely.' }, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, status: 'approved' });
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({ status: 'approved', reviewNotes: 'Lovely.', reviewedBy: admin.id });
    expect(row?.reviewedAt).toBeInstanceOf(Date);

    expect((await queue('?kind=content', admin.cookie)).json()).toEqual([]);
    expect((await queue('?kind=content&status=approved', admin.cookie)).json()).toHaveLength(1);
  });

  it('accepts only approved or rejected, and answers 404 for an unknown submission', async () => {
    const id = (await submitContent('Rooftop gardens')).json().id as string;
    const bad = await decide('content', id, { status: 'featured' }, admin.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('status must be approved or rejected');
    expect((await decide('photo', id, { status: 'rejected' }, admin.cookie)).statusCode).toBe(404);
  });
});
