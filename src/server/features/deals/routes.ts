import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cityQuery, dealSchema } from '../../../shared/directory';
import { definePublicList } from '../../platform/lists/define';
import { publicListRoute } from '../../platform/lists/route';
import { listDeals } from './service';

/**
 * Active, unexpired deals, featured first. Read afresh on every request: not every change to them
 * clears the public-read cache.
 */
export const dealsList = definePublicList({
  name: 'deals',
  query: cityQuery,
  item: dealSchema,
  cached: false,
  read: (query, { db, now }) => listDeals(db, query, now),
});

/** Register with `{ prefix: '/api/deals' }`. */
export const dealsRoutes: FastifyPluginAsyncZod = async (app) => {
  publicListRoute(app, '', dealsList, { tags: ['deals'] });
};
