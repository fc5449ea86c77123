import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, ne } from 'drizzle-orm';
import { users } from '../../db/schema';
import { AppError, notFound } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { currentUser, requireAdmin, requireStaff } from '../../platform/guards';
import { accountAccessSchema, accountRoleSchema, uploadRightsSchema } from '../../../shared/review';

const access = { id: users.id, role: users.role, canUploadContent: users.canUploadContent };

/**
 * Who may upload and who is staff. Staff grant the premium upload right (spec 001: premium members
 * upload; staff can grant it to a trusted local); only admins change roles. Register with '/api'.
 */
export const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const tags = ['review'];
  const response = { 200: accountAccessSchema };

  app.put(
    '/admin/upload-rights',
    { onRequest: requireStaff, schema: { tags, body: uploadRightsSchema, response } },
    async (req) => {
      const [row] = await db()
        .update(users)
        .set({ canUploadContent: req.body.canUploadContent })
        .where(eq(users.email, req.body.email))
        .returning(access);
      if (!row) throw notFound('Account', 'ACCOUNT_NOT_FOUND');
      await recordAudit(db(), {
        actor: currentUser(req),
        action: 'user.upload-rights',
        entityType: 'user',
        entityId: row.id,
        after: row,
      });
      return row;
    },
  );

  app.put(
    '/admin/account-role',
    { onRequest: requireAdmin, schema: { tags, body: accountRoleSchema, response } },
    async (req) => {
      // The site never loses its last admin (the same rule as the users desk).
      if (req.body.role !== 'admin') {
        const [other] = await db()
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.role, 'admin'), ne(users.email, req.body.email)))
          .limit(1);
        if (!other) throw new AppError('LAST_ADMIN', 409, 'This is the last admin: make someone else an admin first.');
      }
      const [row] = await db()
        .update(users)
        .set({ role: req.body.role })
        .where(eq(users.email, req.body.email))
        .returning(access);
      if (!row) throw notFound('Account', 'ACCOUNT_NOT_FOUND');
      await recordAudit(db(), {
        actor: currentUser(req),
        action: 'user.role',
        entityType: 'user',
        entityId: row.id,
        after: row,
      });
      return row;
    },
  );
};
