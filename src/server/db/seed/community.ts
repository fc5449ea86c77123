/**
 * Demo content for the community sections: artists (with gallery, tracks and write-ups), sports,
 * fashion, deals, resources and the vent room. Runs inside the seed transaction; one insert per
 * table keeps it fast. Everything is dated relative to `now`, so the demo never goes stale.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../client';
import { artistGalleryItems, artistWriteups, artists, music } from '../schema';
import { metroArtists } from './community-content/artists-metro';
import { upstateArtists } from './community-content/artists-upstate';
import { seedMarketplace } from './community-content/seed-marketplace';
import { seedSports } from './community-content/seed-sports';
import { seedVentRoom } from './community-content/seed-vent-room';
import { writeups } from './community-content/writeups';
import { PUBLIC_STATUS, audioUrl, daysFrom, imageUrl, slugify } from './community-content/helpers';

export { PUBLIC_STATUS };

export const demoArtists = [...upstateArtists, ...metroArtists];

export async function seedCommunity(db: Db, now: Date): Promise<void> {
  await seedArtists(db, now);
  await seedSports(db, now);
  await seedMarketplace(db, now);
  await seedVentRoom(db, now);
}

async function seedArtists(db: Db, now: Date) {
  const ids = new Map(demoArtists.map((a) => [a.slug, randomUUID()]));
  const idOf = (slug: string) => {
    const id = ids.get(slug);
    if (!id) throw new Error(`Write-up names an unknown artist: ${slug}`);
    return id;
  };
  const galleryOf = (slug: string, title: string) => imageUrl('gallery', slugify(slug, title));

  await db.insert(artists).values(
    demoArtists.map((a, i) => ({
      id: idOf(a.slug),
      name: a.name,
      bio: a.bio,
      medium: a.medium,
      style: a.style,
      location: a.location,
      website: a.website ?? null,
      // The directory's Portfolio button opens this; artists without a site have none.
      portfolioUrl: a.website ? `${a.website}/portfolio` : null,
      email: a.email ?? null,
      phone: a.phone ?? null,
      imageUrl: imageUrl('artist', a.slug),
      portfolioImages: a.gallery.map(([title]) => galleryOf(a.slug, title)),
      isAvailable: a.isAvailable,
      city: a.city,
      profileViews: a.profileViews,
      createdAt: daysFrom(now, -(40 + i * 9)),
    })),
  );

  await db.insert(artistGalleryItems).values(
    demoArtists.flatMap((a, i) =>
      a.gallery.map(([title, description], j) => ({
        artistId: idOf(a.slug),
        title,
        description,
        imageUrl: galleryOf(a.slug, title),
        createdAt: daysFrom(now, -(30 + i * 5 + j)),
      })),
    ),
  );

  await db.insert(music).values(
    demoArtists.flatMap((a, i) =>
      a.tracks.map(([title, genre, duration], j) => ({
        title,
        artist: a.name,
        artistId: idOf(a.slug),
        // genre is required; "Original" is what the profile page shows for an unlabelled track.
        genre: genre ?? 'Original',
        audioUrl: audioUrl(slugify(a.slug, title)),
        imageUrl: imageUrl('artist', a.slug),
        duration,
        isLocal: true,
        contactEmail: a.email ?? null,
        createdAt: daysFrom(now, -(20 + i * 3 + j)),
      })),
    ),
  );

  await db.insert(artistWriteups).values(
    writeups.map((w) => {
      const at = daysFrom(now, -w.daysAgo);
      return {
        artistId: idOf(w.artistSlug),
        title: w.title,
        content: w.content,
        tags: w.tags,
        authorName: w.authorName,
        authorEmail: w.authorEmail,
        status: w.status === 'approved' ? PUBLIC_STATUS.artistWriteup : 'pending',
        createdAt: at,
        publishedAt: w.status === 'approved' ? at : null,
      };
    }),
  );
}
