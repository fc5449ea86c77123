import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cityQuery, fashionItemSchema } from '../../../shared/directory';
import { definePublicList } from '../../platform/lists/define';
import { publicListRoute } from '../../platform/lists/route';
import { listFashion } from './service';

/**
 * Fashion listings. Read afresh on every request: not every change to them
 * clears the public-read cache.
 */
export const fashionList = definePublicList({
  name: 'fashion',
  query: cityQuery,
  item: fashionItemSchema,
  cached: false,
  read: (query, { db, now }) => listFashion(db, query, now),
});

/** Register with `{ prefix: '/api/fashion' }`. */
export const fashionRoutes: FastifyPluginAsyncZod = async (app) => {
  publicListRoute(app, '', fashionList, { tags: ['fashion'] });
};
