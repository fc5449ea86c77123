import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sportsFeaturedQuerySchema, sportsItemSchema, sportsQuerySchema } from '../../../shared/sports';
import { appNow } from '../../platform/clock';
import { notFound } from '../../platform/app-error';
import { findSportsStory, listSports } from './service';

/** Register with `{ prefix: '/api/sports' }`. */
export const sportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  const response = { 200: z.array(sportsItemSchema) };

  app.get('', { schema: { tags: ['sports'], querystring: sportsQuerySchema, response } }, async (req) =>
    listSports(db, req.query, appNow(app)),
  );

  app.get(
    '/featured',
    { schema: { tags: ['sports'], querystring: sportsFeaturedQuerySchema, response } },
    async (req) => listSports(db, { ...req.query, featured: true }, appNow(app)),
  );

  // One story in full, for /sports/{id}.
  app.get(
    '/:id',
    {
      schema: {
        tags: ['sports'],
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: sportsItemSchema },
      },
    },
    async (req) => {
      const story = await findSportsStory(db, req.params.id, appNow(app));
      if (!story) throw notFound('Sports story');
      return story;
    },
  );
};
