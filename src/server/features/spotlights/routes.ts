import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_CITY } from '../../../shared/cities';
import { spotlightParamsSchema, spotlightQuerySchema, spotlightSchema } from '../../../shared/magazine';
import { publicReadCache } from '../../platform/cache';
import { appNow } from '../../platform/clock';
import { currentSpotlight } from './service';

/** GET /api/spotlights/current/:type (spec 000 section 7); 404 means "none right now". */
export const spotlightRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = publicReadCache(app);

  app.get(
    '/spotlights/current/:type',
    {
      schema: {
        tags: ['spotlights'],
        params: spotlightParamsSchema,
        querystring: spotlightQuerySchema,
        response: { 200: spotlightSchema },
      },
    },
    async (req) => {
      const city = req.query.city ?? DEFAULT_CITY;
      const { type } = req.params;
      return cache.get(`spotlights:${type}:${city}`, () =>
        currentSpotlight(app.deps.database.db, type, city, appNow(app)),
      );
    },
  );
};
