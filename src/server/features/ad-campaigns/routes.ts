import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activateCampaignSchema,
  adCampaignFormSchema,
  adCampaignSchema,
  campaignEditSchema,
  campaignStatsSchema,
  campaignViewSchema,
  paymentIntentRequestSchema,
  paymentIntentResponseSchema,
  statsQuerySchema,
} from '../../../shared/ad-campaigns';
import { isAdminRole } from '../../../shared/newsroom/roles';
import { pagingParams } from '../../../shared/query-params';
import { currentUser, requireAdmin, requireUser, requireVerified } from '../../platform/guards';
import { appNow } from '../../platform/clock';
import { createCampaign, markCampaignPaid, startPayment } from './service';
import {
  activateComplimentary,
  deleteDraft,
  editCampaign,
  findCampaign,
  findOwnCampaign,
  listViews,
  setPaused,
} from './manage';
import { campaignsCsv, campaignStats, csvFileName, statsCsv } from './campaign-reports';
import { assertOwnCreative } from './creative-owner';

const tags = ['ad-campaigns'];
const idParams = z.object({ id: z.string().min(1).max(100) });
const csvHeaders = (fileName: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${fileName}"`,
  'cache-control': 'no-store',
});

/**
 * Staff-only ad campaigns, registered under /api/admin/ad-campaigns: building, paying, activating,
 * pausing, editing, deleting drafts and the figures. Card payments stay off until a provider adapter
 * is passed in; the disabled one answers 503 with a plain message.
 */
export const adCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const now = () => appNow(app);
  const { payments } = app.deps;
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
    { schema: { tags, querystring: z.object(pagingParams()), response: { 200: z.array(campaignViewSchema) } } },
    async (req) => listViews(db(), now(), req.query),
  );

  app.get('/report.csv', { schema: { tags } }, async (_req, reply) =>
    reply
      .headers(csvHeaders('ad-campaigns-report.csv'))
      .send(campaignsCsv(await listViews(db(), now(), { limit: 1000, offset: 0 }))),
  );

  app.post(
    '/payment-intent',
    {
      onRequest: requireVerified,
      schema: { tags, body: paymentIntentRequestSchema, response: { 200: paymentIntentResponseSchema } },
    },
    async (req) => startPayment({ db: db(), payments }, req.body.campaignData, req.body.amount, currentUser(req).id),
  );

  app.post(
    '/:id/activate',
    { schema: { tags, params: idParams, body: activateCampaignSchema, response: { 200: campaignViewSchema } } },
    async (req) => activateComplimentary(db(), req.params.id, currentUser(req), now()),
  );

  for (const [action, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    app.post(
      `/:id/${action}`,
      { schema: { tags, params: idParams, response: { 200: campaignViewSchema } } },
      async (req) => setPaused(db(), req.params.id, paused, currentUser(req), now()),
    );
  }

  app.patch(
    '/:id',
    { schema: { tags, params: idParams, body: campaignEditSchema, response: { 200: campaignViewSchema } } },
    async (req) => editCampaign(db(), req.params.id, req.body, currentUser(req), now()),
  );

  app.delete('/:id', { schema: { tags, params: idParams } }, async (req, reply) => {
    await deleteDraft(db(), req.params.id, currentUser(req), now());
    return reply.code(204).send();
  });

  app.get(
    '/:id/stats',
    { schema: { tags, params: idParams, querystring: statsQuerySchema, response: { 200: campaignStatsSchema } } },
    async (req) => campaignStats(db(), await findCampaign(db(), req.params.id), req.query, now()),
  );

  app.get(
    '/:id/stats.csv',
    { schema: { tags, params: idParams, querystring: statsQuerySchema } },
    async (req, reply) => {
      const row = await findCampaign(db(), req.params.id);
      const stats = await campaignStats(db(), row, req.query, now());
      return reply.headers(csvHeaders(csvFileName(row.title, `${stats.from}-${stats.to}`))).send(statsCsv(stats));
    },
  );
};

/**
 * Advertisers buy their own (any verified account): checkout at the server's price, then their own
 * campaigns and figures under /api/account. Someone else's campaign is "not found".
 */
export const advertiserRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const now = () => appNow(app);
  const { payments } = app.deps;

  app.post(
    '/ad-campaigns/payment-intent',
    {
      onRequest: requireVerified,
      schema: { tags, body: paymentIntentRequestSchema, response: { 200: paymentIntentResponseSchema } },
    },
    async (req) => {
      const user = currentUser(req);
      // An admin's campaign runs once paid; anyone else's creative waits for staff approval.
      const selfServe = !isAdminRole(user.role);
      if (selfServe) await assertOwnCreative(db(), req.body.campaignData.imageUrl, user.id);
      return startPayment({ db: db(), payments }, req.body.campaignData, req.body.amount, user.id, selfServe);
    },
  );

  app.get(
    '/account/ad-campaigns',
    {
      onRequest: requireUser,
      schema: { tags, querystring: z.object(pagingParams()), response: { 200: z.array(campaignViewSchema) } },
    },
    async (req) => listViews(db(), now(), { ...req.query, ownerId: currentUser(req).id }),
  );

  app.get(
    '/account/ad-campaigns/:id/stats',
    {
      onRequest: requireUser,
      schema: { tags, params: idParams, querystring: statsQuerySchema, response: { 200: campaignStatsSchema } },
    },
    async (req) =>
      campaignStats(db(), await findOwnCampaign(db(), req.params.id, currentUser(req).id), req.query, now()),
  );

  app.get(
    '/account/ad-campaigns/:id/stats.csv',
    { onRequest: requireUser, schema: { tags, params: idParams, querystring: statsQuerySchema } },
    async (req, reply) => {
      const row = await findOwnCampaign(db(), req.params.id, currentUser(req).id);
      const stats = await campaignStats(db(), row, req.query, now());
      return reply.headers(csvHeaders(csvFileName(row.title, `${stats.from}-${stats.to}`))).send(statsCsv(stats));
    },
  );
};
