/** Artist write-ups: readers submit them for review; approved ones are listed, newest first. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { artistWriteups, artists } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { ArtistWriteup } from '../../../shared/artists';
import { APPROVED } from '../../../shared/publishing';

/** The status that makes a write-up public (the seed and the moderators use the same word). */

export async function listWriteups(db: Db, page: { limit: number; offset: number }): Promise<ArtistWriteup[]> {
  const w = artistWriteups;
  const rows = await db
    .select({
      id: w.id,
      artistId: w.artistId,
      artistName: artists.name,
      title: w.title,
      authorName: w.authorName,
      createdAt: w.createdAt,
      publishedAt: w.publishedAt,
      content: w.content,
      tags: w.tags,
    })
    .from(w)
    .innerJoin(artists, eq(artists.id, w.artistId))
    .where(eq(w.status, APPROVED))
    .orderBy(desc(sql`coalesce(${w.publishedAt}, ${w.createdAt})`), desc(w.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    publishedAt: r.publishedAt?.toISOString() ?? null,
  }));
}

export async function submitWriteup(
  db: Db,
  input: {
    artistId: string;
    title: string;
    content: string;
    tags?: string | null;
    authorName: string;
    authorEmail: string;
  },
  submittedBy: string,
): Promise<{ id: string; status: string }> {
  const [artist] = await db.select({ id: artists.id }).from(artists).where(eq(artists.id, input.artistId)).limit(1);
  if (!artist) {
    throw new AppError('VALIDATION_FAILED', 400, 'Artist selection required', [
      { path: 'artistId', message: 'Artist selection required' },
    ]);
  }
  const [row] = await db
    .insert(artistWriteups)
    .values({ ...input, tags: input.tags || null, status: 'pending', submittedBy })
    .returning({ id: artistWriteups.id, status: artistWriteups.status });
  if (!row) throw new Error('insert returned no row');
  return row;
}
