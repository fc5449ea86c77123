import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app';
import { createArtist, createGalleryItem, createTrack } from './test-factories';
import { createTestApp } from '../../test/app';

let t: TestContext;
let painter: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  painter = await createArtist(db, {
    name: 'Ada Lake',
    email: 'ada.private@example.com',
    website: 'https://ada.example.com',
  });
  await createArtist(db, { name: 'Ben Strings', medium: 'Music', city: 'buffalo', bio: 'Fiddle and banjo.' });
  await createArtist(db, { name: 'Cy Lens', medium: 'Photography', city: 'syracuse', bio: 'Shoots 100% film_only.' });
  await createArtist(db, {
    name: 'Dee Public',
    medium: 'Writing',
    city: 'albany',
    email: 'dee@example.com',
    emailIsPublic: true,
  });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const names = (body: { name: string }[]) => body.map((a) => a.name);

describe('GET /api/artists', () => {
  it('lists artists by name with their counters and never a private e-mail', async () => {
    const res = await get('/api/artists');
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(['Ada Lake', 'Ben Strings', 'Cy Lens', 'Dee Public']);
    expect(res.body).not.toContain('ada.private@example.com');
    expect(res.json()[0]).toMatchObject({
      email: null,
      hasEmail: true,
      website: 'https://ada.example.com',
      isAvailable: true,
      followers: 0,
      following: 0,
      totalLikes: 0,
      profileViews: 0,
    });
    expect(res.json()[1]).toMatchObject({ email: null, hasEmail: false });
  });

  it('shows the address only when the artist chose to publish it', async () => {
    const [dee] = (await get('/api/artists?city=albany')).json();
    expect(dee).toMatchObject({ name: 'Dee Public', email: 'dee@example.com', hasEmail: true });
  });

  it('filters by city (including syracuse and albany), by medium and by a search in name, bio and medium', async () => {
    expect(names((await get('/api/artists?city=buffalo')).json())).toEqual(['Ben Strings']);
    expect(names((await get('/api/artists?city=syracuse')).json())).toEqual(['Cy Lens']);
    expect(names((await get('/api/artists?medium=Music')).json())).toEqual(['Ben Strings']);
    expect(names((await get('/api/artists?q=banjo')).json())).toEqual(['Ben Strings']);
    expect(names((await get('/api/artists?q=PHOTO')).json())).toEqual(['Cy Lens']);
    expect(names((await get('/api/artists?q=100%25')).json())).toEqual(['Cy Lens']);
    expect(names((await get('/api/artists?q=_')).json())).toEqual(['Cy Lens']);
    expect(names((await get('/api/artists?city=&medium=all')).json())).toHaveLength(4);
  });

  it('refuses an unknown city or medium with a 400 listing the valid values', async () => {
    const city = await get('/api/artists?city=paris');
    expect(city.statusCode).toBe(400);
    expect(city.json().message).toBe(
      'city must be one of: rochester, charlotte, atlanta, nyc, buffalo, syracuse, albany',
    );
    const medium = await get('/api/artists?medium=Sculpture');
    expect(medium.statusCode).toBe(400);
    expect(medium.json().message).toContain('Visual Arts, Photography');
  });

  it('pages with limit and offset, and bounds the limit', async () => {
    expect(names((await get('/api/artists?limit=2&offset=1')).json())).toEqual(['Ben Strings', 'Cy Lens']);
    expect((await get('/api/artists?limit=101')).statusCode).toBe(400);
    expect((await get('/api/artists?offset=-1')).statusCode).toBe(400);
  });
});

describe('GET /api/artists/:id and its gallery and music', () => {
  it('answers the profile with the viewer relation, or a JSON 404', async () => {
    const res = await get(`/api/artists/${painter.id}`);
    expect(res.json()).toMatchObject({ name: 'Ada Lake', isFollowing: false, isOwnProfile: false });
    const missing = await get('/api/artists/no-such-artist');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'ARTIST_NOT_FOUND', message: 'Artist not found.' });
  });

  it('lists gallery items and tracks with their like counts', async () => {
    const item = await createGalleryItem(t.database.db, painter.id);
    const track = await createTrack(t.database.db, painter.id);
    await t.app.inject({ method: 'POST', url: `/api/artists/content/${item.id}/like` });
    const gallery = await get(`/api/artists/${painter.id}/gallery`);
    expect(gallery.json()).toEqual([
      {
        id: item.id,
        title: 'Lake at Dawn',
        description: null,
        imageUrl: '/media/demo/gallery/x.svg',
        likes: 1,
        liked: false,
      },
    ]);
    const tracks = await get(`/api/artists/${painter.id}/music`);
    expect(tracks.json()).toEqual([
      {
        id: track.id,
        title: 'River Song',
        genre: 'Folk',
        audioUrl: '/media/demo/audio/river-song.wav',
        duration: null,
        likes: 0,
        liked: false,
      },
    ]);
    expect((await get(`/api/artists/${painter.id}`)).json().totalLikes).toBe(1);
    expect((await get('/api/artists/nobody/gallery')).statusCode).toBe(404);
    expect((await get('/api/artists/nobody/music')).statusCode).toBe(404);
  });
});

describe('GET /api/radio/stations', () => {
  it('answers the four stations of the spec with playable stream addresses', async () => {
    const res = await get('/api/radio/stations');
    expect(res.json().map((s: { name: string }) => s.name)).toEqual([
      'Rochester Indie Artists',
      'Acoustic Sessions',
      'Rochester Jazz Collective',
      'Local Rock Underground',
    ]);
    expect(res.json().every((s: { url: string }) => s.url.length > 0)).toBe(true);
  });
});
