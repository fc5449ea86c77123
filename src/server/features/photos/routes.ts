import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { photoListQuerySchema, photoSchema, TOTAL_COUNT_HEADER } from '../../../shared/magazine';
import { cachedPage, publicReadCache } from '../../platform/cache';
import { sendListAnswer } from '../../platform/json-answer';
import { countFeaturedPhotos, listFeaturedPhotos } from './service';

/** GET /api/photos/featured (spec 000 section 7): community photos for the home page. */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = publicReadCache(app);
  const photoList = z.array(photoSchema);

  app.get(
    '/photos/featured',
    { schema: { tags: ['photos'], querystring: photoListQuerySchema, response: { 200: photoList } } },
    async (req, reply) => {
      const { limit, offset, ...filter } = req.query;
      const db = app.deps.database.db;
      const page = await cachedPage(cache, {
        key: `photos:${JSON.stringify(req.query)}`,
        filterKey: `photos:${JSON.stringify(filter)}`,
        limit,
        offset,
        schema: photoList,
        load: () => listFeaturedPhotos(db, req.query),
        count: () => countFeaturedPhotos(db, req.query),
      });
      reply.header(TOTAL_COUNT_HEADER, String(page.total));
      return sendListAnswer(reply, page);
    },
  );
};
