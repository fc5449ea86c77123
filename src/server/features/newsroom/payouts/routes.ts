/**
 * The payouts desk and rates (admins only; paying also needs two-step sign-in), a contributor's
 * earnings, the public rates, and Stripe's Connect webhook. Register with the '/api' prefix.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  cancelPaymentSchema,
  earningsSchema,
  payBatchSchema,
  paymentParamsSchema,
  payoutDeskQuerySchema,
  payoutDeskSchema,
  payResultSchema,
  ratesSchema,
  rateUpdateSchema,
  recordPaymentSchema,
} from '../../../../shared/payouts';
import { AppError } from '../../../platform/app-error';
import { appNow } from '../../../platform/clock';
import { currentUser, requireAdmin, requireUser } from '../../../platform/guards';
import { wakeMailWorker } from '../../../platform/mail/plugin';
import { siteUrl } from '../../../platform/site-url';
import { payoutsFromConfig } from '../../../adapters/stripe-payouts';
import type { DeskDeps } from './desk';
import { approvePayment, cancelPayment, listDesk, recordPaidElsewhere } from './desk';
import { earningsCsv, payoutAccountLink, readEarnings } from './earnings';
import { payBatch } from './pay';
import { listRates, setRates } from './rates';
import { handlePayoutEvent } from './webhook';

const tags = ['payouts'];
const ok = z.object({ ok: z.boolean() });

/** Money leaves the site only for an admin who signs in with a second step. */
async function requireTwoStep(req: FastifyRequest) {
  if (!currentUser(req).mfaEnabledAt)
    throw new AppError(
      'PAYOUT_TWO_STEP_REQUIRED',
      403,
      'Paying contributors needs two-step sign-in. Turn it on on your account page first.',
    );
}

export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const payouts = app.deps.payouts ?? payoutsFromConfig(app.deps.config);
  const site = siteUrl(app.deps.config);
  const desk = (): DeskDeps => ({
    db: db(),
    secondApprovalAbove: app.deps.config.PAYOUT_SECOND_APPROVAL_AMOUNT,
    site,
    now: appNow(app),
  });

  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', requireAdmin);
    admin.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    admin.get(
      '/admin/payouts',
      { schema: { tags, querystring: payoutDeskQuerySchema, response: { 200: payoutDeskSchema } } },
      async (req) => listDesk(desk(), req.query.status, payouts.kind !== 'disabled'),
    );
    admin.post(
      '/admin/payouts/:id/approve',
      { schema: { tags, params: paymentParamsSchema, response: { 200: ok } } },
      async (req) => {
        await approvePayment(desk(), req.params.id, currentUser(req));
        return { ok: true };
      },
    );
    admin.post(
      '/admin/payouts/:id/cancel',
      { schema: { tags, params: paymentParamsSchema, body: cancelPaymentSchema, response: { 200: ok } } },
      async (req) => {
        await cancelPayment(desk(), req.params.id, req.body.reason, currentUser(req));
        return { ok: true };
      },
    );
    admin.post(
      '/admin/payouts/pay',
      { preHandler: requireTwoStep, schema: { tags, body: payBatchSchema, response: { 200: payResultSchema } } },
      async (req) => {
        const result = await payBatch({ ...desk(), payouts }, req.body.paymentIds, currentUser(req));
        wakeMailWorker(app);
        return result;
      },
    );
    admin.post(
      '/admin/payouts/:id/record-paid',
      {
        preHandler: requireTwoStep,
        schema: { tags, params: paymentParamsSchema, body: recordPaymentSchema, response: { 200: ok } },
      },
      async (req) => {
        await recordPaidElsewhere(desk(), req.params.id, req.body.reference, currentUser(req));
        wakeMailWorker(app);
        return { ok: true };
      },
    );
    admin.get('/admin/payouts/rates', { schema: { tags, response: { 200: ratesSchema } } }, async () =>
      listRates(db()),
    );
    admin.put(
      '/admin/payouts/rates',
      { schema: { tags, body: rateUpdateSchema, response: { 200: ratesSchema } } },
      async (req) => setRates(db(), req.body.rates, currentUser(req), appNow(app)),
    );
  });

  app.get('/payout-rates', { schema: { tags, response: { 200: ratesSchema } } }, async () => listRates(db()));

  app.get(
    '/account/earnings',
    {
      onRequest: requireUser,
      schema: { tags, querystring: z.object({ refresh: z.enum(['1']).optional() }), response: { 200: earningsSchema } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return readEarnings({ db: db(), payouts }, currentUser(req), appNow(app), { refresh: !!req.query.refresh });
    },
  );
  app.post(
    '/account/earnings/payout-account',
    { onRequest: requireUser, schema: { tags, response: { 200: z.object({ url: z.string() }) } } },
    async (req) => {
      // Back to the address the contributor is using (PUBLIC_URL when set).
      const origin = app.deps.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${req.protocol}://${req.host}`;
      return payoutAccountLink({ db: db(), payouts }, currentUser(req), origin);
    },
  );
  app.get(
    '/account/earnings.csv',
    {
      onRequest: requireUser,
      schema: { tags, querystring: z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }) },
    },
    async (req, reply) => {
      const year = req.query.year ?? appNow(app).getUTCFullYear();
      const csv = await earningsCsv(db(), currentUser(req), year);
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="earnings-${year}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  // The signature covers the exact bytes sent, so this route reads its body raw.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    raw.post(
      '/stripe/connect-webhook',
      {
        bodyLimit: 512 * 1024,
        schema: { tags, response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }) } },
      },
      async (req) => {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const signature = req.headers['stripe-signature'];
        const event = await payouts.verifyEvent(body, typeof signature === 'string' ? signature : undefined);
        const { duplicate } = await handlePayoutEvent({ db: db(), payouts, site }, event, appNow(app));
        wakeMailWorker(app);
        return { received: true, duplicate };
      },
    );
  });
};
