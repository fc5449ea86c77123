/** GET /api/admin/audit (admins): who did what, when, filtered. */
import { and, count, desc, eq, gte, isNotNull, lte, max } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLog } from '../../../db/schema';
import {
  auditActorSchema,
  auditEntrySchema,
  auditQuerySchema,
  type AuditEntry,
} from '../../../../shared/newsroom/audit';
import { TOTAL_COUNT_HEADER } from '../../../../shared/query-params';
import { requireAdmin } from '../../../platform/guards';

/** The item's name in an entry's snapshot: a title, a name, or a person's name (never an e-mail). */
function labelOf(snapshot: unknown): string | null {
  if (!snapshot || typeof snapshot !== 'object') return null;
  const s = snapshot as Record<string, unknown>;
  for (const key of ['title', 'name', 'featureName', 'subject']) {
    const value = s[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  const person = [s.firstName, s.lastName].filter((v) => typeof v === 'string' && v.trim()).join(' ');
  return person || null;
}

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  app.get(
    '/audit/actors',
    { schema: { tags: ['audit'], response: { 200: z.array(auditActorSchema) } } },
    async (_req, reply) => {
      const rows = await app.deps.database.db
        .select({ id: auditLog.actorId, name: max(auditLog.actorName), last: max(auditLog.createdAt) })
        .from(auditLog)
        .where(isNotNull(auditLog.actorId))
        .groupBy(auditLog.actorId)
        .orderBy(desc(max(auditLog.createdAt)))
        .limit(200);
      reply.header('Cache-Control', 'no-store');
      return rows.map((r) => ({ id: r.id!, name: r.name ?? 'Staff member' }));
    },
  );
  app.get(
    '/audit',
    { schema: { tags: ['audit'], querystring: auditQuerySchema, response: { 200: z.array(auditEntrySchema) } } },
    async (req, reply) => {
      const q = req.query;
      const [entityType, entityId] = q.entity ? q.entity.split(':', 2) : [undefined, undefined];
      const where = and(
        q.actor ? eq(auditLog.actorId, q.actor) : undefined,
        q.action ? eq(auditLog.action, q.action) : undefined,
        entityType ? eq(auditLog.entityType, entityType) : undefined,
        entityId ? eq(auditLog.entityId, entityId) : undefined,
        q.from ? gte(auditLog.createdAt, new Date(q.from)) : undefined,
        q.to ? lte(auditLog.createdAt, new Date(q.to)) : undefined,
      );
      const db = app.deps.database.db;
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.seq))
        .limit(q.limit)
        .offset(q.offset);
      const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
      reply.header(TOTAL_COUNT_HEADER, String(counted?.total ?? 0)).header('Cache-Control', 'no-store');
      return rows.map((r): AuditEntry => ({
        id: r.id,
        actorId: r.actorId,
        actorName: r.actorName,
        action: r.action,
        entityType: r.entityType,
        entityId: r.entityId,
        entityLabel: labelOf(r.after) ?? labelOf(r.before),
        before: r.before ?? null,
        after: r.after ?? null,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  );
};
