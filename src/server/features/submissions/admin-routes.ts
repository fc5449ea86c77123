import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reviewDecisionSchema,
  reviewItemSchema,
  reviewParamsSchema,
  reviewQuerySchema,
  submittedSchema,
} from '../../../shared/submissions';
import { currentUser, requireAdmin } from '../../platform/guards';
import { recordAudit } from '../../platform/audit';
import { appNow } from '../../platform/clock';
import { decide, listForReview } from './review';

/** Staff review queue. Register with the '/api/admin' prefix. */
export const submissionAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.addHook('onRequest', requireAdmin);
  const tags = ['submissions', 'admin'];

  app.get(
    '/submissions',
    { schema: { tags, querystring: reviewQuerySchema, response: { 200: z.array(reviewItemSchema) } } },
    async (req, reply) => {
      // Staff pages show personal data: never keep it in a shared cache.
      reply.header('Cache-Control', 'no-store');
      return listForReview(db, req.query);
    },
  );

  app.post(
    '/submissions/:kind/:id/status',
    {
      schema: { tags, params: reviewParamsSchema, body: reviewDecisionSchema, response: { 200: submittedSchema } },
    },
    async (req) => {
      const result = await decide(db, req.params.kind, req.params.id, req.body, currentUser(req).id);
      await recordAudit(db, {
        actor: currentUser(req),
        action: 'moderation.decide',
        entityType: `review_${req.params.kind}`,
        entityId: req.params.id,
        after: { ...result, reviewNotes: req.body.reviewNotes ?? null },
        at: appNow(app),
      });
      return result;
    },
  );
};
