import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adServeQuerySchema, impressionBatchSchema, servedAdResponseSchema } from '../../../shared/ad-campaigns';
import { editionFromCookies } from '../../../shared/cities';
import { AppError } from '../../platform/app-error';
import { appNow } from '../../platform/clock';
import { readSiteSettings } from '../../platform/site-settings';
import { resolveSessionSecret } from '../../platform/session-secret';
import { countImpressions, recordClick, type Origin } from './counting';
import { CAP_COOKIE, serveAd } from './serving';

const tags = ['ads'];
const MINUTE = 60_000;

/**
 * Public ad serving under /api: the banner for a slot, the impression beacon, the click link. No
 * personal data: the frequency cap lives in a cookie of campaign ids and counts for the day.
 */
export const adServingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const secret = resolveSessionSecret(app.deps.config);
  const deps = () => ({ db: db(), secret, now: appNow(app) });
  const origin = (req: FastifyRequest): Origin => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

  app.get(
    '/ads',
    {
      config: { rateLimit: { max: 600, timeWindow: MINUTE } },
      schema: { tags, querystring: adServeQuerySchema, response: { 200: servedAdResponseSchema } },
    },
    async (req, reply) => {
      const city =
        req.query.city ?? editionFromCookies(req.headers.cookie) ?? (await readSiteSettings(app)).defaultCity;
      const { ad, cap } = await serveAd(deps(), { ...req.query, city }, req.cookies[CAP_COOKIE]);
      if (cap) {
        reply.setCookie(CAP_COOKIE, cap, {
          path: '/api/ads',
          httpOnly: true,
          sameSite: 'lax',
          secure: req.protocol === 'https',
          maxAge: 86_400,
        });
      }
      void reply.header('cache-control', 'no-store');
      return { ad };
    },
  );

  // Beacons arrive as text/plain (navigator.sendBeacon with a string); JSON is taken too.
  await app.register(async (plain) => {
    const beacons = plain.withTypeProvider<ZodTypeProvider>();
    beacons.removeContentTypeParser('text/plain');
    beacons.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new AppError('BAD_REQUEST', 400, 'The impressions could not be read.'), undefined);
      }
    });
    beacons.post(
      '/ads/impressions',
      {
        bodyLimit: 16 * 1024,
        config: { rateLimit: { max: 120, timeWindow: MINUTE } },
        schema: { tags, body: impressionBatchSchema, response: { 200: z.object({ counted: z.number() }) } },
      },
      async (req) => ({ counted: await countImpressions(deps(), req.body.tokens, origin(req)) }),
    );
  });

  app.get(
    '/ads/:id/click',
    {
      config: { rateLimit: { max: 60, timeWindow: MINUTE } },
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(100) }),
        querystring: z.object({ t: z.string().max(300).optional() }),
      },
    },
    async (req, reply) => {
      const click = await recordClick(deps(), req.params.id, req.query.t, origin(req));
      if (!click) throw new AppError('CAMPAIGN_NOT_FOUND', 404, 'This advertisement is no longer available.');
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'origin');
      return reply.redirect(click.target, 302);
    },
  );
};
