/**
 * Which rows the demo seed wrote: every table it fills, its parts (comments, gallery items, tracks,
 * write-ups) with the column naming their parent, and the marks written in the seed's transaction.
 */
import { getTableName, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import {
  articles,
  artistGalleryItems,
  artists,
  artistWriteups,
  businesses,
  categories,
  deals,
  demoContent,
  events,
  fashionItems,
  music,
  newsletterEditions,
  resources,
  sportsStories,
  spotlights,
  ventComments,
  ventPosts,
} from '../schema';

export interface DemoTable {
  table: PgTable;
  id: AnyPgColumn;
}
export interface DemoPartTable extends DemoTable {
  /** The parent's column in this table; a part goes with its parent. */
  parent: AnyPgColumn;
  parentTable: PgTable;
}

/** Whole items, in the order they are removed (content first, then what only content used). */
export const DEMO_ITEMS: DemoTable[] = [
  articles,
  businesses,
  events,
  spotlights,
  deals,
  resources,
  fashionItems,
  sportsStories,
  artists,
  ventPosts,
  newsletterEditions,
].map((table) => ({ table, id: table.id }));

export const DEMO_PARTS: DemoPartTable[] = [
  { table: ventComments, id: ventComments.id, parent: ventComments.postId, parentTable: ventPosts },
  { table: artistGalleryItems, id: artistGalleryItems.id, parent: artistGalleryItems.artistId, parentTable: artists },
  { table: music, id: music.id, parent: music.artistId, parentTable: artists },
  { table: artistWriteups, id: artistWriteups.id, parent: artistWriteups.artistId, parentTable: artists },
];

export const DEMO_CATEGORIES_TABLE: DemoTable = { table: categories, id: categories.id };

const ALL: DemoTable[] = [...DEMO_ITEMS, ...DEMO_PARTS, DEMO_CATEGORIES_TABLE];

export type IdSnapshot = Map<string, Set<string>>;

/** The ids each demo table holds now (taken before seeding, inside its transaction). */
export async function snapshotIds(db: Db): Promise<IdSnapshot> {
  const snapshot: IdSnapshot = new Map();
  for (const { table, id } of ALL) {
    const rows = await db.select({ id }).from(table);
    snapshot.set(getTableName(table), new Set(rows.map((r) => String(r.id))));
  }
  return snapshot;
}

/** Marks every row that is new since `before` as demo content. */
export async function markNewRows(db: Db, before: IdSnapshot, at: Date): Promise<number> {
  let marked = 0;
  for (const { table, id } of ALL) {
    const name = getTableName(table);
    const known = before.get(name) ?? new Set<string>();
    const rows = (await db.select({ id }).from(table)).map((r) => String(r.id)).filter((r) => !known.has(r));
    for (let i = 0; i < rows.length; i += 500) {
      const values = rows.slice(i, i + 500).map((rowId) => ({ tableName: name, rowId, seededAt: at }));
      await db.insert(demoContent).values(values).onConflictDoNothing();
    }
    marked += rows.length;
  }
  return marked;
}

/** A reset empties the demo tables; their marks go with them. */
export async function forgetMarks(db: Db, tables: PgTable[]): Promise<void> {
  await db.delete(demoContent).where(inArray(demoContent.tableName, tables.map(getTableName)));
}
