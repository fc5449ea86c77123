import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminEditionDetailSchema,
  adminEditionListQuerySchema,
  adminEditionSchema,
  bouncedSubscriberSchema,
  editionCandidatesSchema,
  editionCreateSchema,
  editionParamsSchema,
  editionPreviewSchema,
  editionProgressSchema,
  editionScheduleSchema,
  editionUpdateSchema,
  subscriberCountsSchema,
  TOTAL_COUNT_HEADER,
} from '../../../shared/newsletter';
import { currentUser, requireAdmin } from '../../platform/guards';
import { AppError } from '../../platform/app-error';
import { resolveSessionSecret } from '../../platform/session-secret';
import { wakeMailWorker } from '../../platform/mail/plugin';
import { appNow } from '../../platform/clock';
import { draftEdition } from './drafting';
import {
  deleteEdition,
  getEdition,
  listEditions,
  scheduleEdition,
  toAdminEdition,
  updateEdition,
  withPicks,
} from './editions';
import { sendEdition, sendTestCopy, staffLinks } from './sending';
import { renderEdition } from './edition-email';
import { loadPicks } from './picks';
import { listCandidates, subscriberCounts } from './candidates';
import { bouncedSubscribers, editionProgress } from './progress';

const tags = ['newsletter admin'];
const params = editionParamsSchema;
const message = z.object({ message: z.string() });

/** Staff API for editions (/api/newsletter/admin/...): admins only. */
export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const db = database.db;
  const sendDeps = { db, config, secret: resolveSessionSecret(config) };
  const detail = async (id: string) => withPicks(db, await getEdition(db, id), toAdminEdition);
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/editions',
    { schema: { tags, querystring: adminEditionListQuerySchema, response: { 200: z.array(adminEditionSchema) } } },
    async (req, reply) => {
      const { rows, total } = await listEditions(db, req.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return rows.map(toAdminEdition);
    },
  );

  app.post(
    '/editions',
    { schema: { tags, body: editionCreateSchema, response: { 201: adminEditionDetailSchema } } },
    async (req, reply) => {
      const edition = await draftEdition(db, { city: req.body.city, now: new Date() });
      if (!edition) throw new AppError('DRAFT_FAILED', 409, 'The edition could not be drafted. Please try again.');
      return reply.status(201).send(await detail(edition.id));
    },
  );

  app.get('/editions/:id', { schema: { tags, params, response: { 200: adminEditionDetailSchema } } }, async (req) =>
    detail(req.params.id),
  );

  app.patch(
    '/editions/:id',
    { schema: { tags, params, body: editionUpdateSchema, response: { 200: adminEditionDetailSchema } } },
    async (req) => {
      await updateEdition(db, req.params.id, req.body, appNow(app));
      return detail(req.params.id);
    },
  );

  app.delete('/editions/:id', { schema: { tags, params, response: { 204: z.null() } } }, async (req, reply) => {
    await deleteEdition(db, req.params.id);
    return reply.status(204).send(null);
  });

  app.get(
    '/editions/:id/preview',
    { schema: { tags, params, response: { 200: editionPreviewSchema } } },
    async (req) => {
      const edition = await getEdition(db, req.params.id);
      return renderEdition(edition, await loadPicks(db, edition), staffLinks(config));
    },
  );

  app.post('/editions/:id/test', { schema: { tags, params, response: { 202: message } } }, async (req, reply) => {
    const user = currentUser(req);
    if (!user.email) throw new AppError('NO_EMAIL', 400, 'Your account has no e-mail address to send the test to.');
    await sendTestCopy(sendDeps, await getEdition(db, req.params.id), user.email);
    wakeMailWorker(app);
    return reply.status(202).send({ message: `A test copy is on its way to ${user.email}.` });
  });

  app.post(
    '/editions/:id/schedule',
    { schema: { tags, params, body: editionScheduleSchema, response: { 200: adminEditionDetailSchema } } },
    async (req) => {
      await scheduleEdition(db, req.params.id, req.body.scheduledFor);
      return detail(req.params.id);
    },
  );

  app.post(
    '/editions/:id/send',
    { schema: { tags, params, response: { 202: adminEditionDetailSchema } } },
    async (req, reply) => {
      const sent = await sendEdition(sendDeps, req.params.id);
      wakeMailWorker(app);
      return reply.status(202).send(await detail(sent.id));
    },
  );

  app.get(
    '/editions/:id/progress',
    { schema: { tags, params, response: { 200: editionProgressSchema } } },
    async (req) => {
      await getEdition(db, req.params.id);
      return editionProgress(db, req.params.id);
    },
  );

  app.get('/bounces', { schema: { tags, response: { 200: z.array(bouncedSubscriberSchema) } } }, async () =>
    bouncedSubscribers(db),
  );

  app.get(
    '/candidates',
    { schema: { tags, querystring: editionCreateSchema, response: { 200: editionCandidatesSchema } } },
    async (req) => listCandidates(db, req.query.city, new Date()),
  );

  app.get('/subscribers', { schema: { tags, response: { 200: subscriberCountsSchema } } }, async () =>
    subscriberCounts(db),
  );
};
