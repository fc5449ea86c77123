/** Factories for the artist API tests: rows with sensible defaults, and signed-in users. */
import type { Db } from '../../db/client';
import { artistGalleryItems, artists, artistWriteups, music } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { sessionCookie } from '../../test/http';

export const createArtistsTestApp = () => createTestApp();

let seq = 0;

export async function createArtist(db: Db, overrides: Partial<typeof artists.$inferInsert> = {}) {
  seq += 1;
  const [row] = await db
    .insert(artists)
    .values({
      name: `Artist ${seq}`,
      bio: 'Paints the lake at dawn.',
      medium: 'Visual Arts',
      city: 'rochester',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no artist');
  return row;
}

export async function createGalleryItem(db: Db, artistId: string, title = 'Lake at Dawn') {
  const [row] = await db
    .insert(artistGalleryItems)
    .values({ artistId, title, imageUrl: '/media/demo/gallery/x.svg' })
    .returning();
  if (!row) throw new Error('no gallery item');
  return row;
}

export async function createTrack(db: Db, artistId: string, title = 'River Song') {
  const [row] = await db
    .insert(music)
    .values({ artistId, artist: 'Someone', title, genre: 'Folk', audioUrl: '/media/demo/audio/river-song.wav' })
    .returning();
  if (!row) throw new Error('no track');
  return row;
}

export async function createWriteup(
  db: Db,
  artistId: string,
  overrides: Partial<typeof artistWriteups.$inferInsert> = {},
) {
  const [row] = await db
    .insert(artistWriteups)
    .values({
      artistId,
      title: 'A painter of mornings',
      content: 'x'.repeat(120),
      authorName: 'Riley Reader',
      authorEmail: 'riley.private@example.com',
      status: 'approved',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no write-up');
  return row;
}

/** Registers an account and answers its id and session cookie. */
export async function signUp(t: TestContext, firstName = 'Sam') {
  seq += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      firstName,
      lastName: 'Tester',
      email: `user${seq}-${Date.now()}@example.com`,
      password: 'correct horse battery',
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  return { id: res.json<{ id: string }>().id, email: res.json<{ email: string }>().email, cookie: sessionCookie(res) };
}
