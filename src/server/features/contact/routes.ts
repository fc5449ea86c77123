import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactHandledSchema,
  contactInboxQuerySchema,
  contactMessageSchema,
  contactStaffMessageSchema,
} from '../../../shared/contact';
import { TOTAL_COUNT_HEADER } from '../../../shared/query-params';
import { currentUser, requireStaff } from '../../platform/guards';
import { RateLimiter, addressKey, enforceRateLimit } from '../../platform/rate-limit';
import { listMessages, receiveMessage, setHandled } from './service';

const HOUR = 60 * 60 * 1000;

/** POST /api/contact (the public form) and the staff inbox under /api/admin/contact-messages. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;
  const perIp = new RateLimiter(5, HOUR);
  const perAddress = new RateLimiter(5, HOUR);

  app.post(
    '/contact',
    {
      schema: { tags: ['contact'], body: contactMessageSchema, response: { 202: z.object({ ok: z.literal(true) }) } },
    },
    async (req, reply) => {
      await enforceRateLimit(
        [
          { limiter: perIp, key: addressKey(req) },
          { limiter: perAddress, key: req.body.email.toLowerCase() },
        ],
        'You have sent several messages in a short time. Please try again later.',
      );
      const { website, ...message } = req.body;
      // A filled honeypot is a bot: it gets the same answer, and nothing is stored or sent.
      if (!website) await receiveMessage(db(), app.deps.config, message);
      return reply.status(202).send({ ok: true });
    },
  );

  app.get(
    '/admin/contact-messages',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['contact'],
        querystring: contactInboxQuerySchema,
        response: { 200: z.array(contactStaffMessageSchema) },
      },
    },
    async (req, reply) => {
      const page = await listMessages(db(), req.query);
      reply.header('Cache-Control', 'no-store').header(TOTAL_COUNT_HEADER, String(page.total));
      return page.items;
    },
  );

  app.patch(
    '/admin/contact-messages/:id',
    {
      onRequest: requireStaff,
      schema: {
        tags: ['contact'],
        params: z.object({ id: z.string().min(1).max(100) }),
        body: contactHandledSchema,
        response: { 200: contactStaffMessageSchema },
      },
    },
    async (req) => setHandled(db(), req.params.id, req.body.handled, currentUser(req).id),
  );
};
