import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cityQuery, fashionItemSchema } from '../../../shared/directory';
import { appNow } from '../../platform/clock';
import { listFashion } from './service';

/** Register with `{ prefix: '/api/fashion' }`. */
export const fashionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.get(
    '',
    { schema: { tags: ['fashion'], querystring: cityQuery, response: { 200: z.array(fashionItemSchema) } } },
    async (req) => listFashion(db, req.query, appNow(app)),
  );
};
