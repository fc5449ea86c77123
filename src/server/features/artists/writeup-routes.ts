import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { artistWriteupFormSchema, artistWriteupSchema } from '../../../shared/artists';
import { paginationQuery } from '../../../shared/directory';
import { currentUser, requireVerified } from '../../platform/guards';
import { RateLimiter, enforceRateLimit } from '../../platform/rate-limit';
import { listWriteups, submitWriteup } from './writeups';

const HOUR = 60 * 60 * 1000;

export const writeupRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const tags = ['artists'];
  const submissionsPerUser = new RateLimiter(10, HOUR);

  app.get(
    '/artist-writeups',
    { schema: { tags, querystring: paginationQuery, response: { 200: z.array(artistWriteupSchema) } } },
    async (req) => listWriteups(db, req.query),
  );

  app.post(
    '/artist-writeups',
    {
      onRequest: requireVerified,
      schema: {
        tags,
        body: artistWriteupFormSchema,
        response: { 201: z.object({ id: z.string(), status: z.string(), message: z.string() }) },
      },
    },
    async (req, reply) => {
      const user = currentUser(req);
      await enforceRateLimit(
        [{ limiter: submissionsPerUser, key: user.id }],
        'You have submitted several write-ups recently. Please wait a while before sending another.',
      );
      const created = await submitWriteup(db, req.body, user.id);
      return reply.status(201).send({ ...created, message: 'Your artist write-up has been submitted for review.' });
    },
  );
};
