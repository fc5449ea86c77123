import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventListQuerySchema, eventSchema, idParamsSchema, type EventListQuery } from '../../../shared/magazine';
import { dayInTimeZone } from '../../../shared/zoned-days';
import { publicReadCache } from '../../platform/cache';
import { definePublicList } from '../../platform/lists/define';
import { publicListRoute } from '../../platform/lists/route';
import { siteUrl } from '../../platform/site-url';
import { appNow } from '../../platform/clock';
import { countEvents, getEvent, listEvents } from './service';
import { calendarFileName, eventCalendar } from '../../platform/calendar/ics';
import { discoveryVariant } from './discovery';

/**
 * Events by date, every one or (upcoming) from the cities' today on. Both are the list "events" in the
 * cache; the variant holds what the clock decides (today's date, and see discoveryVariant).
 */
const declareEventList = (upcoming: boolean) =>
  definePublicList({
    name: 'events',
    query: eventListQuerySchema,
    item: eventSchema,
    cached: true,
    read: (query, { db, now }) => listEvents(db, query, upcoming ? dayInTimeZone(now) : undefined, now),
    count: (query, { db, now }) => countEvents(db, query, upcoming ? dayInTimeZone(now) : undefined, now),
  });
export const eventList = declareEventList(false);
const upcomingEventList = declareEventList(true);
type Query = { query: unknown };
const discovery = (req: Query, now: Date) => discoveryVariant(req.query as Partial<EventListQuery>, now);

/** GET /api/events, /api/events/upcoming, /api/events/:id and its calendar file (spec 000 section 7). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = publicReadCache(app);
  const db = () => app.deps.database.db;
  publicListRoute(app, '/events', eventList, {
    tags: ['events'],
    httpCached: true,
    variant: (req) => discovery(req, appNow(app)),
  });
  // "Today" is the cities' calendar day (all five keep Eastern time); being part of the cache key,
  // yesterday's events drop off at local midnight.
  publicListRoute(app, '/events/upcoming', upcomingEventList, {
    tags: ['events'],
    httpCached: true,
    variant: (req) => {
      const now = appNow(app);
      return `upcoming:${dayInTimeZone(now)}:${discovery(req, now)}`;
    },
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
