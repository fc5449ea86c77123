import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activitySchema, recommendationSchema } from '../../../shared/recommendations';
import { currentUser, requireUser } from '../../platform/guards';
import { RateLimiter, enforceRateLimit } from '../../platform/rate-limit';
import { recommendationsFor, recordView } from './service';
import { clearRecommendations } from './store';

/** GET /recommendations and POST /activity, for signed-in readers only (spec 000). */
export const recommendationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.addHook('onRequest', requireUser);
  // Generous for real reading, but a script cannot fill the activity table.
  const viewsPerUser = new RateLimiter(120, 60_000);
  // New settings, new picks: the next request recomputes them.
  app.events.on('preferencesSaved', ({ user }) => clearRecommendations(db, user.id));

  app.get(
    '/recommendations',
    { schema: { tags: ['recommendations'], response: { 200: z.array(recommendationSchema) } } },
    async (req) => recommendationsFor(db, currentUser(req).id),
  );

  app.post(
    '/activity',
    {
      schema: { tags: ['recommendations'], body: activitySchema, response: { 204: z.void() } },
    },
    async (req, reply) => {
      const user = currentUser(req);
      await enforceRateLimit([{ limiter: viewsPerUser, key: user.id }], 'Too many requests. Please slow down.');
      await recordView(db, user.id, req.body);
      return reply.status(204).send();
    },
  );
};
