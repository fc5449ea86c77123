/** The users desk (admins): list and search accounts, change roles and grants, suspend. */
import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { sessions, users, type User } from '../../../db/schema';
import {
  adminUserListQuerySchema,
  adminUserSchema,
  adminUserUpdateSchema,
  suspendUserSchema,
  userActivitySchema,
  type AdminUser,
  type AdminUserListQuery,
  type AdminUserUpdate,
} from '../../../../shared/newsroom/users';
import { isStaffRole, toRole } from '../../../../shared/newsroom/roles';
import { TOTAL_COUNT_HEADER } from '../../../../shared/query-params';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import { enqueueMail } from '../../../platform/mail/queue';
import { wakeMailWorker } from '../../../platform/mail/plugin';
import { siteUrl } from '../../../platform/site-url';
import { staffRoleEmail, suspensionEmail } from './account-emails';
import { appNow } from '../../../platform/clock';
import { FREE_BENEFITS, PREMIUM_BENEFITS } from '../../../platform/membership';
import { currentUser, requireAdmin } from '../../../platform/guards';
import { activityOf } from './user-activity';

const notFound = () => new AppError('NOT_FOUND', 404, 'This account does not exist.');
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function toAdminUser(u: User, now: Date): AdminUser {
  const suspended = u.suspendedUntil && u.suspendedUntil > now;
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: toRole(u.role),
    membershipType: u.membershipType,
    membershipStatus: u.membershipStatus,
    complimentaryPremium: u.complimentaryPremium,
    canUploadContent: u.canUploadContent,
    suspendedUntil: suspended ? u.suspendedUntil!.toISOString() : null,
    suspensionReason: suspended ? u.suspensionReason : null,
    createdAt: u.createdAt.toISOString(),
  };
}

async function listUsers(db: Db, q: AdminUserListQuery) {
  const pattern = q.q ? containsPattern(q.q) : undefined;
  const where: SQL | undefined = and(
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${pattern}`,
        )
      : undefined,
    q.role ? eq(users.role, q.role) : undefined,
  );
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(q.limit)
    .offset(q.offset);
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  return { rows, total: counted?.total ?? 0 };
}

async function findUser(db: Db, id: string): Promise<User> {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  if (!u) throw notFound();
  return u;
}

/** An admin may not leave the site without one. */
async function assertAnotherAdmin(db: Db, id: string) {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, id)))
    .limit(1);
  if (!other) {
    throw new AppError('LAST_ADMIN', 409, 'This is the last admin: make someone else an admin first.', [
      { path: 'role', message: 'This is the last admin: make someone else an admin first.' },
    ]);
  }
}

async function updateUser(db: Db, actor: User, id: string, input: AdminUserUpdate, now: Date, site: string) {
  const before = await findUser(db, id);
  if (input.role && input.role !== 'admin' && before.role === 'admin') await assertAnotherAdmin(db, id);
  const set: Partial<typeof users.$inferInsert> = {};
  if (input.role) set.role = input.role;
  // Premium, bought or given, brings the same benefits (uploads included); revoking a gift takes them back.
  if (input.complimentaryPremium === true) {
    Object.assign(set, { complimentaryPremium: true, ...PREMIUM_BENEFITS });
  } else if (input.complimentaryPremium === false && before.complimentaryPremium) {
    Object.assign(set, { complimentaryPremium: false, ...FREE_BENEFITS });
  }
  // Staff may still grant or withdraw uploads on their own.
  if (input.canUploadContent !== undefined) set.canUploadContent = input.canUploadContent;
  if (Object.keys(set).length === 0) return toAdminUser(before, now);
  const [after] = await db.update(users).set(set).where(eq(users.id, id)).returning();
  await recordAudit(db, {
    actor,
    action: 'user.update',
    entityType: 'user',
    entityId: id,
    before: toAdminUser(before, now),
    after: toAdminUser(after!, now),
    at: now,
  });
  if (!isStaffRole(before.role) && (after!.role === 'editor' || after!.role === 'admin')) {
    await enqueueMail(db, staffRoleEmail(after!, after!.role, site), now);
  }
  return toAdminUser(after!, now);
}

/** Ends every session of the account (its rows hold the user id in their JSON). */
async function endSessionsOf(db: Db, userId: string) {
  await db.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${userId}`);
}

async function suspendUser(
  db: Db,
  actor: User,
  id: string,
  input: { until: string; reason: string },
  now: Date,
  site: string,
) {
  const until = new Date(input.until);
  if (until <= now) {
    throw new AppError('VALIDATION_ERROR', 400, 'The suspension must end in the future.', [
      { path: 'until', message: 'The suspension must end in the future.' },
    ]);
  }
  if (id === actor.id) throw new AppError('CANNOT_SUSPEND_SELF', 409, 'You cannot suspend your own account.');
  const before = await findUser(db, id);
  const [after] = await db
    .update(users)
    .set({ suspendedUntil: until, suspensionReason: input.reason })
    .where(eq(users.id, id))
    .returning();
  await endSessionsOf(db, id);
  await recordAudit(db, {
    actor,
    action: 'user.suspend',
    entityType: 'user',
    entityId: id,
    before: toAdminUser(before, now),
    after: toAdminUser(after!, now),
    at: now,
  });
  await enqueueMail(db, suspensionEmail(after!, until, input.reason, site), now);
  return toAdminUser(after!, now);
}

async function liftSuspension(db: Db, actor: User, id: string, now: Date) {
  const before = await findUser(db, id);
  const [after] = await db
    .update(users)
    .set({ suspendedUntil: null, suspensionReason: null })
    .where(eq(users.id, id))
    .returning();
  await recordAudit(db, {
    actor,
    action: 'user.unsuspend',
    entityType: 'user',
    entityId: id,
    before: toAdminUser(before, now),
    after: toAdminUser(after!, now),
    at: now,
  });
  return toAdminUser(after!, now);
}

const idParams = z.object({ id: z.string().min(1).max(100) });

/** Register with the '/api/admin' prefix: admins only. */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const db = () => app.deps.database.db;
  const now = () => appNow(app);
  const site = siteUrl(app.deps.config);
  const tags = ['users'];
  app.get(
    '/users',
    { schema: { tags, querystring: adminUserListQuerySchema, response: { 200: z.array(adminUserSchema) } } },
    async (req, reply) => {
      const page = await listUsers(db(), req.query);
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return page.rows.map((u) => toAdminUser(u, now()));
    },
  );
  app.get('/users/:id', { schema: { tags, params: idParams, response: { 200: adminUserSchema } } }, async (req) =>
    toAdminUser(await findUser(db(), req.params.id), now()),
  );
  app.patch(
    '/users/:id',
    { schema: { tags, params: idParams, body: adminUserUpdateSchema, response: { 200: adminUserSchema } } },
    async (req) => {
      const user = await updateUser(db(), currentUser(req), req.params.id, req.body, now(), site);
      wakeMailWorker(app);
      return user;
    },
  );
  app.post(
    '/users/:id/suspension',
    { schema: { tags, params: idParams, body: suspendUserSchema, response: { 200: adminUserSchema } } },
    async (req) => {
      const user = await suspendUser(db(), currentUser(req), req.params.id, req.body, now(), site);
      wakeMailWorker(app);
      return user;
    },
  );
  app.delete(
    '/users/:id/suspension',
    { schema: { tags, params: idParams, response: { 200: adminUserSchema } } },
    async (req) => liftSuspension(db(), currentUser(req), req.params.id, now()),
  );
  app.get(
    '/users/:id/activity',
    { schema: { tags, params: idParams, response: { 200: userActivitySchema } } },
    async (req) => activityOf(db(), await findUser(db(), req.params.id)),
  );
};
