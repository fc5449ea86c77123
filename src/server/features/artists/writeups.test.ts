import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { artistWriteups } from '../../db/schema';
import type { TestContext } from '../../test/app';
import { createArtist, createWriteup } from './test-factories';
import { createTestApp } from '../../test/app';
import { createUser } from '../../test/factories';

let t: TestContext;
let artistId: string;
let writer: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  artistId = (await createArtist(t.database.db, { name: 'Mara Kiln' })).id;
  writer = await createUser(t, { firstName: 'Wren' });
});
afterAll(() => t.close());

const valid = () => ({
  artistId,
  title: 'The potter of South Wedge',
  content: 'Mara Kiln fires her stoneware in a wood kiln she built herself behind a South Wedge garage. '.repeat(2),
  tags: 'pottery, south wedge',
  authorName: 'Wren Tester',
  authorEmail: 'Wren@Example.com',
});
const submit = (payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/artist-writeups', payload, headers: cookie ? { cookie } : {} });

describe('POST /api/artist-writeups', () => {
  it('answers 401 Unauthorized to a signed-out visitor', async () => {
    const res = await submit(valid());
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized');
  });

  it('stores the write-up as pending, linked to the account that sent it', async () => {
    const res = await submit(valid(), writer.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      message: 'Your artist write-up has been submitted for review.',
    });
    const [row] = await t.database.db.select().from(artistWriteups).where(eq(artistWriteups.id, res.json().id));
    expect(row).toMatchObject({
      status: 'pending',
      submittedBy: writer.id,
      authorEmail: 'wren@example.com',
      tags: 'pottery, south wedge',
    });
  });

  it('answers the messages of the spec for each invalid field', async () => {
    const res = await submit(
      { artistId: '', title: 'Hey', content: 'Too short.', tags: '', authorName: 'W', authorEmail: 'nope' },
      writer.cookie,
    );
    expect(res.statusCode).toBe(400);
    const byPath = Object.fromEntries(
      res.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(byPath).toEqual({
      artistId: 'Artist selection required',
      title: 'Title must be at least 5 characters',
      content: 'Write-up must be at least 100 characters',
      authorName: 'Author name required',
      authorEmail: 'Valid email required',
    });
  });

  it('refuses a title over 255 characters and an artist that does not exist', async () => {
    const long = await submit({ ...valid(), title: 't'.repeat(256) }, writer.cookie);
    expect(long.json().errors).toEqual([{ path: 'title', message: 'Title must be at most 255 characters' }]);
    const unknown = await submit({ ...valid(), artistId: 'nobody' }, writer.cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: 'artistId', message: 'Artist selection required' }]);
  });
});

describe('GET /api/artist-writeups', () => {
  it('lists approved write-ups only, newest first, without the author e-mail', async () => {
    const now = Date.now();
    await createWriteup(t.database.db, artistId, { title: 'Older story', publishedAt: new Date(now - 86_400_000) });
    await createWriteup(t.database.db, artistId, { title: 'Newer story', publishedAt: new Date(now) });
    await createWriteup(t.database.db, artistId, { title: 'Still in review', status: 'pending' });
    const res = await t.app.inject({ method: 'GET', url: '/api/artist-writeups' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((w: { title: string }) => w.title)).toEqual(['Newer story', 'Older story']);
    expect(res.json()[0]).toMatchObject({ artistId, artistName: 'Mara Kiln', authorName: 'Riley Reader' });
    expect(res.body).not.toContain('riley.private@example.com');
    expect((await t.app.inject({ method: 'GET', url: '/api/artist-writeups?limit=1&offset=1' })).json()).toHaveLength(
      1,
    );
  });
});
