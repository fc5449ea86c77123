import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cityQuery, resourceSchema } from '../../../shared/directory';
import { appNow } from '../../platform/clock';
import { listResources } from './service';

/** Register with `{ prefix: '/api/resources' }`. */
export const resourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.get(
    '',
    { schema: { tags: ['resources'], querystring: cityQuery, response: { 200: z.array(resourceSchema) } } },
    async (req) => listResources(db, req.query, appNow(app)),
  );
};
