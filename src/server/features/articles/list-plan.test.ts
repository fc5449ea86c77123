import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test/database';
import type { Database } from '../../db/client';
import { listArticles, type ListMark, type MarkKeeper } from './service';

/**
 * The list's statements are planned once and kept (docs/decisions/038): PostgreSQL (and PGlite, the
 * same planner) plans a prepared statement afresh on every call while its kept plan looks dearer,
 * which a bound LIMIT or OFFSET makes it look on a big list. Read from `pg_prepared_statements` of
 * the connection that ran them (PGlite has one; on PostgreSQL the pool hands the last-released
 * connection back, and these calls run one after another). The database is a new one: a statement
 * keeps the average cost of its earlier plans, and a reused test database's would be of other data.
 */
let database: Database;
const CITY = 'buffalo';

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`
    insert into articles (title, excerpt, content, category, author, image_url, publish_date, city, status)
    select 'Story ' || n, 'Excerpt ' || n, 'Text', (array['News', 'Community'])[1 + n % 2], 'Plan Reporter',
           '/media/story.jpg', now() - n * interval '1 minute', ${CITY}, 'published'
    from generate_series(1, 4000) as n`);
  await database.db.execute(sql`analyze articles`);
});
afterAll(() => database.close());

const plans = async () => {
  const result = await database.db.execute(
    sql`select name, generic_plans, custom_plans from pg_prepared_statements where name like 'articles\_list\_%'`,
  );
  const rows = (Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows) as {
    name: string;
    generic_plans: string | number;
    custom_plans: string | number;
  }[];
  return new Map(
    rows.map((row) => [row.name, { generic: Number(row.generic_plans), custom: Number(row.custom_plans) }]),
  );
};

describe('the article list statements', () => {
  it('keep one plan for first pages, cursor pages and pages by offset instead of planning every call', async () => {
    const now = new Date();
    const first = { city: CITY, category: 'Community', limit: 24, offset: 0 } as const;
    const page = await listArticles(database.db, first, now);
    const cursor = page.nextCursor!;
    const marks = new Map<number, Promise<ListMark[]>>();
    const keep: MarkKeeper = (reach, read) => marks.get(reach) ?? marks.set(reach, read()).get(reach)!;
    for (let i = 0; i < 10; i++) {
      await listArticles(database.db, first, now);
      await listArticles(database.db, { ...first, cursor }, now);
      await listArticles(database.db, { city: CITY, limit: 50, offset: 0 }, now);
      // Pages by offset, each from another mark and a different number of stories past it.
      await listArticles(database.db, { ...first, offset: 1001 + 51 * i }, now, keep);
    }
    const ran = [...(await plans())]
      .map(([name, counts]) => ({ name, ...counts }))
      .filter((counts) => counts.generic + counts.custom >= 10);
    expect(ran).toHaveLength(4);
    for (const { name, generic, custom } of ran) {
      // The planner tries its own plan for the first five calls, then keeps the general one.
      expect(generic, name).toBeGreaterThan(0);
      expect(custom, name).toBeLessThanOrEqual(5);
    }
  });
});
