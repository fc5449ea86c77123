import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { vacuumEmbedded } from './maintenance';
import { pgliteDatabase, type Database } from './client';
import { createArticle } from '../test/factories';

// An embedded database of its own, on the PostgreSQL run too: the housekeeping is PGlite's alone.
let database: Database;
beforeAll(async () => {
  database = pgliteDatabase(await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(inject('pgliteDump'))]) }));
});
afterAll(() => database.close());

const articlePages = async () =>
  (
    await database.pglite!.query<{ pages: number; visible: number }>(
      `select relpages as pages, relallvisible as visible from pg_class where relname = 'articles'`,
    )
  ).rows[0]!;

describe('vacuumEmbedded', () => {
  it('marks the pages written since as all-visible, so the lists can be read from their indexes', async () => {
    for (let i = 0; i < 40; i++) await createArticle(database.db, { excerpt: 'x'.repeat(2000) });
    // Statistics alone mark nothing.
    await database.pglite!.exec('ANALYZE articles');
    const before = await articlePages();
    expect(before.pages).toBeGreaterThan(0);
    expect(before.visible).toBe(0);
    await vacuumEmbedded(database.pglite!);
    const after = await articlePages();
    expect(after.visible).toBe(after.pages);
  });
});
