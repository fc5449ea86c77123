import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sportsFeaturedQuerySchema, sportsItemSchema, sportsQuerySchema } from '../../../shared/sports';
import { appNow } from '../../platform/clock';
import { listSports } from './service';

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
};
