/** Factories for the artist API tests: rows with sensible defaults (accounts: test/factories.ts). */
import type { Db } from '../../db/client';
import { artistGalleryItems, artists, artistWriteups, music } from '../../db/schema';

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
