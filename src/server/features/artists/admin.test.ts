import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app';
import { createArtist } from './test-factories';
import { createTestApp } from '../../test/app';
import { createUser } from '../../test/factories';

let t: TestContext;
let admin: { cookie: string };
let member: { id: string; email: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { firstName: 'Admin' }); // the first account of a fresh database is the admin
  member = await createUser(t, { firstName: 'Mel' });
});
afterAll(() => t.close());

const patch = (id: string, payload: object, cookie: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/artists/${id}`, payload, headers: { cookie } });

describe('PATCH /api/admin/artists/:id', () => {
  it('links a profile to an account, after which that account cannot follow it', async () => {
    const artist = await createArtist(t.database.db);
    const res = await patch(artist.id, { ownerEmail: member.email }, admin.cookie);
    expect(res.json()).toMatchObject({ userId: member.id });
    const follow = await t.app.inject({
      method: 'POST',
      url: `/api/artists/${artist.id}/follow`,
      headers: { cookie: member.cookie },
    });
    expect(follow.statusCode).toBe(400);
    expect((await patch(artist.id, { ownerEmail: null }, admin.cookie)).json().userId).toBeNull();
  });

  it('publishes the contact address only when asked', async () => {
    const artist = await createArtist(t.database.db, { email: 'shown@example.com' });
    await patch(artist.id, { emailIsPublic: true }, admin.cookie);
    expect((await t.app.inject({ method: 'GET', url: `/api/artists/${artist.id}` })).json().email).toBe(
      'shown@example.com',
    );
  });

  it('is for staff only, and names unknown accounts and artists', async () => {
    const artist = await createArtist(t.database.db);
    expect((await patch(artist.id, { emailIsPublic: true }, member.cookie)).statusCode).toBe(403);
    const unknown = await patch(artist.id, { ownerEmail: 'nobody@example.com' }, admin.cookie);
    expect(unknown.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    expect((await patch('missing', { emailIsPublic: true }, admin.cookie)).statusCode).toBe(404);
  });
});
