import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewParamsSchema, reviewQuerySchema, reviewQueueSchema } from '../../../../shared/review';
import { decisionResultSchema, reviewDecisionSchema } from '../../../../shared/review-decision';
import { mySubmissionSchema } from '../../../../shared/my-submissions';
import { recordAudit } from '../../../platform/audit';
import { appNow } from '../../../platform/clock';
import { publicReadCache } from '../../../platform/cache';
import { currentUser, requireStaff, requireUser } from '../../../platform/guards';
import { wakeMailWorker } from '../../../platform/mail/plugin';
import { listMySubmissions } from './account';
import { decide } from './decide';
import { noticeDraftLive } from './draft-live';
import { siteUrl } from '../../../platform/site-url';
import { listReviewQueue } from './queue';

/**
 * The review desk (editors and admins) and the sender's own list. Register with the '/api' prefix.
 * Staff answers carry personal data: never kept in a shared cache.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  // A reader's approved draft that staff publish in the newsroom: its sender hears that it is live.
  app.events.on('contentSaved', async (saved) => {
    if (!saved.isPublic) return;
    try {
      if (await noticeDraftLive(saved.db, saved.id, siteUrl(app.deps.config), saved.at)) wakeMailWorker(app);
    } catch (err) {
      // The editor's save stands; the notice is what failed.
      app.log.error({ err, id: saved.id }, 'the notice that a reader’s draft went live could not be queued');
    }
  });
  const tags = ['review'];

  app.get(
    '/admin/review',
    { onRequest: requireStaff, schema: { tags, querystring: reviewQuerySchema, response: { 200: reviewQueueSchema } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listReviewQueue(db(), req.query);
    },
  );

  app.post(
    '/admin/review/:kind/:id/decision',
    {
      onRequest: requireStaff,
      schema: { tags, params: reviewParamsSchema, body: reviewDecisionSchema, response: { 200: decisionResultSchema } },
    },
    async (req) => {
      const reviewer = currentUser(req);
      const result = await decide(
        { db: db(), config: app.deps.config },
        { ...req.params, ...req.body, reviewerId: reviewer.id },
      );
      // Every staff decision is in the audit log: who, what, when, and where it went.
      await recordAudit(db(), {
        actor: reviewer,
        action: `review.${req.body.decision}`,
        entityType: req.params.kind,
        entityId: req.params.id,
        before: req.body.edits ? { edits: req.body.edits } : undefined,
        after: { note: req.body.note ?? null, result, ...(req.body.payout ? { payout: req.body.payout } : {}) },
        at: appNow(app),
      });
      // What changed may be on any public list (and the home page): show it at once.
      publicReadCache(app).clear();
      wakeMailWorker(app);
      // An approval that put a piece on the site is a publish: what follows one (the social desk's
      // suggested posts) follows this too.
      if (result.publishedAs)
        await app.events.emit('contentSaved', { db: db(), id: result.publishedAs.id, isPublic: true, at: appNow(app) });
      return result;
    },
  );

  app.get(
    '/account/submissions',
    { onRequest: requireUser, schema: { tags, response: { 200: z.array(mySubmissionSchema) } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listMySubmissions(db(), currentUser(req).id, appNow(app));
    },
  );
};
