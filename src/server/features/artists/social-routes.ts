import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { artistMessageSchema, followResultSchema, likeResultSchema } from '../../../shared/artists';
import { currentUser, requireUser, requireVerified } from '../../platform/guards';
import { RateLimiter, addressKey, enforceRateLimit } from '../../platform/rate-limit';
import { visitorKey } from '../../platform/sessions';
import { siteUrl } from '../../platform/site-url';
import { follow, like, recordView, unfollow } from './social';
import { sendArtistMessage } from './message';
import { artistIdParams, contentIdParams } from './params';
import { siteMailer } from '../../platform/site-settings';

const HOUR = 60 * 60 * 1000;

export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;
  const db = database.db;
  const tags = ['artists'];
  const messagesPerUser = new RateLimiter(5, HOUR);
  const messagesPerIp = new RateLimiter(20, HOUR);

  // The profile page posts likes with a JSON content type and no body (spec 001 section 7);
  // in this plugin only, an empty JSON body is read as "no body" instead of refused.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(
        Object.assign(new Error('The request body is not valid JSON.'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        }),
        undefined,
      );
    }
  });

  app.post(
    '/artists/:id/follow',
    { onRequest: requireUser, schema: { tags, params: artistIdParams, response: { 200: followResultSchema } } },
    async (req) => follow(db, req.params.id, currentUser(req).id),
  );

  app.delete(
    '/artists/:id/follow',
    { onRequest: requireUser, schema: { tags, params: artistIdParams, response: { 200: followResultSchema } } },
    async (req) => unfollow(db, req.params.id, currentUser(req).id),
  );

  app.post(
    '/artists/content/:contentId/like',
    {
      schema: { tags, params: contentIdParams, response: { 200: likeResultSchema } },
    },
    async (req, reply) => like(db, req.params.contentId, await visitorKey(req, reply)),
  );

  app.post(
    '/artists/:id/view',
    { schema: { tags, params: artistIdParams, response: { 200: z.object({ profileViews: z.number().int() }) } } },
    async (req, reply) => recordView(db, req.params.id, await visitorKey(req, reply)),
  );

  app.post(
    '/artists/:id/message',
    {
      onRequest: requireVerified,
      schema: {
        tags,
        params: artistIdParams,
        body: artistMessageSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (req) => {
      const sender = currentUser(req);
      await enforceRateLimit(
        [
          { limiter: messagesPerUser, key: sender.id },
          { limiter: messagesPerIp, key: addressKey(req) },
        ],
        'You have sent several messages recently. Please wait a while before sending another.',
      );
      await sendArtistMessage(db, siteMailer(app), {
        artistId: req.params.id,
        sender,
        message: req.body.message,
        siteUrl: siteUrl(config),
      });
      return { message: 'Your message has been sent to the artist.' };
    },
  );
};
