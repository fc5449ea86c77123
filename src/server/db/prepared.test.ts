import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { articles } from './schema';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGLITE_CHECKED_VERSION, preparedRead } from './prepared';
import type { Database } from './client';
import { createTestDatabase } from '../test/database';
import { createArticle } from '../test/factories';

/**
 * A prepared read answers like the query it was built from, again and again, on PGlite by its own
 * protocol exchange and on PostgreSQL by a named statement of the pool (CI runs this file on both).
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await createArticle(database.db, { title: 'Kept "as is"', city: 'buffalo', status: 'published' });
  await createArticle(database.db, { title: 'Another', city: 'buffalo', status: 'published' });
});
afterAll(() => database.close());

const titlesOf = (name: string) => {
  const query = database.db
    .select({ title: sql<string>`${articles.title}`, alt: sql<string | null>`${articles.imageAlt}` })
    .from(articles)
    .where(eq(articles.city, sql.placeholder('city')))
    .orderBy(articles.title)
    .limit(sql.placeholder('limit'));
  return preparedRead(database.db, name, query, ['title', 'alt']);
};

/** The installed PGlite's version (its package.json is not among its exports, so read from beside its entry). */
function installedPgliteVersion(): string {
  let folder = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { name?: string; version: string };
      if (pkg.name === '@electric-sql/pglite') return pkg.version;
    } catch {
      // not the package's own folder yet
    }
    if (dirname(folder) === folder) throw new Error('@electric-sql/pglite: package.json not found');
    folder = dirname(folder);
  }
}

describe('preparedRead', () => {
  it('speaks the protocol of the PGlite version it was checked against', () => {
    const installed = installedPgliteVersion();
    expect(
      installed,
      `PGlite ${installed} is installed, db/prepared.ts was checked against ${PGLITE_CHECKED_VERSION}: ` +
        'it uses PGlite protocol calls outside its documented API. Run this file on PGlite and PostgreSQL, ' +
        "read PGlite's changes to execProtocol, runExclusive and _runExclusiveTransaction, then raise PGLITE_CHECKED_VERSION.",
    ).toBe(PGLITE_CHECKED_VERSION);
  });

  it('answers each run with its own values, as the query does', async () => {
    const read = titlesOf('statements_test_titles');
    expect(await read({ city: 'buffalo', limit: 5 })).toEqual([
      { title: 'Another', alt: null },
      { title: 'Kept "as is"', alt: null },
    ]);
    expect(await read({ city: 'buffalo', limit: 1 })).toEqual([{ title: 'Another', alt: null }]);
    expect(await read({ city: 'charlotte', limit: 5 })).toEqual([]);
    // A second read of the same name (as after the list's statements are built again) runs too.
    expect(await titlesOf('statements_test_titles')({ city: 'buffalo', limit: 1 })).toHaveLength(1);
  });

  it('gives every value as the text the database wrote, on either database', async () => {
    const query = database.db
      .select({
        featured: sql<string>`${articles.featured}`,
        published: sql<string>`${articles.publishDate} = ${articles.publishDate}`,
        stories: sql<string>`(count(*) over ())::int`,
      })
      .from(articles)
      .where(eq(articles.city, sql.placeholder('city')));
    const read = preparedRead(database.db, 'statements_test_texts', query, ['featured', 'published', 'stories']);
    expect(await read({ city: 'buffalo' })).toEqual([
      { featured: 'f', published: 't', stories: '2' },
      { featured: 'f', published: 't', stories: '2' },
    ]);
  });

  it('refuses a value the statement cannot take, and runs again afterwards', async () => {
    const read = titlesOf('statements_test_refused');
    await expect(read({ city: 'buffalo', limit: 'many' })).rejects.toBeInstanceOf(Error);
    expect(await read({ city: 'buffalo', limit: 5 })).toHaveLength(2);
  });

  it('is refused a transaction’s database, whose one connection a kept statement would outlive', async () => {
    await database.db.transaction(async (tx) => {
      const query = tx.select({ title: sql<string>`${articles.title}` }).from(articles);
      expect(() => preparedRead(tx, 'statements_test_in_transaction', query, ['title'])).toThrow(
        /not a database opened by db\/client\.ts/,
      );
    });
  });

  it('never reads inside another caller’s open transaction', async () => {
    const read = titlesOf('statements_test_isolated');
    let during: Promise<unknown> | undefined;
    await database.db
      .transaction(async (tx) => {
        await createArticle(tx, { title: 'Rolled back', city: 'buffalo', status: 'published' });
        during = read({ city: 'buffalo', limit: 5 });
        // Give the read every chance to run before the transaction ends.
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await during).toEqual([
      { title: 'Another', alt: null },
      { title: 'Kept "as is"', alt: null },
    ]);
  });
});
