import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CITY_LABELS } from '../../../shared/cities';
import { dayInTimeZone } from '../../../shared/zoned-days';
import { citySchema } from '../../../shared/magazine';
import { publicReadCache } from '../../platform/cache';
import { siteUrl } from '../../platform/site-url';
import { eventsCalendarFeed } from '../../platform/calendar/ics';
import { upcomingForCalendar } from './service';

/** GET /calendar/{city}.ics: the city's upcoming events for calendar apps to subscribe to. */
export const eventFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = publicReadCache(app);
  app.get(
    '/calendar/:file',
    {
      schema: {
        tags: ['events'],
        params: z.object({ file: z.string().max(60) }),
        produces: ['text/calendar'],
      },
    },
    async (req, reply) => {
      const match = /^([a-z]+)\.ics$/.exec(req.params.file);
      const city = citySchema.safeParse(match?.[1]);
      if (!city.success) return reply.callNotFound();
      const today = dayInTimeZone(new Date());
      const body = await cache.get(`events:calendar:${city.data}:${today}`, async () =>
        eventsCalendarFeed(await upcomingForCalendar(app.deps.database.db, city.data, today), {
          siteUrl: siteUrl(app.deps.config),
          now: new Date(),
          name: `${CITY_LABELS[city.data]} events — By Locals, For Locals`,
        }),
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'public, max-age=900')
        .header('content-disposition', `inline; filename="${city.data}-events.ics"`)
        .send(body);
    },
  );
};
