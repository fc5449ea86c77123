import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResultSchema } from '../../../shared/search';
import { publicReadCache } from '../../platform/cache';
import { search } from './service';

/** GET /api/search?q=&kind=&city=&limit=: full-text search over everything public. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = publicReadCache(app);
  app.get(
    '/search',
    {
      // Generous for a person typing (a search per pause), a wall for a script walking the index.
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: { tags: ['search'], querystring: searchQuerySchema, response: { 200: searchResultSchema } },
    },
    async (req) => cache.get(`search:${JSON.stringify(req.query)}`, () => search(app.deps.database.db, req.query)),
  );
};
