import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessListQuerySchema, businessSchema, idParamsSchema } from '../../../shared/magazine';
import { publicReadCache } from '../../platform/cache';
import { appNow } from '../../platform/clock';
import { definePublicList } from '../../platform/lists/define';
import { publicListRoute } from '../../platform/lists/route';
import { countBusinesses, getBusiness, listBusinesses } from './service';

/** The directory: published listings, alphabetically. */
export const businessList = definePublicList({
  name: 'businesses',
  query: businessListQuerySchema,
  item: businessSchema,
  cached: true,
  read: (query, { db, now }) => listBusinesses(db, query, now),
  count: (query, { db, now }) => countBusinesses(db, query, now),
});

/** GET /api/businesses and /api/businesses/:id (spec 000 section 7). */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = publicReadCache(app);
  const db = () => app.deps.database.db;

  publicListRoute(app, '/businesses', businessList, { tags: ['businesses'], httpCached: true });

  app.get(
    '/businesses/:id',
    { schema: { tags: ['businesses'], params: idParamsSchema, response: { 200: businessSchema } } },
    async (req) => cache.get(`businesses:id:${req.params.id}`, () => getBusiness(db(), req.params.id, appNow(app))),
  );
};
