import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cityQuery, dealSchema } from '../../../shared/directory';
import { appNow } from '../../platform/clock';
import { listDeals } from './service';

/** Register with `{ prefix: '/api/deals' }`. */
export const dealsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.get(
    '',
    { schema: { tags: ['deals'], querystring: cityQuery, response: { 200: z.array(dealSchema) } } },
    async (req) => listDeals(db, req.query, appNow(app)),
  );
};
