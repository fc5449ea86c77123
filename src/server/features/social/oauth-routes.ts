/**
 * Connecting X through its OAuth 2.0 flow with PKCE: the start route keeps the state, the code
 * verifier and the city in a sealed, short-lived cookie and sends the editor to X's consent page;
 * the callback checks the state, exchanges the code and saves the sealed tokens.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/app-error';
import { appNow } from '../../platform/clock';
import { currentUser, requireStaff } from '../../platform/guards';
import { secretBox } from '../../platform/secret-box';
import { resolveSessionSecret } from '../../platform/session-secret';
import { siteUrl } from '../../platform/site-url';
import { CITIES } from '../../../shared/cities';
import { saveConnection } from './accounts';
import { exchangeXCode, xAuthorization } from './platforms/x-oauth';

const COOKIE = 'bl_social_oauth';
const TEN_MINUTES = 600;

export const socialOAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const box = () => secretBox(resolveSessionSecret(config), 'social-oauth');
  const redirectUri = () => `${siteUrl(config)}/api/admin/social/oauth/x/callback`;
  const settings = () => {
    if (!config.X_CLIENT_ID || !config.X_CLIENT_SECRET)
      throw new AppError(
        'SOCIAL_CONNECT_FAILED',
        400,
        'X is not set up on this site yet (X_CLIENT_ID and X_CLIENT_SECRET).',
      );
    return { apiUrl: config.X_API_URL, clientId: config.X_CLIENT_ID, clientSecret: config.X_CLIENT_SECRET };
  };
  app.addHook('onRequest', requireStaff);

  app.get(
    '/oauth/x/start',
    { schema: { tags: ['social'], querystring: z.object({ city: z.enum(CITIES) }) } },
    async (req, reply) => {
      const link = xAuthorization(settings(), redirectUri());
      const sealed = box().seal(
        JSON.stringify({
          state: link.state,
          verifier: link.codeVerifier,
          city: req.query.city,
          user: currentUser(req).id,
        }),
      );
      reply.header(
        'Set-Cookie',
        `${COOKIE}=${sealed}; Path=/api/admin/social/oauth; HttpOnly; SameSite=Lax; Max-Age=${TEN_MINUTES}`,
      );
      return reply.redirect(link.url);
    },
  );

  app.get(
    '/oauth/x/callback',
    {
      schema: {
        tags: ['social'],
        querystring: z.object({ code: z.string().max(2000).optional(), state: z.string().max(500).optional() }),
      },
    },
    async (req, reply) => {
      const raw = /(?:^|;\s*)bl_social_oauth=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
      const kept = raw ? box().open(raw) : null;
      const flow = kept ? (JSON.parse(kept) as { state: string; verifier: string; city: string; user: string }) : null;
      reply.header('Set-Cookie', `${COOKIE}=; Path=/api/admin/social/oauth; HttpOnly; SameSite=Lax; Max-Age=0`);
      if (!flow || !req.query.code || flow.state !== req.query.state || flow.user !== currentUser(req).id)
        throw new AppError(
          'SOCIAL_CONNECT_FAILED',
          400,
          'The X sign-in did not come back as started. Connect X again.',
        );
      const result = await exchangeXCode(
        settings(),
        { code: req.query.code, codeVerifier: flow.verifier, redirectUri: redirectUri() },
        () => appNow(app).getTime(),
      ).catch((err: unknown) => {
        throw new AppError(
          'SOCIAL_CONNECT_FAILED',
          400,
          `X did not connect: ${err instanceof Error ? err.message : 'no answer'}`,
        );
      });
      await saveConnection(
        { db: app.deps.database.db, config, now: () => appNow(app) },
        { city: flow.city, platform: 'twitter', credentials: result.credentials },
        currentUser(req),
      );
      return reply.redirect('/admin/social?connected=twitter');
    },
  );
};
