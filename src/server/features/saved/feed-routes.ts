import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appNow } from '../../platform/clock';
import { siteUrl } from '../../platform/site-url';
import { TOKEN_PATTERN, feedOwner, savedEventsCalendar } from './calendar-feed';

/**
 * GET /calendar/<token>.ics: a member's saved events for their calendar app (no session: the address
 * is the key). The site's 404 for an unknown or replaced token; private, never kept by a shared
 * cache, never indexed. The cities' feeds (/calendar/<city>.ics) are the events feature's.
 */
export const savedFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    `/calendar/:token(${TOKEN_PATTERN}).ics`,
    {
      schema: {
        tags: ['saved'],
        params: z.object({ token: z.string().max(60) }),
        produces: ['text/calendar'],
      },
    },
    async (req, reply) => {
      const userId = await feedOwner(db, req.params.token);
      if (!userId) return reply.callNotFound();
      const body = await savedEventsCalendar(db, userId, { siteUrl: siteUrl(app.deps.config), now: appNow(app) });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, max-age=300')
        .header('X-Robots-Tag', 'noindex')
        .header('Referrer-Policy', 'no-referrer')
        .header('content-disposition', 'inline; filename="saved-events.ics"')
        .send(body);
    },
  );
};
