/**
 * The newsroom's list of one kind: search and filters, whose ("author", "me") and when (publish days),
 * sorted, with who last edited each item (the audit log's latest entry on it).
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { auditLog, users } from '../../../db/schema';
import type { ContentKind } from '../../../../shared/newsroom/content';
import type { DeskListQuery } from '../../../../shared/newsroom/desk-list';
import { MAGAZINE_TIME_ZONE } from '../../../../shared/dates';
import { KINDS, type KindSpec } from './kinds';
import { displayName } from '../../../platform/guards';
import { toItem } from './service';

type Row = Record<string, unknown>;

const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The column that names an item's author, where the kind has one; otherwise whoever created it here. */
const AUTHOR_KEYS: Partial<Record<ContentKind, string>> = { articles: 'authorId', sports: 'submittedBy' };

function authoredBy(spec: KindSpec, userId: string): SQL {
  const key = AUTHOR_KEYS[spec.kind];
  const column = key ? (spec.table as unknown as Record<string, SQL>)[key] : undefined;
  const created = sql`exists (select 1 from ${auditLog} where ${auditLog.entityType} = ${spec.kind}
    and ${auditLog.entityId} = ${spec.id} and ${auditLog.action} = 'content.create' and ${auditLog.actorId} = ${userId})`;
  return column ? (or(sql`${column} = ${userId}`, created) as SQL) : created;
}

const publishDay = (spec: KindSpec) => sql`(${spec.publishDate} at time zone ${MAGAZINE_TIME_ZONE})::date`;

function listWhere(spec: KindSpec, query: DeskListQuery, me: string): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const author = query.author === 'me' ? me : query.author;
  return and(
    query.city ? eq(spec.city, query.city) : undefined,
    query.status ? eq(spec.status, query.status) : undefined,
    query.category && spec.category ? sql`lower(${spec.category}) = lower(${query.category})` : undefined,
    pattern ? or(...spec.search.map((c) => ilike(c, pattern))) : undefined,
    author ? authoredBy(spec, author) : undefined,
    query.from ? sql`${publishDay(spec)} >= ${query.from}::date` : undefined,
    query.to ? sql`${publishDay(spec)} <= ${query.to}::date` : undefined,
  );
}

/** The latest audit entry's time on each item, or its creation when staff never touched it. */
const lastEdit = (spec: KindSpec) =>
  sql`coalesce((select max(${auditLog.createdAt}) from ${auditLog} where ${auditLog.entityType} = ${spec.kind}
    and ${auditLog.entityId} = ${spec.id}), ${spec.created})`;

function listOrder(spec: KindSpec, sort: DeskListQuery['sort']): SQL[] {
  switch (sort) {
    case 'title':
      return [asc(sql`lower(${spec.title})`), desc(spec.id)];
    case 'published':
      return [sql`${spec.publishDate} desc nulls last`, desc(spec.id)];
    case 'status':
      return [asc(spec.status), desc(spec.created), desc(spec.id)];
    case 'updated':
      return [desc(lastEdit(spec)), desc(spec.id)];
    default:
      return [desc(spec.created), desc(spec.id)];
  }
}

/** Who last changed each of these items, and when (from the audit log). */
async function lastEditors(db: Db, kind: ContentKind, ids: string[]) {
  if (ids.length === 0) return new Map<string, { name: string | null; at: Date }>();
  const rows = await db
    .selectDistinctOn([auditLog.entityId], {
      id: auditLog.entityId,
      name: auditLog.actorName,
      at: auditLog.createdAt,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, kind), inArray(auditLog.entityId, ids)))
    .orderBy(auditLog.entityId, desc(auditLog.seq));
  return new Map(rows.map((r) => [String(r.id), { name: r.name, at: r.at }]));
}

export async function listDesk(db: Db, kind: ContentKind, query: DeskListQuery, me: string, now: Date) {
  const spec = KINDS[kind];
  const where = listWhere(spec, query, me);
  const rows = (await db
    .select()
    .from(spec.table)
    .where(where)
    .orderBy(...listOrder(spec, query.sort))
    .limit(query.limit)
    .offset(query.offset)) as Row[];
  const [counted] = await db.select({ total: count() }).from(spec.table).where(where);
  const editors = await lastEditors(
    db,
    kind,
    rows.map((r) => String(r.id)),
  );
  const items = rows.map((r) => {
    const edit = editors.get(String(r.id));
    return {
      ...toItem(spec, r, now),
      lastEditedBy: edit?.name ?? null,
      lastEditedAt: edit ? edit.at.toISOString() : null,
    };
  });
  return { items, total: counted?.total ?? 0 };
}

/** Everyone who can write for the site, by name, for the author filter. */
export async function contentAuthors(db: Db) {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.role, ['contributor', 'editor', 'admin']))
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(500);
  return rows.map((r) => ({ id: r.id, name: displayName(r) }));
}
