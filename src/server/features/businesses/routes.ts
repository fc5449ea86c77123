import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessListQuerySchema, businessSchema, idParamsSchema, TOTAL_COUNT_HEADER } from '../../../shared/magazine';
import { cachedPage, publicReadCache } from '../../platform/cache';
import { sendListAnswer } from '../../platform/json-answer';
import { appNow } from '../../platform/clock';
import { countBusinesses, getBusiness, listBusinesses } from './service';

/** GET /api/businesses and /api/businesses/:id (spec 000 section 7). */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  const businessList = z.array(businessSchema);
  const cache = publicReadCache(app);
  const db = () => app.deps.database.db;

  app.get(
    '/businesses',
    {
      schema: {
        tags: ['businesses'],
        querystring: businessListQuerySchema,
        response: { 200: businessList },
      },
    },
    async (req, reply) => {
      const { limit, offset, ...filter } = req.query;
      const page = await cachedPage(cache, {
        key: `businesses:${JSON.stringify(req.query)}`,
        filterKey: `businesses:${JSON.stringify(filter)}`,
        limit,
        offset,
        schema: businessList,
        load: () => listBusinesses(db(), req.query, appNow(app)),
        count: () => countBusinesses(db(), req.query, appNow(app)),
      });
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return sendListAnswer(reply, page);
    },
  );

  app.get(
    '/businesses/:id',
    { schema: { tags: ['businesses'], params: idParamsSchema, response: { 200: businessSchema } } },
    async (req) => cache.get(`businesses:id:${req.params.id}`, () => getBusiness(db(), req.params.id, appNow(app))),
  );
};
