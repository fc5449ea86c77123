import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adReviewDecisionSchema, campaignViewSchema } from '../../../shared/ad-campaigns';
import { currentUser, requireStaff } from '../../platform/guards';
import { appNow } from '../../platform/clock';
import { awaitingApproval, decideCampaign } from './campaign-approval';

const tags = ['ad-campaigns'];

/** The review desk's part for self-serve ads, under /api/admin/ad-review (editors and admins). */
export const adReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  app.addHook('onRequest', requireStaff);

  app.get('/', { schema: { tags, response: { 200: z.array(campaignViewSchema) } } }, async () =>
    awaitingApproval(db(), appNow(app)),
  );

  app.post(
    '/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(100) }),
        body: adReviewDecisionSchema,
        response: { 200: campaignViewSchema },
      },
    },
    async (req) =>
      decideCampaign(
        { db: db(), payments: app.deps.payments, config: app.deps.config },
        req.params.id,
        req.body,
        currentUser(req),
        appNow(app),
      ),
  );
};
