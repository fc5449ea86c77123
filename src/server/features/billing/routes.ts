import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingConfigSchema,
  clientSecretSchema,
  membershipSchema,
  portalSessionSchema,
} from '../../../shared/billing';
import { currentUser, requireUser, requireVerified } from '../../platform/guards';
import { getOrCreateSubscription, openPortal, readMembership, setCancellation } from './service';
import { handlePaymentEvent } from './webhook';

const tags = ['billing'];

/** Membership billing under /api: the spec's get-or-create call, the plan, cancel/resume, the portal. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.database.db, payments: app.deps.payments, events: app.events };

  app.get('/billing/config', { schema: { tags, response: { 200: billingConfigSchema } } }, async () => ({
    enabled: deps.payments.kind !== 'disabled',
    publishableKey: deps.payments.publishableKey,
  }));

  app.post(
    '/get-or-create-subscription',
    // Paying needs a verified address: receipts, renewals and disputes go to it.
    { onRequest: requireVerified, schema: { tags, response: { 200: clientSecretSchema } } },
    async (req) => getOrCreateSubscription(deps, currentUser(req)),
  );

  app.get(
    '/billing/membership',
    { onRequest: requireUser, schema: { tags, response: { 200: membershipSchema } } },
    async (req) => readMembership(deps, currentUser(req).id),
  );

  for (const [path, cancel] of [
    ['/billing/cancel', true],
    ['/billing/resume', false],
  ] as const) {
    app.post(path, { onRequest: requireUser, schema: { tags, response: { 200: membershipSchema } } }, async (req) =>
      setCancellation(deps, currentUser(req), cancel),
    );
  }

  app.post(
    '/billing/portal',
    { onRequest: requireUser, schema: { tags, response: { 200: portalSessionSchema } } },
    async (req) => {
      const origin = app.deps.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${req.protocol}://${req.host}`;
      return openPortal(deps, currentUser(req), `${origin}/account`);
    },
  );

  // The signature covers the exact bytes sent, so this route reads its body raw.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    raw.post(
      '/stripe/webhook',
      {
        bodyLimit: 512 * 1024,
        schema: { tags, response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }) } },
      },
      async (req) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const signature = req.headers['stripe-signature'];
        const event = await deps.payments.verifyEvent(body, typeof signature === 'string' ? signature : undefined);
        const { duplicate } = await handlePaymentEvent(deps, event);
        return { received: true, duplicate };
      },
    );
  });
};
