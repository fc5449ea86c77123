/**
 * "Remove all demo content": exactly the rows the seed marked (decision 052), minus what people have
 * made their own: a demo item staff edited (any audit entry on it) or that has parts nobody seeded
 * (a reader's comment) is kept, with its parts. Categories go when no remaining item uses them.
 */
import { and, eq, getTableName, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client';
import { auditLog, categories, demoContent, type User } from '../../../db/schema';
import { DEMO_ITEMS, DEMO_PARTS } from '../../../db/seed/demo-marks';
import { demoRemoveSchema, type DemoContentCount, type DemoRemoveResult } from '../../../../shared/newsroom/desk-list';
import { recordAudit } from '../../../platform/audit';
import { appNow } from '../../../platform/clock';
import { currentUser, requireAdmin } from '../../../platform/guards';
import { afterPublicChange } from './routes';
import { KINDS } from './kinds';
import { forgetItems } from './item-references';

interface Plan {
  /** Ids to delete, by table name (whole items, their parts, then categories). */
  remove: Map<string, string[]>;
  kept: number;
}

async function marked(db: Db, name: string): Promise<string[]> {
  const rows = await db.select({ id: demoContent.rowId }).from(demoContent).where(eq(demoContent.tableName, name));
  return rows.map((r) => r.id);
}

async function plan(db: Db): Promise<Plan> {
  const remove = new Map<string, string[]>();
  let kept = 0;
  const edited = new Set(
    (
      await db
        .selectDistinct({ id: auditLog.entityId })
        .from(auditLog)
        .where(sql`${auditLog.entityId} in (select ${demoContent.rowId} from ${demoContent})`)
    ).map((r) => String(r.id)),
  );
  const partMarks = new Map<string, Set<string>>();
  for (const part of DEMO_PARTS)
    partMarks.set(getTableName(part.table), new Set(await marked(db, getTableName(part.table))));
  const removedItems: string[] = [];
  for (const item of DEMO_ITEMS) {
    const name = getTableName(item.table);
    const marks = await marked(db, name);
    const existing = marks.length
      ? await db.select({ id: item.id }).from(item.table).where(inArray(item.id, marks))
      : [];
    const ids = new Set(existing.map((r) => String(r.id)));
    const found = ids.size;
    // An item with a part nobody seeded (a reader's comment, a track staff added) is someone's now.
    for (const part of DEMO_PARTS.filter((p) => p.parentTable === item.table)) {
      if (ids.size === 0) break;
      const seeded = partMarks.get(getTableName(part.table))!;
      const parts = await db
        .select({ id: part.id, parent: part.parent })
        .from(part.table)
        .where(inArray(part.parent, [...ids]));
      for (const p of parts) if (!seeded.has(String(p.id)) && p.parent) ids.delete(String(p.parent));
    }
    const going = [...ids].filter((id) => !edited.has(id));
    kept += found - going.length;
    remove.set(name, going);
    removedItems.push(...going);
  }
  for (const part of DEMO_PARTS) {
    if (!removedItems.length) break;
    const rows = await db.select({ id: part.id }).from(part.table).where(inArray(part.parent, removedItems));
    remove.set(
      getTableName(part.table),
      rows.map((r) => String(r.id)),
    );
  }
  remove.set('categories', await unusedDemoCategories(db, removedItems, edited));
  return { remove, kept };
}

/** Demo categories that no item left after the removal uses (and that staff never edited). */
async function unusedDemoCategories(db: Db, removed: string[], edited: Set<string>): Promise<string[]> {
  const marks = await marked(db, 'categories');
  if (!marks.length) return [];
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.id, marks));
  const going: string[] = [];
  for (const row of rows) {
    if (edited.has(row.id)) continue;
    let used = false;
    for (const spec of Object.values(KINDS)) {
      if (!spec.category || used) continue;
      const [hit] = await db
        .select({ one: sql<number>`1` })
        .from(spec.table)
        .where(
          and(
            sql`lower(${spec.category}) = lower(${row.name})`,
            removed.length ? notInArray(spec.id, removed) : undefined,
          ),
        )
        .limit(1);
      used = Boolean(hit);
    }
    if (!used) going.push(row.id);
  }
  return going;
}

const total = (p: Plan) => [...p.remove.values()].reduce((n, ids) => n + ids.length, 0);

export async function countDemoContent(db: Db): Promise<DemoContentCount> {
  const p = await plan(db);
  return { count: total(p), kept: p.kept };
}

const chunks = <T>(list: T[], size = 500) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

/** Removes the demo rows in one transaction; a second call finds nothing left and removes nothing. */
export async function removeDemoContent(db: Db, user: User, now: Date): Promise<DemoRemoveResult> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const p = await plan(t);
    const removed = total(p);
    const items = DEMO_ITEMS.flatMap((item) => p.remove.get(getTableName(item.table)) ?? []);
    for (const ids of chunks(items)) {
      await forgetItems(t, ids);
    }
    for (const table of [...DEMO_PARTS, ...DEMO_ITEMS]) {
      for (const ids of chunks(p.remove.get(getTableName(table.table)) ?? [])) {
        await t.delete(table.table).where(inArray(table.id, ids));
      }
    }
    for (const ids of chunks(p.remove.get('categories') ?? []))
      await t.delete(categories).where(inArray(categories.id, ids));
    // Marks of rows that are gone (removed now or deleted by staff earlier) are forgotten; kept rows stay marked.
    await t.execute(sql`delete from ${demoContent} d where not exists (${existsAny()})`);
    if (removed > 0) {
      const counts = Object.fromEntries([...p.remove].map(([name, ids]) => [name, ids.length]));
      await recordAudit(t, {
        actor: user,
        action: 'demo.remove',
        entityType: 'demo_content',
        after: { removed, kept: p.kept, counts },
        at: now,
      });
    }
    return { removed, kept: p.kept };
  });
}

/** "The row this mark names still exists", for any demo table. */
function existsAny() {
  const tables = [...DEMO_ITEMS, ...DEMO_PARTS, { table: categories, id: categories.id }];
  return sql.join(
    tables.map(
      (t) => sql`select 1 from ${t.table} where d.table_name = ${getTableName(t.table)} and ${t.id} = d.row_id`,
    ),
    sql` union all `,
  );
}

/** Admin only: GET counts what would go, POST { confirm: true } removes it. */
export const demoContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const db = () => app.deps.database.db;
  app.get('/demo-content', { schema: { tags: ['newsroom'] } }, async () => countDemoContent(db()));
  app.post('/demo-content/remove', { schema: { tags: ['newsroom'], body: demoRemoveSchema } }, async (req) => {
    const result = await removeDemoContent(db(), currentUser(req), appNow(app));
    if (result.removed > 0) afterPublicChange(app);
    return result;
  });
};
