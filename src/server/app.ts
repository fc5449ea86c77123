import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './adapters/mailer';
import type { Storage } from './adapters/storage';
import type { Payments } from './adapters/payments';
import type { Payouts } from './adapters/payouts';
import { clientErrorHandler, registerErrorHandling } from './platform/error-handler';
import { registerHttpBasics } from './platform/security';
import { registerApiDocs } from './platform/docs';
import { registerClient } from './platform/static';
import { iconRoutes } from './platform/icons';
import { isStaticFileRequest } from './platform/static-paths';
import type { PageSource } from './platform/ssr';
import { loggerOptions } from './platform/logging';
import { registerRequestIds, requestIdFor } from './platform/request-id';
import { closeConnectionsWhileStopping } from './platform/shutdown';
import { sessionPlugin } from './platform/sessions';
import { csrfPlugin } from './platform/csrf';
import { mailWebhookRoutes } from './platform/mail/webhooks';
import { inputGuardPlugin } from './platform/input-guard';
import { createEventHub } from './platform/events';
import { rateLimitPlugin } from './platform/rate-limit';
import { fleetCachePlugin } from './platform/fleet-cache';
import { metricsPlugin } from './platform/metrics';
import { healthRoutes } from './features/health/routes';
import { authRoutes } from './features/auth/routes';
import { accountSecurityRoutes } from './features/auth/account-routes';
import { newsletterRoutes } from './features/newsletter/routes';
import { newsletterPageRoutes } from './features/newsletter/page-routes';
import { commentRoutes } from './features/comments/routes';
import { replyUnsubscribeRoutes } from './features/comments/unsubscribe';
import { newsletterSchedulerPlugin } from './features/newsletter/scheduler';
import { mailWorkerPlugin } from './platform/mail/plugin';
import { demoMediaRoutes } from './db/seed/demo-media/routes';
import { ventRoomRoutes } from './features/vent-room/routes';
import { ventSafetyAdminRoutes } from './features/vent-room/flags-admin-routes';
import { submissionRoutes } from './features/submissions/routes';
import { reviewRoutes } from './features/newsroom/review/routes';
import { uploadRoutes } from './features/uploads/routes';
import { preferencesRoutes } from './features/preferences/routes';
import { recommendationsRoutes } from './features/recommendations/routes';
import { savedRoutes } from './features/saved/routes';
import { savedFeedRoutes } from './features/saved/feed-routes';
import { adCampaignRoutes, advertiserRoutes } from './features/ad-campaigns/routes';
import { adServingRoutes } from './features/ad-campaigns/serving-routes';
import { adReviewRoutes } from './features/ad-campaigns/review-routes';
import { billingRoutes } from './features/billing/routes';
import { membershipSweepPlugin } from './features/billing/sweep';
import { articleRoutes } from './features/articles/routes';
import { businessRoutes } from './features/businesses/routes';
import { eventRoutes } from './features/events/routes';
import { eventFeedRoutes } from './features/events/feed-routes';
import { photoRoutes } from './features/photos/routes';
import { spotlightRoutes } from './features/spotlights/routes';
import { artistsRoutes } from './features/artists/routes';
import { sportsRoutes } from './features/sports/routes';
import { fashionRoutes } from './features/fashion/routes';
import { dealsRoutes } from './features/deals/routes';
import { resourcesRoutes } from './features/resources/routes';
import { searchRoutes } from './features/search/routes';
import { feedRoutes } from './features/feeds/routes';
import { contactRoutes } from './features/contact/routes';
import { newsroomContentRoutes } from './features/newsroom/content/routes';
import { categoryAdminRoutes, publicCategoryRoutes } from './features/newsroom/content/categories';
import { userAdminRoutes } from './features/newsroom/content/users';
import { auditRoutes } from './features/newsroom/content/audit-routes';
import { dashboardRoutes } from './features/newsroom/content/dashboard';
import { payoutRoutes } from './features/newsroom/payouts/routes';
import { demoContentRoutes } from './features/newsroom/content/demo-content';
import { socialRoutes } from './features/newsroom/social/routes';
import { socialOAuthRoutes } from './features/newsroom/social/oauth-routes';
import { mediaAdminRoutes, ownMediaRoutes } from './features/newsroom/media/routes';
import { siteSettingsRoutes } from './features/newsroom/settings/routes';

/** The ports the app talks to the outside world through; tests hand in the same ones. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Uploaded files (local disk under DATA_DIR/uploads by default). */
  storage: Storage;
  /** Card payments (off, with a clear message, until a provider is configured). */
  payments: Payments;
  /** Contributor payouts (Stripe Connect); unset: from the Stripe settings, off without them. */
  payouts?: Payouts;
  /** The clock (the real time when absent); tests move it to check scheduling without sleeping. */
  now?: () => Date;
  /** Shared store for rate limits (REDIS_URL); limits are counted in process memory without it. */
  redis?: Redis;
}

/**
 * When the process is too busy to answer in good time, new requests get a quick 503 with Retry-After
 * (a load balancer then tries another process) instead of queueing until everything times out.
 */
export const PRESSURE_LIMITS: FastifyUnderPressureOptions = {
  maxEventLoopDelay: 1000,
  retryAfter: 10,
  sampleInterval: 250,
};
/** One registered route, as the onRoute hook saw it (the sweeps walk this list). */
export interface RouteEntry {
  method: string;
  url: string;
  schema?: { params?: unknown; querystring?: unknown; body?: unknown; hide?: boolean };
  /** Acts only on a signed token in the request, never on the visitor's cookies (platform/csrf.ts). */
  tokenAuthorised?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Every route of the app, collected as it is registered. */
    routeList: RouteEntry[];
    /** True once the process has begun to stop (readiness answers 503 from then on). */
    stopping: boolean;
  }
}

export async function buildApp(
  deps: AppDeps,
  opts: {
    logger?: FastifyServerOptions['logger'];
    pressure?: FastifyUnderPressureOptions;
    pressureGraceMs?: number;
    /** Where server-rendered pages come from (tests: the source). */
    pages?: PageSource;
  } = {},
) {
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(deps.config),
    // A hop count: trust exactly that many proxies, counted from the right of X-Forwarded-For, so a
    // client-set address further left is never taken for the visitor's own.
    trustProxy: deps.config.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < deps.config.TRUST_PROXY : false,
    bodyLimit: 1024 * 1024,
    // A UUID per request, or the caller's safe X-Request-Id: distinct across processes.
    genReqId: requestIdFor,
    requestIdHeader: false,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  const routeList: RouteEntry[] = [];
  app.decorate('routeList', routeList);
  app.decorate('stopping', false);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeList.push({
        method,
        url: route.url,
        schema: route.schema as RouteEntry['schema'],
        tokenAuthorised: (route.config as { tokenAuthorised?: boolean } | undefined)?.tokenAuthorised === true,
      });
    }
  });
  app.decorate('events', createEventHub());
  registerErrorHandling(app);
  registerRequestIds(app);
  closeConnectionsWhileStopping(app);

  const pressure = {
    ...PRESSURE_LIMITS,
    maxEventLoopDelay: deps.config.BUSY_EVENT_LOOP_DELAY_MS,
    ...opts.pressure,
  };
  // Start-up itself blocks the event loop (opening the database, registering routes); the first
  // samples after it say nothing about load, so pressure counts from a moment after ready.
  let measuringFrom = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    measuringFrom = Date.now() + (opts.pressureGraceMs ?? 3000);
  });
  // A value returned by the handler is sent as the answer; undefined lets the request through (the
  // plugin's typings say void, its code sends what is returned).
  const onPressure = (req: FastifyRequest, reply: FastifyReply, type: string) => {
    if (Date.now() < measuringFrom) return undefined; // carry on with the request
    if (isStaticFileRequest(req.method, req.url)) return undefined;
    void reply
      .status(503)
      .serializer((payload: unknown) => JSON.stringify(payload))
      .type('application/json; charset=utf-8')
      .header('Retry-After', String(pressure.retryAfter ?? 10));
    return {
      message: 'The site is very busy right now. Please try again in a few seconds.',
      code: 'BUSY',
      pressure: type,
    };
  };
  // Not under test (app.inject is no load; a busy test machine would see 503s) unless a test asks.
  if ((deps.config.NODE_ENV !== 'test' && deps.config.BUSY_EVENT_LOOP_DELAY_MS > 0) || opts.pressure) {
    await app.register(underPressure, {
      ...pressure,
      pressureHandler: onPressure as unknown as FastifyUnderPressureOptions['pressureHandler'],
    });
  }
  await app.register(rateLimitPlugin, { redis: deps.redis });
  await app.register(fleetCachePlugin);
  await app.register(metricsPlugin);

  await registerHttpBasics(app, { dev: deps.config.dev, cardPayments: deps.payments.kind !== 'disabled' });
  await app.register(inputGuardPlugin);
  await app.register(csrfPlugin);
  await app.register(sessionPlugin);
  // The browsable docs are for staff outside development and tests; the JSON document stays public.
  await registerApiDocs(app, { public: deps.config.NODE_ENV !== 'production' });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(accountSecurityRoutes, { prefix: '/api' });
  await app.register(newsletterRoutes, { prefix: '/api/newsletter' });
  await app.register(newsletterPageRoutes, { prefix: '/newsletter' });
  await app.register(mailWorkerPlugin);
  await app.register(mailWebhookRoutes, { prefix: '/api/mail/webhooks' });
  await app.register(newsletterSchedulerPlugin);
  await app.register(articleRoutes, { prefix: '/api' });
  await app.register(businessRoutes, { prefix: '/api' });
  await app.register(eventRoutes, { prefix: '/api' });
  await app.register(eventFeedRoutes);
  await app.register(savedFeedRoutes);
  await app.register(photoRoutes, { prefix: '/api' });
  await app.register(spotlightRoutes, { prefix: '/api' });
  await app.register(artistsRoutes, { prefix: '/api' });
  await app.register(sportsRoutes, { prefix: '/api/sports' });
  await app.register(fashionRoutes, { prefix: '/api/fashion' });
  await app.register(dealsRoutes, { prefix: '/api/deals' });
  await app.register(resourcesRoutes, { prefix: '/api/resources' });
  await app.register(searchRoutes, { prefix: '/api' });
  await app.register(feedRoutes);
  await app.register(contactRoutes, { prefix: '/api' });
  await app.register(ventRoomRoutes, { prefix: '/api/vent' });
  await app.register(ventSafetyAdminRoutes, { prefix: '/api/admin/vent' });
  await app.register(submissionRoutes, { prefix: '/api' });
  await app.register(reviewRoutes, { prefix: '/api' });
  await app.register(uploadRoutes);
  await app.register(preferencesRoutes, { prefix: '/api' });
  await app.register(recommendationsRoutes, { prefix: '/api' });
  await app.register(savedRoutes, { prefix: '/api' });
  await app.register(commentRoutes, { prefix: '/api/comments' });
  await app.register(replyUnsubscribeRoutes, { prefix: '/comment-replies' });
  await app.register(adCampaignRoutes, { prefix: '/api/admin/ad-campaigns' });
  await app.register(advertiserRoutes, { prefix: '/api' });
  await app.register(adServingRoutes, { prefix: '/api' });
  await app.register(adReviewRoutes, { prefix: '/api/admin/ad-review' });
  await app.register(newsroomContentRoutes, { prefix: '/api/admin' });
  await app.register(demoContentRoutes, { prefix: '/api/admin' });
  await app.register(categoryAdminRoutes, { prefix: '/api/admin' });
  await app.register(publicCategoryRoutes, { prefix: '/api' });
  await app.register(userAdminRoutes, { prefix: '/api/admin' });
  await app.register(auditRoutes, { prefix: '/api/admin' });
  await app.register(dashboardRoutes, { prefix: '/api/admin' });
  await app.register(socialRoutes, { prefix: '/api/admin/social' });
  await app.register(socialOAuthRoutes, { prefix: '/api/admin/social' });
  await app.register(mediaAdminRoutes, { prefix: '/api/admin' });
  await app.register(ownMediaRoutes, { prefix: '/api' });
  await app.register(siteSettingsRoutes, { prefix: '/api/admin' });
  await app.register(billingRoutes, { prefix: '/api' });
  await app.register(payoutRoutes, { prefix: '/api' });
  await app.register(membershipSweepPlugin);
  await app.register(demoMediaRoutes, { prefix: '/media/demo' });
  await app.register(iconRoutes);

  await registerClient(app, { dev: deps.config.dev, pages: opts.pages });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
