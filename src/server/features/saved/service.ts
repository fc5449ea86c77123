/** A member's saved items: save, remove, ask, and the list for the Saved page. */
import { and, desc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { events, savedItems } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { SAVED_KINDS, type SavedItem, type SavedKind } from '../../../shared/saved';
import { SAVED_SOURCES, publicAmong } from './sources';

/** More than anyone keeps by hand; the list reads at most this many, newest first. */
export const SAVED_LIST_LIMIT = 500;

const notFound = () => new AppError('NOT_FOUND', 404, 'This item could not be found. It may have been removed.');

async function isPublicItem(db: Db, kind: SavedKind, id: string, now: Date): Promise<boolean> {
  const source = SAVED_SOURCES[kind];
  const rows = await db
    .select({ id: source.id })
    .from(source.table)
    .where(publicAmong(source, [id], now))
    .limit(1);
  return rows.length > 0;
}

const mine = (userId: string, kind: SavedKind, id: string) =>
  and(eq(savedItems.userId, userId), eq(savedItems.kind, kind), eq(savedItems.itemId, id));

/** Saves a public item; saving it again changes nothing. 404 when it is not public. */
export async function saveItem(db: Db, userId: string, kind: SavedKind, id: string, now: Date) {
  if (!(await isPublicItem(db, kind, id, now))) throw notFound();
  await db.insert(savedItems).values({ userId, kind, itemId: id }).onConflictDoNothing();
}

/**
 * Removes a saved item; removing it again changes nothing. A member may always remove what they
 * saved, even once it stopped being public; 404 only for an item neither saved nor public.
 */
export async function unsaveItem(db: Db, userId: string, kind: SavedKind, id: string, now: Date) {
  const removed = await db
    .delete(savedItems)
    .where(mine(userId, kind, id))
    .returning({ id: savedItems.id });
  if (removed.length === 0 && !(await isPublicItem(db, kind, id, now))) throw notFound();
}

export async function isSaved(db: Db, userId: string, kind: SavedKind, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: savedItems.id })
    .from(savedItems)
    .where(mine(userId, kind, id))
    .limit(1);
  return rows.length > 0;
}

type Shown = Omit<SavedItem, 'kind' | 'savedAt'>;

async function readKind(db: Db, kind: SavedKind, ids: string[], now: Date): Promise<Map<string, Shown>> {
  if (ids.length === 0) return new Map();
  const source = SAVED_SOURCES[kind];
  const columns: Record<string, PgColumn> = {
    id: source.id,
    title: source.title,
    imageUrl: source.image,
    city: source.city,
  };
  if (kind === 'events') Object.assign(columns, { date: events.date, startsAt: events.startsAt });
  const rows = (await db
    .select(columns)
    .from(source.table)
    .where(publicAmong(source, ids, now))) as {
    id: string;
    title: string;
    imageUrl: string | null;
    city: string;
    date?: string;
    startsAt?: Date | null;
  }[];
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        title: r.title,
        link: source.link(r.id),
        imageUrl: r.imageUrl || null,
        city: r.city,
        date: r.date ?? null,
        startsAt: r.startsAt?.toISOString() ?? null,
      },
    ]),
  );
}

/** The member's saved items, newest first; items no longer public are left out. */
export async function listSaved(db: Db, userId: string, now: Date): Promise<SavedItem[]> {
  const saved = await db
    .select()
    .from(savedItems)
    .where(eq(savedItems.userId, userId))
    .orderBy(desc(savedItems.savedAt), desc(savedItems.id))
    .limit(SAVED_LIST_LIMIT);
  const byKind = await Promise.all(
    SAVED_KINDS.map(
      async (kind) =>
        [
          kind,
          await readKind(
            db,
            kind,
            saved.filter((s) => s.kind === kind).map((s) => s.itemId),
            now,
          ),
        ] as const,
    ),
  );
  const found = new Map(byKind);
  return saved.flatMap((s) => {
    const item = found.get(s.kind as SavedKind)?.get(s.itemId);
    return item ? [{ ...item, kind: s.kind as SavedKind, savedAt: s.savedAt.toISOString() }] : [];
  });
}

/** The ids of the member's saved events (for the calendar feed). */
export async function savedEventIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ itemId: savedItems.itemId })
    .from(savedItems)
    .where(and(eq(savedItems.userId, userId), eq(savedItems.kind, 'events')))
    .limit(SAVED_LIST_LIMIT);
  return rows.map((r) => r.itemId);
}
