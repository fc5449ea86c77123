import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { photoListQuerySchema, photoSchema } from '../../../shared/magazine';
import { definePublicList } from '../../platform/lists/define';
import { publicListRoute } from '../../platform/lists/route';
import { countFeaturedPhotos, listFeaturedPhotos } from './service';

/** Community photos staff chose for the home page. */
export const featuredPhotoList = definePublicList({
  name: 'photos',
  query: photoListQuerySchema,
  item: photoSchema,
  cached: true,
  read: (query, { db }) => listFeaturedPhotos(db, query),
  count: (query, { db }) => countFeaturedPhotos(db, query),
});

/** GET /api/photos/featured (spec 000 section 7): community photos for the home page. */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  publicListRoute(app, '/photos/featured', featuredPhotoList, { tags: ['photos'] });
};
