/** Reading the artist directory: lists, profiles, galleries and tracks. */
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { artistFollows, artistGalleryItems, artists, music } from '../../db/schema';
import { notFound } from '../../platform/app-error';
import { publicNow } from '../../platform/visibility';
import type { Artist, ArtistDetail, GalleryItem, MusicTrack } from '../../../shared/artists';
import { LIKE_TYPES, counterColumns, likedBy, likesOf } from './counters';

export const artistNotFound = () => notFound('Artist', 'ARTIST_NOT_FOUND');

/** Profiles staff keep as drafts, unpublished or not yet due are not shown anywhere. */
const isPublicArtist = (now: Date = new Date()) => publicNow(artists.status, artists.publishDate, now);

/** Personal data stays here: the address only when the artist published it, else a yes/no. */
const publicColumns = {
  id: artists.id,
  name: artists.name,
  bio: artists.bio,
  medium: artists.medium,
  city: artists.city,
  email: artists.email,
  emailIsPublic: artists.emailIsPublic,
  portfolioUrl: artists.portfolioUrl,
  website: artists.website,
  imageUrl: artists.imageUrl,
  isAvailable: artists.isAvailable,
  userId: artists.userId,
  ...counterColumns,
};

type Row = { email: string | null; emailIsPublic: boolean; userId: string | null } & Omit<Artist, 'email' | 'hasEmail'>;

function toArtist({ email, emailIsPublic, userId: _owner, ...rest }: Row): Artist {
  return { ...rest, email: emailIsPublic ? email : null, hasEmail: email !== null };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listArtists(
  db: Db,
  query: { city?: string; medium?: string; q?: string; limit: number; offset: number },
  now: Date = new Date(),
): Promise<Artist[]> {
  const where: (SQL | undefined)[] = [isPublicArtist(now)];
  if (query.city) where.push(eq(artists.city, query.city));
  if (query.medium) where.push(eq(artists.medium, query.medium));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    where.push(or(ilike(artists.name, pattern), ilike(artists.bio, pattern), ilike(artists.medium, pattern)));
  }
  const rows = await db
    .select(publicColumns)
    .from(artists)
    .where(and(...where))
    .orderBy(asc(artists.name), asc(artists.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map(toArtist);
}

export async function findArtist(db: Db, id: string, now: Date = new Date()) {
  const [row] = await db
    .select(publicColumns)
    .from(artists)
    .where(and(eq(artists.id, id), isPublicArtist(now)))
    .limit(1);
  return row;
}

export async function getArtist(
  db: Db,
  id: string,
  userId: string | null,
  now: Date = new Date(),
): Promise<ArtistDetail> {
  const row = await findArtist(db, id, now);
  if (!row) throw artistNotFound();
  let isFollowing = false;
  if (userId) {
    const [follow] = await db
      .select({ id: artistFollows.id })
      .from(artistFollows)
      .where(and(eq(artistFollows.artistId, id), eq(artistFollows.userId, userId)))
      .limit(1);
    isFollowing = Boolean(follow);
  }
  return { ...toArtist(row), isFollowing, isOwnProfile: userId !== null && row.userId === userId };
}

async function assertArtistExists(db: Db, id: string) {
  const [row] = await db
    .select({ id: artists.id })
    .from(artists)
    .where(and(eq(artists.id, id), isPublicArtist()))
    .limit(1);
  if (!row) throw artistNotFound();
}

export async function listGallery(db: Db, artistId: string, visitor: string | null): Promise<GalleryItem[]> {
  await assertArtistExists(db, artistId);
  const g = artistGalleryItems;
  return db
    .select({
      id: g.id,
      title: g.title,
      description: g.description,
      imageUrl: g.imageUrl,
      likes: likesOf(LIKE_TYPES.gallery),
      liked: likedBy(LIKE_TYPES.gallery, visitor),
    })
    .from(g)
    .where(eq(g.artistId, artistId))
    .orderBy(desc(g.createdAt), asc(g.id));
}

export async function listMusic(db: Db, artistId: string, visitor: string | null): Promise<MusicTrack[]> {
  await assertArtistExists(db, artistId);
  return db
    .select({
      id: music.id,
      title: music.title,
      genre: music.genre,
      audioUrl: music.audioUrl,
      duration: music.duration,
      likes: likesOf(LIKE_TYPES.music),
      liked: likedBy(LIKE_TYPES.music, visitor),
    })
    .from(music)
    .where(and(eq(music.artistId, artistId), eq(music.status, 'published')))
    .orderBy(desc(music.createdAt), asc(music.id));
}
