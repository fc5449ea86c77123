import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sportsFeaturedQuerySchema, sportsItemSchema, sportsQuerySchema } from '../../../shared/sports';
import { appNow } from '../../platform/clock';
import { notFound } from '../../platform/app-error';
import { definePublicList } from '../../platform/lists/define';
import { publicListRoute } from '../../platform/lists/route';
import { findSportsStory, listSports } from './service';

/** Sports stories, newest first; read afresh (not every change to them clears the public-read cache). */
export const sportsList = definePublicList({
  name: 'sports',
  query: sportsQuerySchema,
  item: sportsItemSchema,
  cached: false,
  read: (query, { db, now }) => listSports(db, query, now),
});

/** The featured sports stories of a city. */
export const featuredSportsList = definePublicList({
  name: 'sports-featured',
  query: sportsFeaturedQuerySchema,
  item: sportsItemSchema,
  cached: false,
  read: (query, { db, now }) => listSports(db, { ...query, featured: true }, now),
});

/** Register with `{ prefix: '/api/sports' }`. */
export const sportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;

  publicListRoute(app, '', sportsList, { tags: ['sports'] });
  publicListRoute(app, '/featured', featuredSportsList, { tags: ['sports'] });

  // One story in full, for /sports/{id}.
  app.get(
    '/:id',
    {
      schema: {
        tags: ['sports'],
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: sportsItemSchema },
      },
    },
    async (req) => {
      const story = await findSportsStory(db, req.params.id, appNow(app));
      if (!story) throw notFound('Sports story');
      return story;
    },
  );
};
