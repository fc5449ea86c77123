import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adCampaignFormSchema,
  adCampaignSchema,
  paymentIntentRequestSchema,
  paymentIntentResponseSchema,
} from '../../../shared/ad-campaigns';
import { pagingParams } from '../../../shared/query-params';
import { currentUser, requireAdmin, requireVerified } from '../../platform/guards';
import { createCampaign, listCampaigns, markCampaignPaid, startPayment } from './service';

/**
 * Staff-only ad campaigns, registered under /api/admin/ad-campaigns. Card payments stay off until a
 * provider adapter is passed in; the disabled one answers 503 with a plain message.
 */
export const adCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const { payments } = app.deps;
  const tags = ['ad-campaigns'];
  app.addHook('onRequest', requireAdmin);
  app.events.on('paymentSucceeded', (payment) =>
    payment.metadata.campaignId ? markCampaignPaid(payment.db, payment) : undefined,
  );

  app.post(
    '/',
    { schema: { tags, body: adCampaignFormSchema, response: { 201: adCampaignSchema } } },
    async (req, reply) => reply.code(201).send(await createCampaign(db(), req.body, currentUser(req).id)),
  );

  app.get(
    '/',
    { schema: { tags, querystring: z.object(pagingParams()), response: { 200: z.array(adCampaignSchema) } } },
    async (req) => listCampaigns(db(), req.query.limit, req.query.offset),
  );

  app.post(
    '/payment-intent',
    {
      onRequest: requireVerified,
      schema: { tags, body: paymentIntentRequestSchema, response: { 200: paymentIntentResponseSchema } },
    },
    async (req) => startPayment({ db: db(), payments }, req.body.campaignData, req.body.amount, currentUser(req).id),
  );
};
