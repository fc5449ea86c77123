import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  eventListQuerySchema,
  eventSchema,
  idParamsSchema,
  TOTAL_COUNT_HEADER,
  type EventListQuery,
} from '../../../shared/magazine';
import { dayInTimeZone } from '../../../shared/dates';
import { cachedPage, publicReadCache } from '../../platform/cache';
import { sendListAnswer } from '../../platform/json-answer';
import { siteUrl } from '../../platform/site-url';
import { appNow } from '../../platform/clock';
import { countEvents, getEvent, listEvents } from './service';
import { calendarFileName, eventCalendar } from './calendar';

/** GET /api/events, /api/events/upcoming, /api/events/:id and its calendar file (spec 000 section 7). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = publicReadCache(app);
  const db = () => app.deps.database.db;
  const eventList = z.array(eventSchema);
  const listSchema = { tags: ['events'], querystring: eventListQuerySchema, response: { 200: eventList } };

  /** One list call serves both routes; `today` narrows it to upcoming events. */
  const sendPage = async (query: EventListQuery, reply: FastifyReply, today?: string) => {
    const { limit, offset, ...filter } = query;
    const page = await cachedPage(cache, {
      key: `events:${today ?? 'all'}:${JSON.stringify(query)}`,
      filterKey: `events:${today ?? 'all'}:${JSON.stringify(filter)}`,
      limit,
      offset,
      schema: eventList,
      load: () => listEvents(db(), query, today, appNow(app)),
      count: () => countEvents(db(), query, today, appNow(app)),
    });
    reply.header(TOTAL_COUNT_HEADER, String(page.total));
    return sendListAnswer(reply, page);
  };

  app.get('/events', { schema: listSchema }, (req, reply) => sendPage(req.query, reply));

  // "Today" is the cities' calendar day (all five keep Eastern time); being part of the cache key,
  // yesterday's events drop off at local midnight.
  app.get('/events/upcoming', { schema: listSchema }, (req, reply) =>
    sendPage(req.query, reply, dayInTimeZone(appNow(app))),
  );

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
