/** Staff link an account to an artist profile (the "not the artist" rule) and publish its address. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { artists, users } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { artistNotFound } from './service';

export async function updateArtistAdmin(
  db: Db,
  artistId: string,
  input: { ownerEmail?: string | null; emailIsPublic?: boolean },
): Promise<{ id: string; userId: string | null; emailIsPublic: boolean }> {
  const changes: { userId?: string | null; emailIsPublic?: boolean } = {};
  if (input.emailIsPublic !== undefined) changes.emailIsPublic = input.emailIsPublic;
  if (input.ownerEmail === null) changes.userId = null;
  else if (input.ownerEmail !== undefined) {
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.ownerEmail)).limit(1);
    if (!owner) {
      throw new AppError('USER_NOT_FOUND', 400, 'No account uses that e-mail address.', [
        { path: 'ownerEmail', message: 'No account uses that e-mail address.' },
      ]);
    }
    changes.userId = owner.id;
  }
  // Nothing to change answers the row as it is (drizzle refuses an empty SET).
  const [row] = Object.keys(changes).length
    ? await db
        .update(artists)
        .set(changes)
        .where(eq(artists.id, artistId))
        .returning({ id: artists.id, userId: artists.userId, emailIsPublic: artists.emailIsPublic })
    : await db
        .select({ id: artists.id, userId: artists.userId, emailIsPublic: artists.emailIsPublic })
        .from(artists)
        .where(eq(artists.id, artistId));
  if (!row) throw artistNotFound();
  return row;
}
