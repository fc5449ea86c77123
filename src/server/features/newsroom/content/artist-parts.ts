/** An artist's gallery items and music tracks, managed by staff under the artist. */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { artistGalleryItems, music, type User } from '../../../db/schema';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import { findRow } from './service';

export type ArtistPart = 'gallery' | 'tracks';
type Row = Record<string, unknown>;

const tableOf = (part: ArtistPart) => (part === 'gallery' ? artistGalleryItems : music);
const serialize = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));
const notFound = () => new AppError('NOT_FOUND', 404, 'This item does not exist (it may have been deleted).');

export async function list(db: Db, part: ArtistPart, artistId: string) {
  await findRow(db, 'artists', artistId);
  const t = tableOf(part);
  const rows = (await db
    .select()
    .from(t)
    .where(eq(t.artistId, artistId))
    .orderBy(desc(t.createdAt), desc(t.id))) as Row[];
  return rows.map(serialize);
}

async function findPart(db: Db, part: ArtistPart, artistId: string, partId: string): Promise<Row> {
  const t = tableOf(part);
  const [row] = (await db
    .select()
    .from(t)
    .where(and(eq(t.id, partId), eq(t.artistId, artistId)))) as Row[];
  if (!row) throw notFound();
  return row;
}

function values(part: ArtistPart, body: Row, artist: Row | null): Row {
  const out: Row = { ...body };
  if (part === 'tracks' && artist && (out.artist === null || (out.artist === undefined && artist))) {
    out.artist = artist.name;
  }
  delete out.id;
  delete out.artistId;
  return out;
}

export async function create(db: Db, part: ArtistPart, artistId: string, body: Row, user: User, now: Date) {
  const artist = await findRow(db, 'artists', artistId);
  const t = tableOf(part);
  const [row] = (await db
    .insert(t)
    .values({ ...values(part, body, artist), artistId } as never)
    .returning()) as Row[];
  const item = serialize(row!);
  await recordAudit(db, {
    actor: user,
    action: 'content.create',
    entityType: `artists.${part}`,
    entityId: String(item.id),
    after: item,
    at: now,
  });
  return item;
}

export async function update(
  db: Db,
  part: ArtistPart,
  artistId: string,
  partId: string,
  body: Row,
  user: User,
  now: Date,
) {
  const before = await findPart(db, part, artistId, partId);
  const t = tableOf(part);
  const changes = values(part, body, null);
  if (part === 'tracks' && changes.artist === null) delete changes.artist;
  if (Object.keys(changes).length === 0) return serialize(before);
  const [row] = (await db
    .update(t)
    .set(changes as never)
    .where(eq(t.id, partId))
    .returning()) as Row[];
  const item = serialize(row!);
  await recordAudit(db, {
    actor: user,
    action: 'content.update',
    entityType: `artists.${part}`,
    entityId: partId,
    before: serialize(before),
    after: item,
    at: now,
  });
  return item;
}

export async function remove(db: Db, part: ArtistPart, artistId: string, partId: string, user: User, now: Date) {
  const before = await findPart(db, part, artistId, partId);
  const t = tableOf(part);
  await db.delete(t).where(eq(t.id, partId));
  await recordAudit(db, {
    actor: user,
    action: 'content.delete',
    entityType: `artists.${part}`,
    entityId: partId,
    before: serialize(before),
    at: now,
  });
}
