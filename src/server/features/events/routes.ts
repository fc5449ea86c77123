import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventListQuerySchema, eventSchema, idParamsSchema } from '../../../shared/magazine';
import { dayInTimeZone } from '../../../shared/dates';
import { publicReadCache } from '../../platform/cache';
import { definePublicList } from '../../platform/lists/define';
import { publicListRoute } from '../../platform/lists/route';
import { siteUrl } from '../../platform/site-url';
import { appNow } from '../../platform/clock';
import { countEvents, getEvent, listEvents } from './service';
import { calendarFileName, eventCalendar } from '../../platform/calendar/ics';

/** Events by date; the variant, when given, is today's date and narrows the list to upcoming events. */
export const eventList = definePublicList({
  name: 'events',
  query: eventListQuerySchema,
  item: eventSchema,
  cached: true,
  read: (query, { db, now, variant }) => listEvents(db, query, variant || undefined, now),
  count: (query, { db, now, variant }) => countEvents(db, query, variant || undefined, now),
});

/** GET /api/events, /api/events/upcoming, /api/events/:id and its calendar file (spec 000 section 7). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = publicReadCache(app);
  const db = () => app.deps.database.db;
  publicListRoute(app, '/events', eventList, { tags: ['events'], httpCached: true });
  // "Today" is the cities' calendar day (all five keep Eastern time); being part of the cache key,
  // yesterday's events drop off at local midnight.
  publicListRoute(app, '/events/upcoming', eventList, {
    tags: ['events'],
    httpCached: true,
    variant: () => dayInTimeZone(appNow(app)),
  });

  app.get(
    '/events/:id',
    { schema: { tags: ['events'], params: idParamsSchema, response: { 200: eventSchema } } },
    async (req) => cache.get(`events:id:${req.params.id}`, () => getEvent(db(), req.params.id, appNow(app))),
  );

  app.get(
    '/events/:id/calendar.ics',
    { schema: { tags: ['events'], params: idParamsSchema, produces: ['text/calendar'] } },
    async (req, reply) => {
      const event = await cache.get(`events:id:${req.params.id}`, () => getEvent(db(), req.params.id, appNow(app)));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${calendarFileName(event.title)}"`)
        .send(eventCalendar(event, { siteUrl: siteUrl(app.deps.config), now: new Date() }));
    },
  );
};
