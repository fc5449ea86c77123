import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { artists } from '../../db/schema';
import type { TestContext } from '../../test/app';
import { sessionCookie } from '../../test/http';
import { createArtist, createGalleryItem, createTrack } from './test-factories';
import { createTestApp } from '../../test/app';
import { createUser } from '../../test/factories';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, cookie?: string) => t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {} });
const del = (url: string, cookie?: string) =>
  t.app.inject({ method: 'DELETE', url, headers: cookie ? { cookie } : {} });

describe('POST/DELETE /api/artists/:id/follow', () => {
  it('asks a signed-out visitor to sign in', async () => {
    const artist = await createArtist(t.database.db);
    const res = await post(`/api/artists/${artist.id}/follow`);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Unauthorized');
  });

  it('follows and unfollows idempotently, answering the new counters', async () => {
    const artist = await createArtist(t.database.db);
    const fan = await createUser(t);
    const first = await post(`/api/artists/${artist.id}/follow`, fan.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ isFollowing: true, followers: 1, following: 0, totalLikes: 0, profileViews: 0 });
    expect((await post(`/api/artists/${artist.id}/follow`, fan.cookie)).json().followers).toBe(1);
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/artists/${artist.id}`,
      headers: { cookie: fan.cookie },
    });
    expect(profile.json()).toMatchObject({ isFollowing: true, followers: 1 });

    expect((await del(`/api/artists/${artist.id}/follow`, fan.cookie)).json()).toMatchObject({
      isFollowing: false,
      followers: 0,
    });
    expect((await del(`/api/artists/${artist.id}/follow`, fan.cookie)).json()).toMatchObject({
      isFollowing: false,
      followers: 0,
    });
  });

  it("refuses following your own profile, and counts an artist's own follows as 'following'", async () => {
    const owner = await createUser(t, { firstName: 'Olive' });
    const own = await createArtist(t.database.db, { userId: owner.id });
    const other = await createArtist(t.database.db);
    const self = await post(`/api/artists/${own.id}/follow`, owner.cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'CANNOT_FOLLOW_SELF', message: 'You cannot follow your own profile.' });
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/artists/${own.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(profile.json()).toMatchObject({ isOwnProfile: true, followers: 0 });

    await post(`/api/artists/${other.id}/follow`, owner.cookie);
    expect((await t.app.inject({ method: 'GET', url: `/api/artists/${own.id}` })).json().following).toBe(1);
  });

  it('answers 404 for an artist that does not exist', async () => {
    const fan = await createUser(t);
    expect((await post('/api/artists/missing/follow', fan.cookie)).statusCode).toBe(404);
    expect((await del('/api/artists/missing/follow', fan.cookie)).statusCode).toBe(404);
  });
});

describe('POST /api/artists/content/:contentId/like', () => {
  it('counts one like per signed-in user under 20 concurrent clicks', async () => {
    const artist = await createArtist(t.database.db);
    const item = await createGalleryItem(t.database.db, artist.id);
    const fan = await createUser(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post(`/api/artists/content/${item.id}/like`, fan.cookie)),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const final = await post(`/api/artists/content/${item.id}/like`, fan.cookie);
    expect(final.json()).toEqual({ liked: true, likes: 1 });
    const gallery = await t.app.inject({
      method: 'GET',
      url: `/api/artists/${artist.id}/gallery`,
      headers: { cookie: fan.cookie },
    });
    expect(gallery.json()[0]).toMatchObject({ likes: 1, liked: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/artists/${artist.id}` })).json().totalLikes).toBe(1);
  });

  it('counts one like per anonymous visitor session under 20 concurrent clicks, and separate visitors separately', async () => {
    const artist = await createArtist(t.database.db);
    const track = await createTrack(t.database.db, artist.id);
    const first = await post(`/api/artists/content/${track.id}/like`);
    expect(first.json()).toEqual({ liked: true, likes: 1 });
    const visitor = sessionCookie(first);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => post(`/api/artists/content/${track.id}/like`, visitor)),
    );
    expect(burst.map((r) => r.json().likes)).toEqual(Array(20).fill(1));
    expect((await post(`/api/artists/content/${track.id}/like`)).json().likes).toBe(2);
  });

  it('accepts the JSON content type with an empty body, as the profile page sends it', async () => {
    const artist = await createArtist(t.database.db);
    const item = await createGalleryItem(t.database.db, artist.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/artists/content/${item.id}/like`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ liked: true, likes: 1 });
  });

  it('answers 404 for content that does not exist', async () => {
    const res = await post('/api/artists/content/nothing-here/like');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CONTENT_NOT_FOUND');
  });
});

describe('POST /api/artists/:id/view', () => {
  it('counts each visitor once, however often they come back', async () => {
    const artist = await createArtist(t.database.db, { profileViews: 10 });
    const first = await post(`/api/artists/${artist.id}/view`);
    expect(first.json()).toEqual({ profileViews: 11 });
    const visitor = sessionCookie(first);
    const again = await Promise.all(Array.from({ length: 5 }, () => post(`/api/artists/${artist.id}/view`, visitor)));
    expect(again.map((r) => r.json().profileViews)).toEqual(Array(5).fill(11));
    const fan = await createUser(t);
    expect((await post(`/api/artists/${artist.id}/view`, fan.cookie)).json()).toEqual({ profileViews: 12 });
    const [row] = await t.database.db.select().from(artists).where(eq(artists.id, artist.id));
    expect(row?.profileViews).toBe(12);
    expect((await post('/api/artists/missing/view')).statusCode).toBe(404);
  });
});
