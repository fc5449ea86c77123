import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ventIdParamsSchema, ventModerationSchema, ventPendingSchema } from '../../../shared/vent-room';
import { z } from 'zod';
import { currentUser, requireStaff } from '../../platform/guards';
import { recordAudit } from '../../platform/audit';
import { appNow } from '../../platform/clock';
import { forgetLists } from '../../platform/lists/read';
import { listPending, setCommentStatus, setPostStatus } from './moderation';
import { ventCommentList, ventPostList } from './lists';
import { clearFlags } from './safety';
import { queuePostApprovedEmail } from './approval-email';
import { siteUrl } from '../../platform/site-url';
import { wakeMailWorker } from '../../platform/mail/plugin';

const statusResult = { 200: z.object({ id: z.string(), status: z.string() }) };

/** Staff moderation of the Vent Room. Registered by ventRoomRoutes under /admin. */
export const ventRoomAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const tags = ['vent-room'];
  // A decision changes what the public lists show; readers should not wait for the cache to expire.
  const clearPublic = () => forgetLists(app, ventPostList, ventCommentList);
  // Moderation is the newsroom's (editors and admins).
  app.addHook('onRequest', requireStaff);

  app.get('/pending', { schema: { tags, response: { 200: ventPendingSchema } } }, async () => listPending(db()));

  app.post(
    '/posts/:id/status',
    { schema: { tags, params: ventIdParamsSchema, body: ventModerationSchema, response: statusResult } },
    async (req) => {
      const row = await setPostStatus(db(), req.params.id, req.body.status, req.user?.id ?? null);
      await clearFlags(db(), 'post', req.params.id);
      clearPublic();
      if (row.status === 'approved') {
        await queuePostApprovedEmail(db(), row.id, siteUrl(app.deps.config), appNow(app));
        wakeMailWorker(app);
      }
      await recordAudit(db(), {
        actor: currentUser(req),
        action: 'moderation.decide',
        entityType: 'vent_post',
        entityId: req.params.id,
        after: row,
        at: appNow(app),
      });
      return row;
    },
  );

  app.post(
    '/comments/:id/status',
    { schema: { tags, params: ventIdParamsSchema, body: ventModerationSchema, response: statusResult } },
    async (req) => {
      const row = await setCommentStatus(db(), req.params.id, req.body.status, req.user?.id ?? null);
      await clearFlags(db(), 'comment', req.params.id);
      clearPublic();
      await recordAudit(db(), {
        actor: currentUser(req),
        action: 'moderation.decide',
        entityType: 'vent_comment',
        entityId: req.params.id,
        after: row,
        at: appNow(app),
      });
      return row;
    },
  );
};
