import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './adapters/mailer';
import type { Storage } from './adapters/storage';
import type { Payments } from './adapters/payments';
import { registerErrorHandling } from './platform/error-handler';
import { registerHttpBasics } from './platform/security';
import { registerApiDocs } from './platform/docs';
import { registerClient } from './platform/static';
import { loggerOptions } from './platform/logging';
import { sessionPlugin } from './platform/sessions';
import { csrfPlugin } from './platform/csrf';
import { createEventHub } from './platform/events';
import { healthRoutes } from './features/health/routes';
import { authRoutes } from './features/auth/routes';
import { newsletterRoutes } from './features/newsletter/routes';
import { newsletterPageRoutes } from './features/newsletter/page-routes';
import { newsletterSchedulerPlugin } from './features/newsletter/scheduler';
import { mailWorkerPlugin } from './platform/mail/plugin';
import { demoMediaRoutes } from './db/seed/demo-media/routes';
import { ventRoomRoutes } from './features/vent-room/routes';
import { submissionRoutes } from './features/submissions/routes';
import { submissionAdminRoutes } from './features/submissions/admin-routes';
import { uploadRoutes } from './features/uploads/routes';
import { preferencesRoutes } from './features/preferences/routes';
import { recommendationsRoutes } from './features/recommendations/routes';
import { adCampaignRoutes } from './features/ad-campaigns/routes';
import { billingRoutes } from './features/billing/routes';
import { membershipSweepPlugin } from './features/billing/sweep';
import { articleRoutes } from './features/articles/routes';
import { businessRoutes } from './features/businesses/routes';
import { eventRoutes } from './features/events/routes';
import { photoRoutes } from './features/photos/routes';
import { spotlightRoutes } from './features/spotlights/routes';
import { artistsRoutes } from './features/artists/routes';
import { sportsRoutes } from './features/sports/routes';
import { fashionRoutes } from './features/fashion/routes';
import { dealsRoutes } from './features/deals/routes';
import { resourcesRoutes } from './features/resources/routes';
import { newsroomContentRoutes } from './features/newsroom/routes';
import { categoryAdminRoutes, publicCategoryRoutes } from './features/newsroom/categories';
import { userAdminRoutes } from './features/newsroom/users';
import { auditRoutes } from './features/newsroom/audit-routes';
import { dashboardRoutes } from './features/newsroom/dashboard';

/** The ports the app talks to the outside world through; tests hand in the same ones. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Uploaded files (local disk under DATA_DIR/uploads by default). */
  storage: Storage;
  /** Card payments (off, with a clear message, until a provider is configured). */
  payments: Payments;
  /** The clock (the real time when absent); tests move it to check scheduling without sleeping. */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export async function buildApp(deps: AppDeps, opts: { logger?: FastifyServerOptions['logger'] } = {}) {
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(deps.config),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorate('events', createEventHub());
  registerErrorHandling(app);

  await registerHttpBasics(app, { dev: deps.config.dev, cardPayments: deps.payments.kind !== 'disabled' });
  await registerApiDocs(app);
  await app.register(csrfPlugin);
  await app.register(sessionPlugin);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(newsletterRoutes, { prefix: '/api/newsletter' });
  await app.register(newsletterPageRoutes, { prefix: '/newsletter' });
  await app.register(mailWorkerPlugin);
  await app.register(newsletterSchedulerPlugin);
  await app.register(articleRoutes, { prefix: '/api' });
  await app.register(businessRoutes, { prefix: '/api' });
  await app.register(eventRoutes, { prefix: '/api' });
  await app.register(photoRoutes, { prefix: '/api' });
  await app.register(spotlightRoutes, { prefix: '/api' });
  await app.register(artistsRoutes, { prefix: '/api' });
  await app.register(sportsRoutes, { prefix: '/api/sports' });
  await app.register(fashionRoutes, { prefix: '/api/fashion' });
  await app.register(dealsRoutes, { prefix: '/api/deals' });
  await app.register(resourcesRoutes, { prefix: '/api/resources' });
  await app.register(ventRoomRoutes, { prefix: '/api/vent' });
  await app.register(submissionRoutes, { prefix: '/api' });
  await app.register(submissionAdminRoutes, { prefix: '/api/admin' });
  await app.register(uploadRoutes);
  await app.register(preferencesRoutes, { prefix: '/api' });
  await app.register(recommendationsRoutes, { prefix: '/api' });
  await app.register(adCampaignRoutes, { prefix: '/api/admin/ad-campaigns' });
  await app.register(newsroomContentRoutes, { prefix: '/api/admin' });
  await app.register(categoryAdminRoutes, { prefix: '/api/admin' });
  await app.register(publicCategoryRoutes, { prefix: '/api' });
  await app.register(userAdminRoutes, { prefix: '/api/admin' });
  await app.register(auditRoutes, { prefix: '/api/admin' });
  await app.register(dashboardRoutes, { prefix: '/api/admin' });
  await app.register(billingRoutes, { prefix: '/api' });
  await app.register(membershipSweepPlugin);
  await app.register(demoMediaRoutes, { prefix: '/media/demo' });

  await registerClient(app, { dev: deps.config.dev });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
