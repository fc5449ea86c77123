import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterSubscribeSchema } from '../../../shared/newsletter';
import { subscribe } from './service';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        body: newsletterSubscribeSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (req) => {
      await subscribe(app.deps.database.db, req.body);
      return { message: "You've been subscribed to our newsletter." };
    },
  );
};
