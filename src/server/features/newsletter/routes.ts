import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  editionListQuerySchema,
  editionParamsSchema,
  newsletterSubscribeSchema,
  publicEditionSchema,
  publicEditionSummarySchema,
  TOTAL_COUNT_HEADER,
} from '../../../shared/newsletter';
import { editionFromCookies } from '../../../shared/cities';
import { RateLimiter, addressKey, enforceRateLimit } from '../../platform/rate-limit';
import { wakeMailWorker } from '../../platform/mail/plugin';
import { withSession } from '../../platform/sessions';
import { setNewsletterPreference, subscribe } from './service';
import { withPicks } from './editions';
import { getArchived, listArchive, toPublicSummary } from './archive';
import { PIXEL_GIF, recordClick, recordOpen, safeRedirectPath } from './tracking';
import { newsletterAdminRoutes } from './admin-routes';

const MINUTE = 60_000;
const SUBSCRIBED = "You've been subscribed to our newsletter.";
const trackingParams = z.object({ id: z.string().min(1).max(100) });

/** The public newsletter API, mounted at /api/newsletter; staff routes live under /admin. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const db = database.db;
  const perIp = new RateLimiter(30, 15 * MINUTE);
  // Caps confirmation e-mails to one address, so the form cannot be used to flood an inbox.
  // Over the cap the answer stays the same and nothing is sent: it must not reveal anything.
  const perAddress = new RateLimiter(3, 60 * MINUTE);
  // The preferences screen's newsletter toggle is a real subscription (or unsubscription).
  app.events.on('preferencesSaved', async ({ user, newsletter }) => {
    if (newsletter.before !== newsletter.after) await setNewsletterPreference({ db, config }, user, newsletter.after);
  });

  app.post(
    '/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        body: newsletterSubscribeSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
      // A signed-in reader's subscription is tied to their account.
      onRequest: withSession,
    },
    async (req) => {
      await enforceRateLimit(
        [{ limiter: perIp, key: addressKey(req) }],
        'Too many sign-ups from your connection. Please try again later.',
      );
      const sendConfirmation = (await perAddress.hit(req.body.email)).allowed;
      // The edition being read when the reader signed up, unless they chose another.
      const city = req.body.city ?? editionFromCookies(req.headers.cookie) ?? undefined;
      await subscribe({ db, config }, { ...req.body, city }, req.user, { sendConfirmation });
      wakeMailWorker(app);
      return { message: SUBSCRIBED };
    },
  );

  app.get(
    '/editions',
    {
      schema: {
        tags: ['newsletter'],
        querystring: editionListQuerySchema,
        response: { 200: z.array(publicEditionSummarySchema) },
      },
    },
    async (req, reply) => {
      const { rows, total } = await listArchive(db, req.query);
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return rows.map(toPublicSummary);
    },
  );

  app.get(
    '/editions/:id',
    { schema: { tags: ['newsletter'], params: editionParamsSchema, response: { 200: publicEditionSchema } } },
    async (req) => withPicks(db, await getArchived(db, req.params.id), toPublicSummary),
  );

  // Open pixel and click redirect of one subscriber's copy. Unknown ids get the same answer, so
  // these reveal nothing; a tracking failure never breaks the image or the link.
  app.get('/o/:id', { schema: { hide: true, params: trackingParams } }, async (req, reply) => {
    await recordOpen(db, req.params.id).catch((err: unknown) => req.log.warn({ err }, 'open not recorded'));
    return reply.type('image/gif').header('Cache-Control', 'no-store, private').send(PIXEL_GIF);
  });

  app.get(
    '/c/:id',
    { schema: { hide: true, params: trackingParams, querystring: z.object({ to: z.string().optional() }) } },
    async (req, reply) => {
      await recordClick(db, req.params.id).catch((err: unknown) => req.log.warn({ err }, 'click not recorded'));
      return reply.header('Cache-Control', 'no-store').redirect(safeRedirectPath(req.query.to), 302);
    },
  );

  await app.register(newsletterAdminRoutes, { prefix: '/admin' });
};
