import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedSchema,
  calendarFeedStateSchema,
  savedItemParams,
  savedItemSchema,
  savedStateSchema,
} from '../../../shared/saved';
import { appNow } from '../../platform/clock';
import { currentUser, requireUser } from '../../platform/guards';
import { RateLimiter, enforceRateLimit } from '../../platform/rate-limit';
import { siteUrl } from '../../platform/site-url';
import { feedUrl, hasFeed, resetFeedToken } from './calendar-feed';
import { isSaved, listSaved, saveItem, unsaveItem } from './service';

const SLOW_DOWN = 'Too many changes to your saved items. Please wait a minute and try again.';

/** /api/saved: a signed-in member's own saved items and calendar feed; nobody else's is ever read. */
export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.addHook('onRequest', requireUser);
  // A reader saves a few items a minute; a script cannot fill the table.
  const changesPerUser = new RateLimiter(60, 60_000);
  const resetsPerUser = new RateLimiter(10, 60 * 60_000);

  app.get(
    '/saved',
    { schema: { tags: ['saved'], response: { 200: z.array(savedItemSchema) } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return listSaved(db, currentUser(req).id, appNow(app));
    },
  );

  app.get(
    '/saved/:kind/:id',
    { schema: { tags: ['saved'], params: savedItemParams, response: { 200: savedStateSchema } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { saved: await isSaved(db, currentUser(req).id, req.params.kind, req.params.id) };
    },
  );

  app.put(
    '/saved/:kind/:id',
    { schema: { tags: ['saved'], params: savedItemParams, response: { 200: savedStateSchema } } },
    async (req) => {
      const user = currentUser(req);
      await enforceRateLimit([{ limiter: changesPerUser, key: user.id }], SLOW_DOWN);
      await saveItem(db, user.id, req.params.kind, req.params.id, appNow(app));
      return { saved: true };
    },
  );

  app.delete(
    '/saved/:kind/:id',
    { schema: { tags: ['saved'], params: savedItemParams, response: { 200: savedStateSchema } } },
    async (req) => {
      const user = currentUser(req);
      await enforceRateLimit([{ limiter: changesPerUser, key: user.id }], SLOW_DOWN);
      await unsaveItem(db, user.id, req.params.kind, req.params.id, appNow(app));
      return { saved: false };
    },
  );

  app.get(
    '/saved/calendar-feed',
    { schema: { tags: ['saved'], response: { 200: calendarFeedStateSchema } } },
    async (req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { exists: await hasFeed(db, currentUser(req).id) };
    },
  );

  app.post(
    '/saved/calendar-feed',
    { schema: { tags: ['saved'], response: { 200: calendarFeedSchema } } },
    async (req, reply) => {
      const user = currentUser(req);
      await enforceRateLimit(
        [{ limiter: resetsPerUser, key: user.id }],
        'Too many new calendar links. Please try again later.',
      );
      const token = await resetFeedToken(db, user.id);
      reply.header('Cache-Control', 'private, no-store');
      return { url: feedUrl(siteUrl(app.deps.config), token) };
    },
  );
};
