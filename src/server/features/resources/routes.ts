import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cityQuery, resourceSchema } from '../../../shared/directory';
import { definePublicList } from '../../platform/lists/define';
import { publicListRoute } from '../../platform/lists/route';
import { listResources } from './service';

/**
 * Community resources. Read afresh on every request: not every change to them
 * clears the public-read cache.
 */
export const resourcesList = definePublicList({
  name: 'resources',
  query: cityQuery,
  item: resourceSchema,
  cached: false,
  read: (query, { db, now }) => listResources(db, query, now),
});

/** Register with `{ prefix: '/api/resources' }`. */
export const resourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  publicListRoute(app, '', resourcesList, { tags: ['resources'] });
};
