/**
 * Connecting X and Meta through their sign-ins (editors and admins). Each "start" keeps the flow in a
 * sealed, short-lived cookie and sends the browser to the network's consent page; the "callback"
 * checks the state, exchanges the code, saves the sealed tokens and goes back to the desk.
 * X: OAuth 2.0 with PKCE. Meta: the Facebook Login dialog; every Page the person shared in it is
 * connected to the city, with the Instagram business account linked to it (see decision 051).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../platform/app-error';
import { appNow } from '../../../platform/clock';
import { currentUser, requireStaff } from '../../../platform/guards';
import { siteUrl } from '../../../platform/site-url';
import { CITIES } from '../../../../shared/cities';
import { saveConnection } from './accounts';
import { backToDesk, keepFlow, takeFlow } from './oauth-flow';
import { PlatformError } from './platforms';
import { exchangeMetaCode, metaAuthorization } from './platforms/meta-oauth';
import { exchangeXCode, xAuthorization } from './platforms/x-oauth';

const tags = ['social'];
const startQuery = z.object({ city: z.enum(CITIES) });
const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});
const NOT_AS_STARTED = 'The sign-in did not come back as it was started. Connect again.';

const reasonOf = (err: unknown) =>
  err instanceof AppError || err instanceof PlatformError ? err.message : 'The network did not answer.';

export const socialOAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const deps = () => ({ db: app.deps.database.db, config, now: () => appNow(app) });
  const redirectUri = (network: string) => `${siteUrl(config)}/api/admin/social/oauth/${network}/callback`;
  const xSettings = () => {
    if (!config.X_CLIENT_ID || !config.X_CLIENT_SECRET)
      throw new AppError(
        'SOCIAL_CONNECT_FAILED',
        400,
        'X is not set up on this site yet (X_CLIENT_ID and X_CLIENT_SECRET).',
      );
    return { apiUrl: config.X_API_URL, clientId: config.X_CLIENT_ID, clientSecret: config.X_CLIENT_SECRET };
  };
  const metaSettings = () => {
    if (!config.META_APP_ID || !config.META_APP_SECRET)
      throw new AppError(
        'SOCIAL_CONNECT_FAILED',
        400,
        'Facebook and Instagram are not set up on this site yet (META_APP_ID and META_APP_SECRET).',
      );
    return { graphUrl: config.META_GRAPH_URL, appId: config.META_APP_ID, appSecret: config.META_APP_SECRET };
  };
  app.addHook('onRequest', requireStaff);

  app.get('/oauth/x/start', { schema: { tags, querystring: startQuery } }, async (req, reply) => {
    const link = xAuthorization(xSettings(), redirectUri('x'));
    const user = currentUser(req).id;
    keepFlow(config, reply, {
      network: 'x',
      state: link.state,
      verifier: link.codeVerifier,
      city: req.query.city,
      user,
    });
    return reply.redirect(link.url);
  });

  app.get('/oauth/x/callback', { schema: { tags, querystring: callbackQuery } }, async (req, reply) => {
    const flow = takeFlow(config, req, reply, 'x');
    if (req.query.error)
      return backToDesk(reply, { failed: `X did not connect: ${req.query.error_description ?? req.query.error}` });
    if (!flow?.verifier || !req.query.code) return backToDesk(reply, { failed: NOT_AS_STARTED });
    try {
      const result = await exchangeXCode(
        xSettings(),
        { code: req.query.code, codeVerifier: flow.verifier, redirectUri: redirectUri('x') },
        () => appNow(app).getTime(),
      );
      await saveConnection(
        deps(),
        { city: flow.city, platform: 'twitter', credentials: result.credentials },
        currentUser(req),
      );
    } catch (err) {
      return backToDesk(reply, { failed: `X did not connect: ${reasonOf(err)}` });
    }
    return backToDesk(reply, { connected: 'twitter' });
  });

  app.get('/oauth/meta/start', { schema: { tags, querystring: startQuery } }, async (req, reply) => {
    const link = metaAuthorization(metaSettings(), redirectUri('meta'));
    keepFlow(config, reply, { network: 'meta', state: link.state, city: req.query.city, user: currentUser(req).id });
    return reply.redirect(link.url);
  });

  app.get('/oauth/meta/callback', { schema: { tags, querystring: callbackQuery } }, async (req, reply) => {
    const flow = takeFlow(config, req, reply, 'meta');
    if (req.query.error)
      return backToDesk(reply, {
        failed: `Facebook did not connect: ${req.query.error_description ?? req.query.error}`,
      });
    if (!flow || !req.query.code) return backToDesk(reply, { failed: NOT_AS_STARTED });
    try {
      const { pages } = await exchangeMetaCode(
        metaSettings(),
        { code: req.query.code, redirectUri: redirectUri('meta') },
        () => appNow(app).getTime(),
      );
      if (pages.length === 0)
        return backToDesk(reply, {
          failed: 'Facebook did not share a Page. Connect again and choose the city’s Page in the Facebook dialog.',
        });
      for (const page of pages) {
        const connect = { city: flow.city, credentials: page.facebook.credentials };
        await saveConnection(deps(), { ...connect, platform: 'facebook' }, currentUser(req));
        if (page.instagram)
          await saveConnection(
            deps(),
            { city: flow.city, platform: 'instagram', credentials: page.instagram.credentials },
            currentUser(req),
          );
      }
    } catch (err) {
      return backToDesk(reply, { failed: `Facebook did not connect: ${reasonOf(err)}` });
    }
    return backToDesk(reply, { connected: 'facebook' });
  });
};
