import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_CITY } from '../../../shared/cities';
import { z } from 'zod';
import {
  spotlightListQuerySchema,
  spotlightParamsSchema,
  spotlightQuerySchema,
  spotlightSchema,
} from '../../../shared/magazine';
import { publicReadCache } from '../../platform/cache';
import { appNow } from '../../platform/clock';
import { currentSpotlight, listSpotlights } from './service';

/**
 * GET /api/spotlights/current/:type (spec 000 section 7); 404 means "none right now".
 * GET /api/spotlights: every live spotlight of a city, for its spotlights page.
 */
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

  app.get(
    '/spotlights',
    {
      schema: {
        tags: ['spotlights'],
        querystring: spotlightListQuerySchema,
        response: { 200: z.array(spotlightSchema) },
      },
    },
    async (req) => {
      const city = req.query.city ?? DEFAULT_CITY;
      const { type } = req.query;
      return cache.get(`spotlights:list:${type ?? 'all'}:${city}`, () =>
        listSpotlights(app.deps.database.db, { city, type, now: appNow(app) }),
      );
    },
  );
};
